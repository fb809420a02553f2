import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reply, sessionBody } from '../../../shared/http/testing/fetch-stub';
import { useFetchStub } from '../../../shared/http/testing/use-fetch-stub';
import { POLL_INTERVAL_MS, POLL_TIMEOUT_MS } from '../hooks/use-subscription-watch';
import { renderBillingRoutes, subscriptionState } from '../testing/render-billing-routes';
import { emitServerEvent, listenerCount } from '../../../shared/socket/testing/socket-mock';
import { REDIRECT_DELAY_MS } from './PaymentSuccessPage';

jest.mock('../../../shared/socket', () => jest.requireActual('../../../shared/socket/testing/socket-mock').socketModule);

const pending = subscriptionState({ status: 'incomplete' });
const active = subscriptionState({ status: 'trialing', active: true, startDate: '2026-03-01T10:00:00.000Z', trialEnd: '2026-03-31T10:00:00.000Z' });

beforeEach(() => {
  jest.useFakeTimers();
});
const net = useFetchStub({
  routes: (stub) => stub.on('POST /api/auth/refresh', reply(200, sessionBody())).on('GET /api/billing/subscription', reply(200, pending)),
});
afterEach(() => {
  jest.useRealTimers();
});

const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));
const heading = (name: string) => screen.queryByRole('heading', { name });
const subscriptionPolls = () => net.callsTo('GET /api/billing/subscription').length;

async function openSuccessPage() {
  renderBillingRoutes('/payment/success?session_id=cs_demo_abc');
  await advance(0);
  await advance(0);
  expect(heading('Activation de votre abonnement…')).toBeInTheDocument();
}

it('waits for the server with the activating text and a link to the dashboard, announced politely', async () => {
  await openSuccessPage();
  expect(document.title).toBe('Confirmation du paiement · Mijote');
  const link = screen.getByRole('link', { name: "Cliquez ici si vous n'êtes pas redirigé automatiquement" });
  expect(link).toHaveAttribute('href', '/dashboard');
  expect(heading('Activation de votre abonnement…')!.closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
  expect(listenerCount('subscription.updated')).toBe(1);
});

it("confirms on the server's subscription.updated event, then goes to /dashboard after 2 s", async () => {
  await openSuccessPage();

  // A state that is not active yet changes nothing.
  await emitServerEvent('subscription.updated', pending);
  expect(heading('Activation de votre abonnement…')).toBeInTheDocument();

  await emitServerEvent('subscription.updated', active);
  expect(heading('Paiement confirmé !')).toBeInTheDocument();
  expect(screen.getByText('Votre abonnement est maintenant actif. Profitez de toutes les fonctionnalités !')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Accéder au tableau de bord' })).toBeEnabled();

  // Polling stops once confirmed.
  const polls = subscriptionPolls();
  await advance(REDIRECT_DELAY_MS - 1);
  expect(heading('Paiement confirmé !')).toBeInTheDocument();
  expect(subscriptionPolls()).toBe(polls);

  await advance(1);
  expect(heading('Tableau de bord')).toBeInTheDocument();
  expect(REDIRECT_DELAY_MS).toBe(2_000);
});

it('confirms by polling GET /api/billing/subscription every 2 s when no event arrives', async () => {
  await openSuccessPage();
  const first = subscriptionPolls();
  expect(first).toBeGreaterThanOrEqual(1);

  await advance(POLL_INTERVAL_MS);
  expect(subscriptionPolls()).toBe(first + 1);
  expect(heading('Activation de votre abonnement…')).toBeInTheDocument();

  net.on('GET /api/billing/subscription', reply(200, active));
  await advance(POLL_INTERVAL_MS);
  expect(heading('Paiement confirmé !')).toBeInTheDocument();

  await advance(REDIRECT_DELAY_MS);
  expect(heading('Tableau de bord')).toBeInTheDocument();
});

it("'Accéder au tableau de bord' goes there at once", async () => {
  const u = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  net.on('GET /api/billing/subscription', reply(200, active));
  renderBillingRoutes('/payment/success');
  await advance(0);
  await advance(0);
  // Already active on the first poll: confirmed at once, no 2 s wait to click.
  expect(heading('Paiement confirmé !')).toBeInTheDocument();
  await u.click(screen.getByRole('button', { name: 'Accéder au tableau de bord' }));
  expect(heading('Tableau de bord')).toBeInTheDocument();
});

it("gives up after about 60 s with 'Une erreur est survenue' and a 'Réessayer' button to /subscription", async () => {
  const u = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  // The subscription page also reads the bell, for a member removed from their family.
  net.on('GET /api/access', reply(200, { hasProfile: true, hasPreferences: true, subscribed: false, next: '/subscription' })).on('GET /api/notifications', reply(200, { items: [], unreadCount: 0 }));
  await openSuccessPage();

  await advance(POLL_TIMEOUT_MS - POLL_INTERVAL_MS);
  expect(heading('Activation de votre abonnement…')).toBeInTheDocument();
  await advance(POLL_INTERVAL_MS);
  expect(screen.getByText('Une erreur est survenue')).toHaveClass('alert-error');
  expect(heading('Activation de votre abonnement…')).not.toBeInTheDocument();

  // No more polling, and a late event does not undo the error on its own.
  const polls = subscriptionPolls();
  await advance(POLL_INTERVAL_MS * 3);
  expect(subscriptionPolls()).toBe(polls);

  await u.click(screen.getByRole('button', { name: 'Réessayer' }));
  await advance(0);
  expect(await screen.findByRole('heading', { name: 'Choisissez votre formule' })).toBeInTheDocument();
});

it('keeps waiting through a failed poll', async () => {
  net.on('GET /api/billing/subscription', reply(500, { statusCode: 500, code: 'INTERNAL', message: 'Une erreur est survenue. Veuillez réessayer dans quelques instants.' }));
  await openSuccessPage();
  await advance(POLL_INTERVAL_MS * 2);
  expect(heading('Activation de votre abonnement…')).toBeInTheDocument();
  net.on('GET /api/billing/subscription', reply(200, active));
  await advance(POLL_INTERVAL_MS);
  expect(heading('Paiement confirmé !')).toBeInTheDocument();
});

it('never activates anything itself: it only reads', async () => {
  await openSuccessPage();
  await emitServerEvent('subscription.updated', active);
  await advance(REDIRECT_DELAY_MS);
  expect(net.calls.filter((c) => c.method !== 'GET' && c.path !== '/api/auth/refresh')).toEqual([]);
});
