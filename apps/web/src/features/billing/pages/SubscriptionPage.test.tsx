import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { HOUSEHOLD_NOTIFICATIONS, ONBOARDING_MESSAGES, type AccessState, type NotificationList } from '#contracts';
import { deferredReply, reply, sessionBody } from '../../../shared/http/testing/fetch-stub';
import { useFetchStub } from '../../../shared/http/testing/use-fetch-stub';
import { leaveAppFor } from '../../../shared/navigation/leave-app';
import { renderBillingRoutes } from '../testing/render-billing-routes';
import { SessionProvider } from '../../../shared/session/SessionProvider';
import { asWritten } from '../../../shared/testing/as-written';
import { emitServerEvent } from '../../../shared/socket/testing/socket-mock';
import SubscriptionPage from './SubscriptionPage';

// Leaving for Stripe is a full-page navigation, which jsdom cannot do: record it instead.
jest.mock('../../../shared/navigation/leave-app', () => ({ leaveAppFor: jest.fn() }));
jest.mock('../../../shared/socket', () => jest.requireActual('../../../shared/socket/testing/socket-mock').socketModule);

const access = (overrides: Partial<AccessState> = {}): AccessState => ({
  hasProfile: true,
  hasPreferences: true,
  subscribed: false,
  next: '/subscription',
  ...overrides,
});

const noNotifications: NotificationList = { items: [], unreadCount: 0 };

const net = useFetchStub({
  routes: (stub) =>
    stub
      .on('POST /api/auth/refresh', reply(200, sessionBody()))
      .on('GET /api/access', reply(200, access()))
      .on('GET /api/notifications', reply(200, noNotifications)),
});
beforeEach(() => {
  jest.mocked(leaveAppFor).mockClear();
});

const user = () => userEvent.setup();
const startButton = () => screen.getByRole('button', { name: /Commencer maintenant|Chargement/ });

async function openSubscription() {
  renderBillingRoutes('/subscription');
  await screen.findByRole('heading', { name: 'Choisissez votre formule' });
}

it('shows the monthly plan, its four benefits, the promo code field and the no-commitment note', async () => {
  await openSubscription();
  expect(document.title).toBe('Abonnement · Mijote');
  expect(screen.getByRole('heading', { level: 1, name: 'Abonnement' })).toBeInTheDocument();
  const plan = screen.getByRole('region', { name: 'Formule mensuelle' });
  expect(plan).toHaveTextContent('CHF 9.99/ mois');
  expect(within(plan).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
    'Suggestions de repas illimitées',
    'Génération intelligente de la liste de courses',
    'Partage familial inclus',
    'Sécurité et confidentialité garanties',
  ]);
  expect(screen.getByRole('textbox', { name: /Code promo/ })).toHaveAccessibleDescription('FREE30 : 30 jours offerts');
  expect(screen.getByText('Sans engagement, annulez à tout moment')).toBeInTheDocument();
  expect(startButton()).toHaveTextContent('Commencer maintenant');
  expect(startButton()).toBeEnabled();
});

it("shows 'Chargement…' on a disabled button while working, then opens the demo checkout inside the app", async () => {
  const u = user();
  const pending = deferredReply();
  net.on('POST /api/billing/checkout', pending.reply);
  await openSubscription();
  await u.type(screen.getByRole('textbox', { name: /Code promo/ }), ' free30 ');
  await u.click(startButton());

  expect(startButton()).toBeDisabled();
  expect(startButton()).toHaveTextContent('Chargement…');
  expect(net.callsTo('POST /api/billing/checkout')[0]!.body).toEqual({ promoCode: 'free30' });

  net.on('GET /api/billing/demo/sessions/cs_demo_1', reply(200, { sessionId: 'cs_demo_1', email: 'claire@example.ch', trialDays: 30, amount: 'CHF 9.99' }));
  await act(async () => pending.settle(reply(201, { url: `${window.location.origin}/billing/demo-checkout?session_id=cs_demo_1` })));
  expect(await screen.findByText('Paiement de démonstration — aucun paiement réel')).toBeInTheDocument();
  expect(leaveAppFor).not.toHaveBeenCalled();
});

it('leaves for Stripe with a full-page navigation, and stays busy meanwhile', async () => {
  const u = user();
  net.on('POST /api/billing/checkout', reply(201, { url: 'https://checkout.stripe.com/c/pay/cs_test_1' }));
  await openSubscription();
  await u.click(startButton());

  expect(leaveAppFor).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_test_1');
  expect(net.callsTo('POST /api/billing/checkout')[0]!.body).toEqual({});
  expect(startButton()).toBeDisabled();
});

