import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCOUNT_MESSAGES, COMMON_MESSAGES, type InvitationPreview } from '#contracts';
import { getAccessToken } from '../../../shared/http';
import { reply, sessionBody, sessionExpired as signedOut } from '../../../shared/http/testing/fetch-stub';
import { useFetchStub } from '../../../shared/http/testing/use-fetch-stub';
import { access } from '../../../shared/testing/render-dashboard';
import { household } from '../../../shared/testing/settings-fixtures';
import { JOINED_REDIRECT_MS } from '../components/JoinHousehold';
import { renderInvitationRoutes } from '../testing/render-invitation-routes';

const TOKEN = 'tok-123';
const PREVIEW_ROUTE = `GET /api/households/invitations/preview?token=${TOKEN}`;
const preview = (overrides: Partial<InvitationPreview> = {}): InvitationPreview => ({
  householdName: 'Famille Favre',
  invitedBy: 'Claire Favre',
  email: 'marc@example.ch',
  ...overrides,
});
// Marc, signed in, alone in his own household h2.
const marcSession = (accessToken = 'access-1', householdId = 'h2') => {
  const body = sessionBody({ accessToken, firstName: 'Marc' });
  return { ...body, user: { ...body.user, id: 'u2', email: 'marc@example.ch', householdId } };
};

afterEach(() => {
  jest.useRealTimers();
});
const net = useFetchStub({ routes: (stub) => stub.on('POST /api/auth/refresh', signedOut).on(PREVIEW_ROUTE, reply(200, preview())) });

// The address and the full stop after it are one piece no line break splits: the note may break a
// long address anywhere (overflow-wrap), never between it and its stop (white-space: nowrap on the piece).
const addressThenStop = (email: string) => screen.getByText(email).closest('.address-then');

const openInvitation = async (entry = `/invitation?token=${TOKEN}`) => {
  renderInvitationRoutes(entry);
  return screen.findByRole('heading', { level: 1, name: 'Claire Favre vous invite à rejoindre « Famille Favre » sur Mijote' });
};

