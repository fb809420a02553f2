import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '#contracts';
import { getAccessToken } from '../../../shared/http';
import { reply, sessionBody, sessionExpired as signedOut } from '../../../shared/http/testing/fetch-stub';
import { useFetchStub } from '../../../shared/http/testing/use-fetch-stub';
import { renderAuthRoutes } from '../testing/render-auth-routes';

const net = useFetchStub({ routes: (stub) => stub.on('POST /api/auth/refresh', signedOut) });

it("without a token, tells the user to check their inbox, with a button back to /auth", async () => {
  renderAuthRoutes('/auth/email-confirmation');
  expect(await screen.findByRole('heading', { name: 'Vérifiez votre email' })).toBeInTheDocument();
  // Nothing that says whether the address already had an account.
  expect(screen.getByText(/^Vérifiez votre boîte mail : nous vous avons envoyé un email\./)).toBeInTheDocument();
  expect(screen.getByText(/^Si cette adresse a déjà un compte, l'email vous explique comment vous connecter\./)).toBeInTheDocument();
  const back = screen.getAllByRole('link', { name: 'Retour à la connexion' });
  expect(back.every((a) => a.getAttribute('href') === '/auth')).toBe(true);
  expect(net.callsTo('POST /api/auth/email/confirm')).toHaveLength(0);
});

const confirmed = (user: object, session: object | null) => reply(200, { user: { ...sessionBody().user, emailConfirmed: true, ...user }, session });

it("a sign-up's link confirms the address once, signs the new account in and leads to the questionnaire", async () => {
  const session = sessionBody({ accessToken: 'first-session' });
  net.on('POST /api/auth/email/confirm', confirmed({}, { ...session, user: { ...session.user, emailConfirmed: true } }));
  renderAuthRoutes('/auth/email-confirmation?token=abc');

  expect(await screen.findByRole('heading', { name: 'Adresse email confirmée' })).toBeInTheDocument();
  expect(net.callsTo('POST /api/auth/email/confirm')).toEqual([expect.objectContaining({ body: { token: 'abc' } })]);
  expect(getAccessToken()).toBe('first-session');
  await userEvent.click(await screen.findByRole('link', { name: 'Continuer' }));
  expect(await screen.findByRole('heading', { name: 'Questionnaire' })).toBeInTheDocument();
});

it('a link that opens no session offers to sign in', async () => {
  net.on('POST /api/auth/email/confirm', confirmed({}, null));
  renderAuthRoutes('/auth/email-confirmation?token=abc');
  await screen.findByRole('heading', { name: 'Adresse email confirmée' });
  await userEvent.click(screen.getByRole('link', { name: 'Se connecter' }));
  expect(await screen.findByRole('heading', { name: 'Connexion' })).toBeInTheDocument();
});

it('sends a signed-in user on to the questionnaire after confirming', async () => {
  net
    .on('POST /api/auth/refresh', reply(200, sessionBody()))
    .on('POST /api/auth/email/confirm', confirmed({}, null));
  renderAuthRoutes('/auth/email-confirmation?token=abc');
  await screen.findByRole('heading', { name: 'Adresse email confirmée' });
  await userEvent.click(screen.getByRole('link', { name: 'Continuer' }));
  expect(await screen.findByRole('heading', { name: 'Questionnaire' })).toBeInTheDocument();
});

it('says when the link is invalid or expired', async () => {
  net.on('POST /api/auth/email/confirm', reply(400, { statusCode: 400, code: 'TOKEN_INVALID', message: MESSAGES.confirmLinkInvalid }));
  renderAuthRoutes('/auth/email-confirmation?token=used');
  expect(await screen.findByRole('alert')).toHaveTextContent('Ce lien de confirmation est invalide ou a expiré.');
  expect(screen.queryByRole('heading', { name: 'Adresse email confirmée' })).not.toBeInTheDocument();
});

it("after an e-mail change, says the new address is confirmed and leads back to the settings", async () => {
  net
    .on('POST /api/auth/refresh', reply(200, sessionBody()))
    .on('POST /api/auth/email/confirm', confirmed({ email: 'nouvelle@example.ch' }, null));
  renderAuthRoutes('/auth/email-confirmation?token=abc&change=1');

  expect(await screen.findByRole('heading', { name: 'Adresse email modifiée' })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Votre nouvelle adresse nouvelle@example.ch est confirmée.');
  expect(screen.queryByText('Merci ! Votre compte est activé.')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('link', { name: 'Retour aux paramètres' }));
  expect(await screen.findByRole('heading', { name: 'Paramètres' })).toBeInTheDocument();
});

describe('a link opened again, once the address is confirmed', () => {
  const alreadyConfirmed = (message: string) =>
    reply(409, { statusCode: 409, code: 'EMAIL_ALREADY_CONFIRMED', message });

  it('says so instead of "invalid", and offers to sign in', async () => {
    net.on('POST /api/auth/email/confirm', alreadyConfirmed('Votre adresse email est déjà confirmée.'));
    renderAuthRoutes('/auth/email-confirmation?token=used');

    expect(await screen.findByRole('heading', { name: 'Adresse déjà confirmée' })).toBeInTheDocument();
    expect(screen.getByText('Votre adresse email est déjà confirmée.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Lien invalide' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Se connecter' }));
    expect(await screen.findByRole('heading', { name: 'Connexion' })).toBeInTheDocument();
  });

  it('sends a signed-in user on to the questionnaire', async () => {
    net
      .on('POST /api/auth/refresh', reply(200, sessionBody()))
      .on('POST /api/auth/email/confirm', alreadyConfirmed('Votre adresse email est déjà confirmée.'));
    renderAuthRoutes('/auth/email-confirmation?token=used');
    await screen.findByRole('heading', { name: 'Adresse déjà confirmée' });
    await userEvent.click(screen.getByRole('link', { name: 'Continuer' }));
    expect(await screen.findByRole('heading', { name: 'Questionnaire' })).toBeInTheDocument();
  });

  it('after an e-mail change, leads a signed-in user back to the settings', async () => {
    net
      .on('POST /api/auth/refresh', reply(200, sessionBody()))
      .on('POST /api/auth/email/confirm', alreadyConfirmed('Votre nouvelle adresse email est déjà confirmée.'));
    renderAuthRoutes('/auth/email-confirmation?token=used&change=1');

    expect(await screen.findByRole('heading', { name: 'Adresse déjà confirmée' })).toBeInTheDocument();
    expect(screen.getByText('Votre nouvelle adresse email est déjà confirmée.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Retour aux paramètres' }));
    expect(await screen.findByRole('heading', { name: 'Paramètres' })).toBeInTheDocument();
  });

  it('after an e-mail change, offers a signed-out user to sign in', async () => {
    net.on('POST /api/auth/email/confirm', alreadyConfirmed('Votre nouvelle adresse email est déjà confirmée.'));
    renderAuthRoutes('/auth/email-confirmation?token=used&change=1');
    await screen.findByRole('heading', { name: 'Adresse déjà confirmée' });
    expect(screen.queryByRole('link', { name: 'Retour aux paramètres' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Se connecter' }).map((a) => a.getAttribute('href'))).toEqual(['/auth']);
  });
});
