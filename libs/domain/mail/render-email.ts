import { countOf } from '#contracts';
import type { EmailJob } from '#queue';

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function layout(title: string, paragraphs: string[], action: { label: string; href: string }): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('');
  return `<!doctype html><html lang="fr"><body style="margin:0;background:#fdf8f3;font-family:system-ui,sans-serif;color:#2b2118">
<div style="max-width:520px;margin:0 auto;padding:32px 24px">
<p style="font-size:22px;font-weight:700;color:#c2521b;margin:0 0 24px">Mijote</p>
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(title)}</h1>${body}
<p style="margin:24px 0"><a href="${escapeHtml(action.href)}" style="background:#c2521b;color:#fff;padding:12px 20px;border-radius:10px;text-decoration:none;font-weight:600">${escapeHtml(action.label)}</a></p>
<p style="font-size:13px;color:#7a6a5d">Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :<br>${escapeHtml(action.href)}</p>
</div></body></html>`;
}

function compose(title: string, paragraphs: string[], action: { label: string; href: string }): RenderedEmail {
  return {
    subject: title,
    text: [...paragraphs, `${action.label} : ${action.href}`].join('\n\n'),
    html: layout(title, paragraphs, action),
  };
}

// Anything that looks like a link (scheme, www., or a domain with a path or a known ending).
const LINK_LIKE = /\b(?:[a-z][a-z0-9+.-]*:\/\/\S+|www\.\S+|[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:[a-z]{2,})(?:\/\S*)?)/gi;

/**
 * Text a user chose (a name, a household's name) as it may appear in a mail to someone else:
 * links removed, control characters dropped, kept short; the caller shows it in quotes, so it
 * reads as what someone typed, never as Mijote's own words or a link to follow.
 */
export function userText(text: string, max = 60): string {
  const plain = text
    .replace(/[\u0000-\u001f\u007f]/g, ' ')
    .replace(LINK_LIKE, '…')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.length > max ? `${plain.slice(0, max - 1)}…` : plain;
}

/** The French e-mails Mijote sends. */
export function renderEmail(job: EmailJob): RenderedEmail {
  const hello = 'firstName' in job && job.firstName ? `Bonjour ${userText(job.firstName, 40)},` : 'Bonjour,';
  switch (job.template) {
    case 'password-reset':
      return compose(
        'Réinitialisation de votre mot de passe Mijote',
        [
          hello,
          'Vous avez demandé à réinitialiser le mot de passe de votre compte Mijote.',
          `Ce lien est valable ${job.expiresInMinutes} minutes et ne peut servir qu'une fois. Si vous n'êtes pas à l'origine de cette demande, ignorez simplement cet email.`,
        ],
        { label: 'Choisir un nouveau mot de passe', href: job.link },
      );
    case 'email-confirmation':
      return compose(
        'Confirmez votre adresse email',
        [hello, 'Bienvenue sur Mijote ! Confirmez votre adresse email pour activer votre compte.'],
        { label: 'Confirmer mon adresse', href: job.link },
      );
    case 'sign-up-attempt':
      return compose(
        "Quelqu'un a essayé de créer un compte avec votre adresse",
        [
          hello,
          "Quelqu'un a essayé de créer un compte Mijote avec votre adresse email, qui a déjà un compte. Aucun compte n'a été créé et le vôtre n'a pas changé.",
          `Si c'était vous, connectez-vous simplement : ${job.signInLink}`,
          "Mot de passe oublié ? Choisissez-en un nouveau avec le lien ci-dessous. Si ce n'était pas vous, vous pouvez ignorer cet email.",
        ],
        { label: 'Réinitialiser mon mot de passe', href: job.link },
      );
    case 'email-change':
      return compose(
        'Confirmez votre nouvelle adresse email',
        [hello, `Vous avez demandé à utiliser ${job.newEmail} pour votre compte Mijote. Confirmez ce changement.`],
        { label: 'Confirmer la nouvelle adresse', href: job.link },
      );
    case 'email-change-notice':
      return compose(
        "Changement de l'adresse email de votre compte Mijote",
        [
          hello,
          `Une demande vient d'être faite pour remplacer l'adresse de votre compte Mijote par ${job.newEmail}.`,
          `Si vous n'êtes pas à l'origine de ce changement, annulez-le avec le lien ci-dessous (valable ${job.expiresInHours} heures) : votre adresse sera rétablie et toutes les sessions ouvertes seront fermées. Changez ensuite votre mot de passe.`,
        ],
        { label: 'Annuler ce changement', href: job.link },
      );
    case 'household-invitation': {
      const inviter = `« ${userText(job.inviterName, 40)} »`;
      return compose(
        `${inviter} vous invite à rejoindre son foyer sur Mijote`,
        [
          hello,
          `${inviter} vous invite à rejoindre le foyer « ${userText(job.householdName)} » sur Mijote : liste de courses, planning des repas et frigo partagés, mis à jour en direct pour toute la famille.`,
          "Cette invitation est valable 7 jours. Si vous n'avez pas encore de compte, vous pourrez en créer un.",
        ],
        { label: "Rejoindre le foyer", href: job.link },
      );
    }
    case 'expiry-reminder': {
      // Item names were typed by a member: shown as text, links removed.
      const items = job.items.map((i) => ({ name: userText(i.name), when: i.when }));
      return compose(
        items.length === 1 ? `À consommer en priorité : « ${items[0]!.name} »` : `À consommer en priorité : ${countOf(items.length, 'article', 'articles')}`,
        [
          hello,
          'Dans votre frigo, à consommer rapidement :',
          ...items.map((i) => `• ${i.name} : ${i.when}`),
          job.recipe ? `Une idée pour les cuisiner : ${job.recipe.title} (${job.recipe.link})` : 'Le chef peut vous proposer une recette avec ce que vous avez.',
          'Vous recevez ce rappel car vous l’avez activé dans les paramètres de Mijote.',
        ],
        { label: job.recipe ? 'Voir mon frigo' : 'Trouver une recette', href: job.link },
      );
    }
  }
}