describe('a signed-out visitor', () => {
  it('sees who invites them, what sharing means, and the way to sign up or sign in', async () => {
    await openInvitation();
    expect(screen.getByText(/La liste de courses, le planning des repas et le frigo deviennent communs/)).toBeInTheDocument();
    expect(screen.getByText('marc@example.ch')).toBeInTheDocument();
    expect(addressThenStop('marc@example.ch')).toHaveTextContent(/^marc@example\.ch\.$/);
    expect(screen.getByRole('link', { name: 'Créer un compte' })).toHaveAttribute('href', `/auth?mode=signup&invitation=${TOKEN}`);
    expect(screen.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/auth');
    expect(screen.queryByRole('button', { name: 'Rejoindre le foyer' })).not.toBeInTheDocument();
    expect(net.callsTo(PREVIEW_ROUTE)[0]!.headers.Authorization).toBeUndefined();
    expect(document.title).toBe('Invitation à rejoindre un foyer · Mijote');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  it('names no inviter when the API knows none', async () => {
    net.on(PREVIEW_ROUTE, reply(200, preview({ invitedBy: null })));
    renderInvitationRoutes(`/invitation?token=${TOKEN}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Vous êtes invité à rejoindre « Famille Favre » sur Mijote' }),
    ).toBeInTheDocument();
  });

  it("'Créer un compte' opens the sign-up with the invited address, and the sign-up carries the invitation", async () => {
    const u = userEvent.setup();
    net.on('POST /api/auth/sign-up', reply(201, marcSession('access-1', 'h1')));
    await openInvitation();
    await u.click(screen.getByRole('link', { name: 'Créer un compte' }));

    expect(await screen.findByRole('heading', { name: 'Créer un compte' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('marc@example.ch');
    await u.type(screen.getByLabelText('Prénom'), 'Marc');
    await u.type(screen.getByLabelText('Nom'), 'Favre');
    await u.type(screen.getByLabelText('Mot de passe'), 'secret-123');
    await u.click(screen.getByRole('button', { name: 'Créer mon compte' }));

    expect(await screen.findByRole('heading', { name: 'Questionnaire' })).toBeInTheDocument();
    expect(net.callsTo('POST /api/auth/sign-up')[0]!.body).toEqual({
      firstName: 'Marc',
      lastName: 'Favre',
      email: 'marc@example.ch',
      password: 'secret-123',
      invitationToken: TOKEN,
    });
  });

  it("'Se connecter' brings them back to the invitation after sign-in, even with onboarding left", async () => {
    const u = userEvent.setup();
    net.on('POST /api/auth/sign-in', () => {
      // From now on the refresh cookie exists.
      net.on('POST /api/auth/refresh', reply(200, marcSession('access-2')));
      return reply(200, { ...marcSession(), next: '/subscription' });
    });
    await openInvitation();
    await u.click(screen.getByRole('link', { name: 'Se connecter' }));

    expect(await screen.findByRole('heading', { name: 'Connexion' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('marc@example.ch');
    await u.type(screen.getByLabelText('Mot de passe'), 'secret-123');
    await u.click(screen.getByRole('button', { name: 'Se connecter' }));

    expect(await screen.findByRole('button', { name: 'Rejoindre le foyer' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Claire Favre vous invite à rejoindre « Famille Favre »');
  });

  it('keeps the invitation when switching between sign-up and sign-in', async () => {
    const u = userEvent.setup();
    net.on('POST /api/auth/sign-up', reply(201, marcSession('access-1', 'h1')));
    await openInvitation();
    await u.click(screen.getByRole('link', { name: 'Créer un compte' }));
    await screen.findByRole('heading', { name: 'Créer un compte' });
    // AuthPage's switch link: sign-in, then back to sign-up.
    await u.click(screen.getByRole('link', { name: 'Se connecter' }));
    await screen.findByRole('heading', { name: 'Connexion' });
    await u.click(screen.getByRole('link', { name: 'Créer un compte' }));
    await screen.findByRole('heading', { name: 'Créer un compte' });

    await u.type(screen.getByLabelText('Prénom'), 'Marc');
    await u.type(screen.getByLabelText('Nom'), 'Favre');
    await u.type(screen.getByLabelText('Mot de passe'), 'secret-123');
    await u.click(screen.getByRole('button', { name: 'Créer mon compte' }));

    await screen.findByRole('heading', { name: 'Questionnaire' });
    expect(net.callsTo('POST /api/auth/sign-up')[0]!.body).toMatchObject({ email: 'marc@example.ch', invitationToken: TOKEN });
  });
});

describe('a signed-in user', () => {
  beforeEach(() => {
    net.on('POST /api/auth/refresh', reply(200, marcSession('access-1')), reply(200, marcSession('access-2', 'h1')));
  });

  it('joins, gets a token for the new household, and goes on to the dashboard', async () => {
    const u = userEvent.setup();
    net.on('POST /api/households/invitations/accept', reply(200, household())).on('GET /api/access', reply(200, access('/dashboard')));
    await openInvitation();
    expect(screen.getByText('marc@example.ch')).toBeInTheDocument();
    expect(addressThenStop('marc@example.ch')).toHaveTextContent(/^marc@example\.ch\.$/);

    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'], advanceTimers: true });
    await u.click(screen.getByRole('button', { name: 'Rejoindre le foyer' }));

    const status = await screen.findByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('Bienvenue dans « Famille Favre » !'));
    const [accept] = net.callsTo('POST /api/households/invitations/accept');
    expect(accept!.body).toEqual({ token: TOKEN });
    expect(accept!.headers.Authorization).toBe('Bearer access-1');
    // Accept, then the refresh (the token names the household), then the access check.
    expect(net.calls.map((c) => `${c.method} ${c.path}`).slice(-3)).toEqual([
      'POST /api/households/invitations/accept',
      'POST /api/auth/refresh',
      'GET /api/access',
    ]);
    expect(getAccessToken()).toBe('access-2');
    expect(screen.getByRole('link', { name: 'Accéder au tableau de bord' })).toHaveAttribute('href', '/dashboard');

    await act(() => jest.advanceTimersByTimeAsync(JOINED_REDIRECT_MS));
    expect(await screen.findByRole('heading', { name: 'Tableau de bord' })).toBeInTheDocument();
  });

  it('goes where the access check says when the dashboard is not open yet', async () => {
    const u = userEvent.setup();
    net.on('POST /api/households/invitations/accept', reply(200, household())).on('GET /api/access', reply(200, access('/questionnaire')));
    await openInvitation();
    await u.click(screen.getByRole('button', { name: 'Rejoindre le foyer' }));
    await u.click(await screen.findByRole('link', { name: 'Continuer' }));
    expect(await screen.findByRole('heading', { name: 'Questionnaire' })).toBeInTheDocument();
  });

  it('shows the wrong-account refusal with a way to sign out, back to the invitation', async () => {
    const u = userEvent.setup();
    net
      .on(
        'POST /api/households/invitations/accept',
        reply(403, { statusCode: 403, code: 'INVITATION_WRONG_ACCOUNT', message: ACCOUNT_MESSAGES.invitationWrongAccount }),
      )
      .on('POST /api/auth/sign-out', { status: 204 });
    await openInvitation();
    await u.click(screen.getByRole('button', { name: 'Rejoindre le foyer' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Cette invitation a été envoyée à une autre adresse email. Connectez-vous avec l'adresse invitée.",
    );
    await u.click(screen.getByRole('button', { name: 'Se déconnecter' }));

    expect(await screen.findByRole('link', { name: 'Se connecter' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Famille Favre');
    expect(net.callsTo('POST /api/auth/sign-out')).toHaveLength(1);
    expect(getAccessToken()).toBeNull();
  });

  it('says at once when the invitation was sent to another address than the signed-in one', async () => {
    net.on(PREVIEW_ROUTE, reply(200, preview({ email: 'lea@example.ch' })));
    await openInvitation();
    expect(screen.getByRole('alert')).toHaveTextContent(ACCOUNT_MESSAGES.invitationWrongAccount);
    expect(addressThenStop('lea@example.ch')).toHaveTextContent(/^lea@example\.ch\.$/);
    expect(screen.queryByRole('button', { name: 'Rejoindre le foyer' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Se déconnecter' })).toBeInTheDocument();
    expect(net.callsTo('POST /api/households/invitations/accept')).toHaveLength(0);
  });
});

describe('an invalid or expired invitation', () => {
  it('says so, with a link home', async () => {
    net.on(PREVIEW_ROUTE, reply(400, { statusCode: 400, code: 'INVITATION_INVALID', message: ACCOUNT_MESSAGES.invitationInvalid }));
    renderInvitationRoutes(`/invitation?token=${TOKEN}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Cette invitation est invalide ou a expiré.');
    // The page's own button, beside the frame's back link.
    const home = screen.getAllByRole('link', { name: "Retour à l'accueil" });
    expect(home).toHaveLength(2);
    for (const link of home) expect(link).toHaveAttribute('href', '/');
    expect(screen.queryByRole('link', { name: 'Créer un compte' })).not.toBeInTheDocument();
  });

  it('says so without asking the API when the link has no token', async () => {
    renderInvitationRoutes('/invitation');
    expect(await screen.findByRole('alert')).toHaveTextContent('Cette invitation est invalide ou a expiré.');
    expect(net.callsTo(PREVIEW_ROUTE)).toHaveLength(0);
  });

  it('offers to try again when the server fails', async () => {
    const u = userEvent.setup();
    net.on(PREVIEW_ROUTE, reply(500));
    renderInvitationRoutes(`/invitation?token=${TOKEN}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(COMMON_MESSAGES.generic);
    net.on(PREVIEW_ROUTE, reply(200, preview()));
    await u.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('link', { name: 'Créer un compte' })).toBeInTheDocument();
  });
});
