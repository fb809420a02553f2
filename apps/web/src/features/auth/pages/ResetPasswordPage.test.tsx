import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '#contracts';
import { getAccessToken } from '../../../shared/http';
import { deferredReply, reply, sessionBody, sessionExpired } from '../../../shared/http/testing/fetch-stub';
import { useFetchStub } from '../../../shared/http/testing/use-fetch-stub';
import { renderAuthRoutes } from '../testing/render-auth-routes';

const net = useFetchStub({ routes: (stub) => stub.on('POST /api/auth/refresh', sessionExpired) });

async function requestReset(email: string) {
  const u = userEvent.setup();
  renderAuthRoutes('/auth/reset-password');
  await screen.findByRole('heading', { name: 'Mot de passe oublié ?' });
  await u.type(screen.getByLabelText('Email'), email);
  await u.click(screen.getByRole('button', { name: 'Réinitialiser le mot de passe' }));
  return u;
}

describe('asking for the reset e-mail', () => {
  it("shows 'Email envoyé !' and a way back to sign-in once the e-mail is sent", async () => {
    const pending = deferredReply();
    net.on('POST /api/auth/password/forgot', pending.reply);
    const u = await requestReset('claire@example.ch');

    expect(screen.getByRole('button', { name: 'Réinitialiser le mot de passe' })).toBeDisabled();
    await act(async () => pending.settle(reply(202, { sent: true })));

    expect(await screen.findByRole('heading', { name: 'Email envoyé !' })).toBeInTheDocument();
    expect(screen.getByText('Vérifiez votre boîte mail et suivez les instructions pour réinitialiser votre mot de passe.')).toBeInTheDocument();
    expect(net.callsTo('POST /api/auth/password/forgot')[0]!.body).toEqual({ email: 'claire@example.ch' });

    await u.click(within(screen.getByRole('status')).getByRole('link', { name: 'Retour à la connexion' }));
    expect(await screen.findByRole('heading', { name: 'Connexion' })).toBeInTheDocument();
  });

  it('passes on the rate-limit message', async () => {
    net.on('POST /api/auth/password/forgot', reply(429, { statusCode: 429, code: 'RATE_LIMITED', message: MESSAGES.tooManyAttempts }));
    await requestReset('claire@example.ch');
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.tooManyAttempts);
  });

  it("shows 'Une erreur est survenue. Veuillez réessayer.' for any other failure", async () => {
    net.on('POST /api/auth/password/forgot', reply(500, { statusCode: 500, code: 'INTERNAL', message: MESSAGES.generic }));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await requestReset('claire@example.ch');
    expect(await screen.findByRole('alert')).toHaveTextContent('Une erreur est survenue. Veuillez réessayer.');
    jest.restoreAllMocks();
  });

  it('checks the address before sending', async () => {
    await requestReset('pas-une-adresse');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(MESSAGES.emailInvalid);
    expect(net.callsTo('POST /api/auth/password/forgot')).toHaveLength(0);
  });
});

describe('the e-mailed link (?token=)', () => {
  async function choosePassword(password: string, confirmation: string) {
    const u = userEvent.setup();
    renderAuthRoutes('/auth/reset-password?token=tok-123');
    await screen.findByRole('heading', { name: 'Nouveau mot de passe' });
    await u.type(screen.getByLabelText('Nouveau mot de passe'), password);
    await u.type(screen.getByLabelText('Confirmer le mot de passe'), confirmation);
    await u.click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }));
  }

  it('refuses a confirmation that does not match', async () => {
    await choosePassword('fondue-moitie', 'fondue-moitié');
    expect(screen.getByLabelText('Confirmer le mot de passe')).toHaveAccessibleDescription('Les mots de passe ne correspondent pas');
    expect(net.callsTo('POST /api/auth/password/reset')).toHaveLength(0);
  });

  it('sets the new password, signs the user in and goes to `next`', async () => {
    net.on('POST /api/auth/password/reset', reply(200, sessionBody({ accessToken: 'after-reset', next: '/dashboard' })));
    await choosePassword('fondue-moitie', 'fondue-moitie');

    expect(await screen.findByRole('heading', { name: 'Tableau de bord' })).toBeInTheDocument();
    expect(net.callsTo('POST /api/auth/password/reset')[0]!.body).toEqual({ token: 'tok-123', password: 'fondue-moitie' });
    expect(getAccessToken()).toBe('after-reset');
  });

  it('offers a new link when this one is invalid or expired', async () => {
    net.on('POST /api/auth/password/reset', reply(400, { statusCode: 400, code: 'TOKEN_INVALID', message: MESSAGES.resetLinkInvalid }));
    await choosePassword('fondue-moitie', 'fondue-moitie');

    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.resetLinkInvalid);
    await userEvent.click(screen.getByRole('link', { name: 'Demander un nouveau lien' }));
    expect(await screen.findByRole('heading', { name: 'Mot de passe oublié ?' })).toBeInTheDocument();
  });
});
