import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '#contracts';
import { getAccessToken } from '../../../shared/http';
import { deferredReply, reply, sessionBody, sessionExpired as signedOut } from '../../../shared/http/testing/fetch-stub';
import { useFetchStub } from '../../../shared/http/testing/use-fetch-stub';
import { forgetSessionHint, rememberSessionHint } from '../../../shared/http/testing/session-hint';
import { renderAuthRoutes } from '../testing/render-auth-routes';

beforeEach(() => {
  // A visitor who is not signed in; the refresh answer is for the tests that set a session up.
  forgetSessionHint();
});
const net = useFetchStub({ routes: (stub) => stub.on('POST /api/auth/refresh', signedOut) });

const user = () => userEvent.setup();
const alertBox = () => screen.getByRole('alert');

async function openSignIn(entry: Parameters<typeof renderAuthRoutes>[0] = '/auth') {
  renderAuthRoutes(entry);
  return screen.findByRole('heading', { name: 'Connexion' });
}

describe('sign-in mode (default)', () => {
  it('shows email, password, the submit button, the switch link and the forgotten-password link', async () => {
    await openSignIn();
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    expect(screen.getByLabelText('Mot de passe')).toHaveAttribute('minlength', '6');
    expect(screen.queryByLabelText('Prénom')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Se connecter' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Créer un compte' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mot de passe oublié ?' })).toHaveAttribute('href', '/auth/reset-password');
    expect(screen.getByRole('link', { name: "Retour à l'accueil" })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Connexion · Mijote');
  });

  it('says the password is too short once something shorter than 6 characters is typed, and blocks the submit', async () => {
    const u = user();
    await openSignIn();
    const password = screen.getByLabelText('Mot de passe');
    expect(screen.queryByText(MESSAGES.passwordTooShort)).not.toBeInTheDocument();

    await u.type(password, 'abc');
    expect(screen.getByText('Le mot de passe doit contenir au moins 6 caractères')).toBeInTheDocument();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription('Le mot de passe doit contenir au moins 6 caractères');

    await u.type(screen.getByLabelText('Email'), 'claire@example.ch');
    await u.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(alertBox()).toHaveTextContent('Le mot de passe doit contenir au moins 6 caractères');
    expect(password).toHaveFocus();
    expect(net.callsTo('POST /api/auth/sign-in')).toHaveLength(0);

    await u.type(password, 'def');
    expect(screen.queryAllByText(MESSAGES.passwordTooShort).filter((el) => el.closest('.field'))).toHaveLength(0);
  });

  it("shows the server's message in the alert box", async () => {
    const u = user();
    net.on('POST /api/auth/sign-in', reply(401, { statusCode: 401, code: 'INVALID_CREDENTIALS', message: MESSAGES.invalidCredentials }));
    await openSignIn();
    await u.type(screen.getByLabelText('Email'), 'claire@example.ch');
    await u.type(screen.getByLabelText('Mot de passe'), 'mauvais-mdp');
    await u.click(screen.getByRole('button', { name: 'Se connecter' }));

    expect(await screen.findByText('Email ou mot de passe incorrect')).toBe(alertBox());
    expect(screen.getByRole('button', { name: 'Se connecter' })).toBeEnabled();
    expect(getAccessToken()).toBeNull();
  });

  it('disables the button and shows a spinner while signing in, then goes to the route the API returns', async () => {
    const u = user();
    const pending = deferredReply();
    net.on('POST /api/auth/sign-in', pending.reply);
    await openSignIn();
    await u.type(screen.getByLabelText('Email'), ' claire@example.ch ');
    await u.type(screen.getByLabelText('Mot de passe'), 'secret123');
    await u.click(screen.getByRole('button', { name: 'Se connecter' }));

    const button = screen.getByRole('button', { name: 'Se connecter' });
    expect(button).toBeDisabled();
    expect(button.querySelector('.spinner')).not.toBeNull();
    expect(net.callsTo('POST /api/auth/sign-in')[0]!.body).toEqual({ email: 'claire@example.ch', password: 'secret123' });

    await act(async () => pending.settle(reply(200, sessionBody({ next: '/subscription' }))));
    expect(await screen.findByRole('heading', { name: 'Abonnement' })).toBeInTheDocument();
    expect(getAccessToken()).toBe('access-1');
  });

  it('goes back to the page RequireSession was protecting once the account is fully set up', async () => {
    const u = user();
    net.on('POST /api/auth/sign-in', reply(200, sessionBody({ next: '/dashboard' })));
    renderAuthRoutes('/dashboard/planning');
    await screen.findByRole('heading', { name: 'Connexion' });
    await u.type(screen.getByLabelText('Email'), 'claire@example.ch');
    await u.type(screen.getByLabelText('Mot de passe'), 'secret123');
    await u.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByRole('heading', { name: 'Planning des repas' })).toBeInTheDocument();
  });

  it('still sends an account with onboarding left to `next`, even when it came from elsewhere', async () => {
    const u = user();
    net.on('POST /api/auth/sign-in', reply(200, sessionBody({ next: '/questionnaire' })));
    renderAuthRoutes('/dashboard/planning');
    await screen.findByRole('heading', { name: 'Connexion' });
    await u.type(screen.getByLabelText('Email'), 'claire@example.ch');
    await u.type(screen.getByLabelText('Mot de passe'), 'secret123');
    await u.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByRole('heading', { name: 'Questionnaire' })).toBeInTheDocument();
  });

  it('shows the offline message instead of sending', async () => {
    const u = user();
    await openSignIn();
    await u.type(screen.getByLabelText('Email'), 'claire@example.ch');
    await u.type(screen.getByLabelText('Mot de passe'), 'secret123');
    const online = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await u.click(screen.getByRole('button', { name: 'Se connecter' }));
    online.mockRestore();
    expect(alertBox()).toHaveTextContent(MESSAGES.offlineOnSubmit);
    expect(net.callsTo('POST /api/auth/sign-in')).toHaveLength(0);
  });
});

