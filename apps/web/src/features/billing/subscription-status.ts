import { format, parseISO } from 'date-fns';
import { fr } from 'date-fns/locale/fr';
import type { SubscriptionState } from '#contracts';

/** '12 mars 2026', and '1er mars 2026' as French writes the first of the month. */
export function longDate(iso: string): string {
  const date = parseISO(iso);
  return format(date, date.getDate() === 1 ? 'do MMMM y' : 'd MMMM y', { locale: fr });
}

export type StatusTone = 'ok' | 'warning' | 'danger' | 'muted';

export interface StatusView {
  label: string;
  tone: StatusTone;
  /** A second line: renewal, end of access. */
  detail?: string;
}

/** Stripe's statuses, in French, for the demo portal. */
export function describeSubscription(s: SubscriptionState): StatusView {
  if (s.complimentary) return { label: 'Offert', tone: 'ok', detail: 'Votre abonnement vous est offert, sans date de fin.' };
  const periodEnd = s.currentPeriodEnd ? longDate(s.currentPeriodEnd) : null;
  switch (s.status) {
    case 'trialing':
      return {
        label: s.trialEnd ? `Période d'essai jusqu'au ${longDate(s.trialEnd)}` : "Période d'essai",
        tone: 'ok',
        detail: s.cancelAtPeriodEnd ? "L'abonnement s'arrêtera à la fin de l'essai." : 'Ensuite CHF 9.99 par mois.',
      };
    case 'active':
      return {
        label: 'Actif',
        tone: 'ok',
        detail: periodEnd ? (s.cancelAtPeriodEnd ? `Se termine le ${periodEnd}` : `Prochain renouvellement le ${periodEnd}`) : undefined,
      };
    case 'canceled':
      return { label: 'Résilié', tone: 'muted' };
    case 'past_due':
    case 'unpaid':
      return { label: 'Paiement en échec', tone: 'danger', detail: 'Mettez à jour votre moyen de paiement pour garder votre accès.' };
    case 'incomplete':
    case 'incomplete_expired':
      return { label: 'Paiement incomplet', tone: 'warning' };
    case 'paused':
      return { label: 'En pause', tone: 'warning' };
    default:
      return { label: 'Aucun abonnement', tone: 'muted' };
  }
}

/** What a cancellation can end: the account has a running (or failing) subscription of its own. */
export const canCancel = (s: SubscriptionState): boolean =>
  !s.complimentary && ['active', 'trialing', 'past_due', 'unpaid'].includes(s.status);