it('shows an unknown promo code under its field, then lets the user try again', async () => {
  const u = user();
  net.on(
    'POST /api/billing/checkout',
    reply(400, {
      statusCode: 400,
      code: 'PROMO_CODE_UNKNOWN',
      message: ONBOARDING_MESSAGES.promoCodeUnknown,
      fields: { promoCode: ONBOARDING_MESSAGES.promoCodeUnknown },
    }),
  );
  await openSubscription();
  const promo = screen.getByRole('textbox', { name: /Code promo/ });
  await u.type(promo, 'GRATUIT');
  await u.click(startButton());

  expect(await screen.findByText("Ce code promo n'existe pas")).toHaveClass('field-error');
  expect(promo).toHaveAttribute('aria-invalid', 'true');
  expect(promo).toHaveAccessibleDescription(/Ce code promo n'existe pas/);
  expect(promo).toHaveFocus();
  expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  expect(startButton()).toHaveTextContent('Commencer maintenant');
  expect(startButton()).toBeEnabled();

  await u.type(promo, 'X');
  expect(promo).not.toHaveAttribute('aria-invalid');
  expect(screen.queryByText("Ce code promo n'existe pas")).not.toBeInTheDocument();
});

it("shows the API's message in the red box when checkout fails", async () => {
  const u = user();
  net.on('POST /api/billing/checkout', reply(502, { statusCode: 502, code: 'CHECKOUT_FAILED', message: ONBOARDING_MESSAGES.checkoutFailed }));
  await openSubscription();
  await u.click(startButton());
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Impossible de créer la session de paiement. Veuillez réessayer.');
  expect(alert).toHaveClass('alert-error');
  expect(startButton()).toBeEnabled();
});

it("says 'Email non trouvé' without calling the API when the account has no e-mail", async () => {
  const u = user();
  const session = sessionBody();
  net.on('POST /api/auth/refresh', reply(200, { ...session, user: { ...session.user, email: '' } }));
  await openSubscription();
  await u.click(startButton());
  expect(screen.getByRole('alert')).toHaveTextContent('Email non trouvé');
  expect(net.callsTo('POST /api/billing/checkout')).toHaveLength(0);
});

it("says 'Utilisateur non connecté' without calling the API when nobody is signed in", async () => {
  // Outside RequireSession on purpose: the page's own check, for a session lost while it was open.
  const u = user();
  net.on('POST /api/auth/refresh', reply(401, { statusCode: 401, code: 'SESSION_EXPIRED', message: 'Session expirée. Veuillez vous reconnecter.' }));
  render(
    <MemoryRouter initialEntries={['/subscription']}>
      <SessionProvider>
        <Routes>
          <Route path="/subscription" element={<SubscriptionPage />} />
        </Routes>
      </SessionProvider>
    </MemoryRouter>,
  );
  await u.click(await screen.findByRole('button', { name: 'Commencer maintenant' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Utilisateur non connecté');
  expect(net.callsTo('POST /api/billing/checkout')).toHaveLength(0);
});

describe('a member the owner removed from their family', () => {
  const removed = { id: 'n-1', read: false, createdAt: '2026-11-29T08:00:00.000Z', ...HOUSEHOLD_NOTIFICATIONS.removed('Claire Favre', 'Foyer de Claire') };

  it('reads why they are asked to subscribe, instead of « Votre profil est prêt »', async () => {
    net.on('GET /api/notifications', reply(200, { items: [removed], unreadCount: 1 }));
    await openSubscription();
    expect(await screen.findByText(removed.message, asWritten)).toBeInTheDocument();
    expect(screen.queryByText(/Votre profil est prêt/)).not.toBeInTheDocument();
    expect(screen.getByText('Une seule formule, toutes les fonctionnalités, pour toute la famille.')).toBeInTheDocument();
  });

  it('reads it too when the notice arrives after the page opened (the worker stores it a moment after the removal)', async () => {
    await openSubscription();
    await waitFor(() => expect(net.callsTo('GET /api/notifications').length).toBeGreaterThan(0));
    await emitServerEvent('notification.created', removed);
    expect(await screen.findByText(removed.message, asWritten)).toBeInTheDocument();
    expect(screen.queryByText(/Votre profil est prêt/)).not.toBeInTheDocument();
  });

  it('a newcomer, or a removal already read in the bell, reads the usual welcome', async () => {
    net.on('GET /api/notifications', reply(200, { items: [{ ...removed, read: true }], unreadCount: 0 }));
    await openSubscription();
    await waitFor(() => expect(net.callsTo('GET /api/notifications').length).toBeGreaterThan(0));
    expect(screen.getByText(/Votre profil est prêt/)).toBeInTheDocument();
    expect(screen.queryByText(removed.message, asWritten)).not.toBeInTheDocument();
  });
});

describe('guard', () => {
  it('sends a user without preferences to the questionnaire', async () => {
    net.on('GET /api/access', reply(200, access({ hasPreferences: false, next: '/questionnaire' })));
    renderBillingRoutes('/subscription');
    expect(await screen.findByRole('heading', { name: 'Questionnaire' })).toBeInTheDocument();
  });

  it('sends a subscribed user to the dashboard', async () => {
    net.on('GET /api/access', reply(200, access({ subscribed: true, next: '/dashboard' })));
    renderBillingRoutes('/subscription');
    expect(await screen.findByRole('heading', { name: 'Tableau de bord' })).toBeInTheDocument();
  });

  it('still shows the offer when the check fails (checkout asks the server again)', async () => {
    net.on('GET /api/access', reply(500, { statusCode: 500, code: 'INTERNAL', message: 'Une erreur est survenue. Veuillez réessayer dans quelques instants.' }));
    await openSubscription();
    expect(startButton()).toBeEnabled();
  });
});

it('signs out from the header', async () => {
  const u = user();
  net.on('POST /api/auth/sign-out', { status: 204 });
  await openSubscription();
  await u.click(screen.getByRole('button', { name: 'Se déconnecter' }));
  expect(await screen.findByRole('heading', { name: 'Accueil' })).toBeInTheDocument();
  expect(net.callsTo('POST /api/auth/sign-out')).toHaveLength(1);
});