describe('switching mode', () => {
  it('clears every field and error', async () => {
    const u = user();
    net.on('POST /api/auth/sign-in', reply(401, { statusCode: 401, code: 'INVALID_CREDENTIALS', message: MESSAGES.invalidCredentials }));
    await openSignIn();
    await u.type(screen.getByLabelText('Email'), 'claire@example.ch');
    await u.type(screen.getByLabelText('Mot de passe'), 'mauvais-mdp');
    await u.click(screen.getByRole('button', { name: 'Se connecter' }));
    await screen.findByText(MESSAGES.invalidCredentials);

    await u.click(screen.getByRole('link', { name: 'Créer un compte' }));

    expect(await screen.findByRole('heading', { name: 'Créer un compte' })).toBeInTheDocument();
    expect(screen.getByLabelText('Prénom')).toHaveValue('');
    expect(screen.getByLabelText('Nom')).toHaveValue('');
    expect(screen.getByLabelText('Email')).toHaveValue('');
    expect(screen.getByLabelText('Mot de passe')).toHaveValue('');
    expect(alertBox()).toBeEmptyDOMElement();
    expect(screen.getByRole('button', { name: 'Créer mon compte' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Mot de passe oublié ?' })).not.toBeInTheDocument();

    // And back: the sign-up entries and field errors go too.
    await u.type(screen.getByLabelText('Email'), 'x@y.ch');
    await u.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    expect(screen.getByLabelText('Prénom')).toHaveAccessibleDescription(MESSAGES.firstNameRequired);
    await u.click(screen.getByRole('link', { name: 'Se connecter' }));
    expect(await screen.findByRole('heading', { name: 'Connexion' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('');
    expect(screen.queryByText(MESSAGES.firstNameRequired)).not.toBeInTheDocument();
    expect(alertBox()).toBeEmptyDOMElement();
  });
});

describe('sign-up mode (/auth?mode=signup)', () => {
  async function fillSignUp(u: ReturnType<typeof user>) {
    renderAuthRoutes('/auth?mode=signup');
    await screen.findByRole('heading', { name: 'Créer un compte' });
    await u.type(screen.getByLabelText('Prénom'), 'Claire');
    await u.type(screen.getByLabelText('Nom'), 'Favre');
    await u.type(screen.getByLabelText('Email'), 'claire@example.ch');
    await u.type(screen.getByLabelText('Mot de passe'), 'raclette42');
  }

  it('requires first and last name, with the messages under the fields', async () => {
    const u = user();
    renderAuthRoutes('/auth?mode=signup');
    await screen.findByRole('heading', { name: 'Créer un compte' });
    await u.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    expect(screen.getByLabelText('Prénom')).toHaveAccessibleDescription('Le prénom est requis');
    expect(screen.getByLabelText('Nom')).toHaveAccessibleDescription('Le nom est requis');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription("L'adresse email est requise");
    expect(screen.getByLabelText('Prénom')).toHaveFocus();
    expect(net.callsTo('POST /api/auth/sign-up')).toHaveLength(0);
  });

  it('creates the account and sends the visitor to their mailbox, signed out (the same for a taken address)', async () => {
    const u = user();
    net.on('POST /api/auth/sign-up', reply(202, { sent: true }));
    await fillSignUp(u);
    await u.click(screen.getByRole('button', { name: 'Créer mon compte' }));

    expect(await screen.findByRole('heading', { name: 'Vérifiez votre email' })).toBeInTheDocument();
    expect(net.callsTo('POST /api/auth/sign-up')[0]!.body).toEqual({
      firstName: 'Claire',
      lastName: 'Favre',
      email: 'claire@example.ch',
      password: 'raclette42',
    });
    expect(getAccessToken()).toBeNull();
  });

  it('shows a refusal of the form (a too common password) under the field and in the alert', async () => {
    const u = user();
    net.on(
      'POST /api/auth/sign-up',
      reply(400, { statusCode: 400, code: 'PASSWORD_TOO_COMMON', message: MESSAGES.passwordTooCommon, fields: { password: MESSAGES.passwordTooCommon } }),
    );
    await fillSignUp(u);
    await u.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    await waitFor(() => expect(alertBox()).toHaveTextContent(MESSAGES.passwordTooCommon));
    expect(screen.getByLabelText('Mot de passe')).toHaveAttribute('aria-invalid', 'true');
  });

  it('sends an optional phone number with the country chosen in the searchable list (Suisse +41 by default)', async () => {
    const u = user();
    net.on('POST /api/auth/sign-up', reply(202, { sent: true }));
    await fillSignUp(u);
    const countryButton = screen.getByRole('button', { name: /Indicatif : Suisse \(\+41\)/ });

    await u.click(countryButton);
    const dialog = await screen.findByRole('dialog', { name: 'Indicatif du pays' });
    await u.type(within(dialog).getByRole('searchbox'), 'fran');
    await u.click(within(dialog).getByRole('button', { name: /France/ }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: /Indicatif : France \(\+33\)/ })).toBeInTheDocument();
    expect(screen.getByLabelText(/Téléphone/)).toHaveFocus();
    await u.type(screen.getByLabelText(/Téléphone/), '06 12 34 56 78');
    await u.click(screen.getByRole('button', { name: 'Créer mon compte' }));

    await screen.findByRole('heading', { name: 'Vérifiez votre email' });
    expect(net.callsTo('POST /api/auth/sign-up')[0]!.body).toMatchObject({ phone: '06 12 34 56 78', phoneCountry: 'FR' });
  });
});

it("shows 'Session expirée. Veuillez vous reconnecter.' on /auth after a refused refresh, until the mode changes", async () => {
  const u = user();
  rememberSessionHint();
  net.on('POST /api/auth/refresh', reply(200, sessionBody()));
  renderAuthRoutes('/dashboard');
  await screen.findByRole('heading', { name: 'Tableau de bord' });

  net.on('POST /api/auth/refresh', signedOut);
  const { refreshSession } = await import('../../../shared/http');
  await act(async () => {
    await refreshSession().catch(() => undefined);
  });

  expect(await screen.findByRole('heading', { name: 'Connexion' })).toBeInTheDocument();
  expect(alertBox()).toHaveTextContent('Session expirée. Veuillez vous reconnecter.');
  await u.click(screen.getByRole('link', { name: 'Créer un compte' }));
  await screen.findByRole('heading', { name: 'Créer un compte' });
  expect(alertBox()).toBeEmptyDOMElement();
});

it('sends a visitor who is already signed in on to the dashboard', async () => {
  rememberSessionHint();
  net.on('POST /api/auth/refresh', reply(200, sessionBody()));
  renderAuthRoutes('/auth');
  expect(await screen.findByRole('heading', { name: 'Tableau de bord' })).toBeInTheDocument();
});
