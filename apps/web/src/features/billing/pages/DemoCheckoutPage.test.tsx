import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ONBOARDING_MESSAGES } from '#contracts';
import { deferredReply, reply, sessionBody } from '../../../shared/http/testing/fetch-stub';
import { useFetchStub } from '../../../shared/http/testing/use-fetch-stub';
import { renderBillingRoutes, subscriptionState } from '../testing/render-billing-routes';

jest.mock('../../../shared/socket', () => jest.requireActual('../../../shared/socket/testing/socket-mock').socketModule);

const SESSION = 'cs_demo_abc';
const demoSession = (trialDays: number) => reply(200, { sessionId: SESSION, email: 'claire@example.ch', trialDays, amount: 'CHF 9.99' });
const expired = reply(404, { statusCode: 404, code: 'NOT_FOUND', message: ONBOARDING_MESSAGES.demoCheckoutExpired });

const net = useFetchStub({
  routes: (stub) => stub.on('POST /api/auth/refresh', reply(200, sessionBody())).on(`GET /api/billing/demo/sessions/${SESSION}`, demoSession(0)),
});

const user = () => userEvent.setup();

it('is clearly labelled as a demo and shows the plan, the price and the e-mail', async () => {
  renderBillingRoutes(`/billing/demo-checkout?session_id=${SESSION}`);
  expect(await screen.findByText('Paiement de démonstration — aucun paiement réel')).toBeInTheDocument();
  expect(await screen.findByText('claire@example.ch')).toBeInTheDocument();
  expect(screen.getByText('Formule mensuelle')).toBeInTheDocument();
  expect(screen.getByText("Total dû aujourd'hui").nextSibling).toHaveTextContent('CHF 9.99');
  expect(screen.getByRole('button', { name: 'Payer CHF 9.99' })).toBeEnabled();
  expect(document.title).toBe('Paiement de démonstration · Mijote');
});

it("with FREE30, offers '30 jours offerts' then CHF 9.99/mois, and nothing due today", async () => {
  net.on(`GET /api/billing/demo/sessions/${SESSION}`, demoSession(30));
  renderBillingRoutes(`/billing/demo-checkout?session_id=${SESSION}`);
  expect(await screen.findByRole('heading', { level: 1, name: '30 jours offerts' })).toBeInTheDocument();
  expect(screen.getByText('Ensuite CHF 9.99/mois')).toBeInTheDocument();
  expect(screen.getByText("Total dû aujourd'hui").nextSibling).toHaveTextContent('CHF 0.00');
  expect(screen.getByRole('button', { name: "Démarrer l'essai gratuit" })).toBeEnabled();
});

it('asks the server to complete the session, then goes to the success page, which waits for the server', async () => {
  const u = user();
  const pending = deferredReply();
  net.on('POST /api/billing/demo/complete', pending.reply).on('GET /api/billing/subscription', reply(200, subscriptionState({ status: 'incomplete' })));
  renderBillingRoutes(`/billing/demo-checkout?session_id=${SESSION}`);
  await u.click(await screen.findByRole('button', { name: 'Payer CHF 9.99' }));

  expect(screen.getByRole('button', { name: 'Payer CHF 9.99' })).toBeDisabled();
  expect(net.callsTo('POST /api/billing/demo/complete')[0]!.body).toEqual({ sessionId: SESSION });
  // Nothing is activated from the browser: no other call than the server's own completion.
  expect(net.calls.filter((c) => c.method !== 'GET' && c.path !== '/api/auth/refresh').map((c) => c.path)).toEqual([
    '/api/billing/demo/complete',
  ]);

  await act(async () => pending.settle(reply(202, { received: true })));
  expect(await screen.findByRole('heading', { name: 'Activation de votre abonnement…' })).toBeInTheDocument();
});

it("'Annuler' goes back to /subscription", async () => {
  const u = user();
  // The subscription page also reads the bell, for a member removed from their family.
  net.on('GET /api/access', reply(200, { hasProfile: true, hasPreferences: true, subscribed: false, next: '/subscription' })).on('GET /api/notifications', reply(200, { items: [], unreadCount: 0 }));
  renderBillingRoutes(`/billing/demo-checkout?session_id=${SESSION}`);
  await screen.findByText('claire@example.ch');
  const cancelLinks = screen.getAllByRole('link', { name: 'Annuler' });
  cancelLinks.forEach((link) => expect(link).toHaveAttribute('href', '/subscription'));
  await u.click(cancelLinks[0]!);
  expect(await screen.findByRole('heading', { name: 'Choisissez votre formule' })).toBeInTheDocument();
});

it('shows the expired-session message with a way back to /subscription', async () => {
  net.on(`GET /api/billing/demo/sessions/${SESSION}`, expired);
  renderBillingRoutes(`/billing/demo-checkout?session_id=${SESSION}`);
  expect(await screen.findByRole('alert')).toHaveTextContent('Cette session de paiement de démonstration a expiré. Veuillez recommencer.');
  expect(screen.getByRole('link', { name: "Retour à l'abonnement" })).toHaveAttribute('href', '/subscription');
  expect(screen.queryByRole('button', { name: /Payer/ })).not.toBeInTheDocument();
});

it('treats a missing session id as expired, without asking the server', async () => {
  renderBillingRoutes('/billing/demo-checkout');
  expect(await screen.findByRole('alert')).toHaveTextContent(ONBOARDING_MESSAGES.demoCheckoutExpired);
  expect(net.calls.filter((c) => c.path.startsWith('/api/billing'))).toHaveLength(0);
});

it('shows the expired state when the session ran out before paying', async () => {
  const u = user();
  net.on('POST /api/billing/demo/complete', expired);
  renderBillingRoutes(`/billing/demo-checkout?session_id=${SESSION}`);
  const pay = await screen.findByRole('button', { name: 'Payer CHF 9.99' });
  net.on(`GET /api/billing/demo/sessions/${SESSION}`, expired);
  await u.click(pay);
  expect(await screen.findByText(ONBOARDING_MESSAGES.demoCheckoutExpired)).toBe(screen.getByRole('alert'));
  expect(screen.getByRole('link', { name: "Retour à l'abonnement" })).toBeInTheDocument();
});
