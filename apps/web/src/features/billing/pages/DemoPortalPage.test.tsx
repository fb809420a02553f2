import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ONBOARDING_MESSAGES } from '#contracts';
import { deferredReply, reply, sessionBody } from '../../../shared/http/testing/fetch-stub';
import { useFetchStub } from '../../../shared/http/testing/use-fetch-stub';
import { renderBillingRoutes, subscriptionState } from '../testing/render-billing-routes';
import { emitServerEvent } from '../../../shared/socket/testing/socket-mock';

jest.mock('../../../shared/socket', () => jest.requireActual('../../../shared/socket/testing/socket-mock').socketModule);

const trialing = subscriptionState({
  status: 'trialing',
  active: true,
  startDate: '2026-03-01T10:00:00.000Z',
  trialEnd: '2026-03-31T10:00:00.000Z',
});
const canceled = { ...trialing, status: 'canceled', active: false };

const net = useFetchStub({
  routes: (stub) => stub.on('POST /api/auth/refresh', reply(200, sessionBody())).on('GET /api/billing/subscription', reply(200, trialing)),
});

const user = () => userEvent.setup();

async function openPortal() {
  renderBillingRoutes('/billing/demo-portal');
  await screen.findByText("Période d'essai jusqu'au 31 mars 2026");
}

it('is labelled as a demo and shows the subscription in French, with long French dates', async () => {
  await openPortal();
  expect(screen.getByText('Portail de facturation de démonstration — aucun paiement réel')).toBeInTheDocument();
  expect(screen.getByText('1er mars 2026')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Retour aux paramètres' })).toHaveAttribute('href', '/dashboard/settings');
  expect(screen.getByRole('link', { name: 'Paramètres' })).toHaveAttribute('href', '/dashboard/settings');
});

it('cancels after confirmation in an accessible dialog, then shows the state the server reports', async () => {
  const u = user();
  const cancel = deferredReply();
  net.on('POST /api/billing/demo/cancel', cancel.reply);
  await openPortal();

  await u.click(screen.getByRole('button', { name: "Résilier l'abonnement (démo)" }));
  const dialog = screen.getByRole('alertdialog', { name: 'Résilier votre abonnement ?' });
  expect(dialog).toHaveAccessibleDescription(/la résiliation prend effet tout de suite/);
  expect(net.callsTo('POST /api/billing/demo/cancel')).toHaveLength(0);

  await u.click(within(dialog).getByRole('button', { name: 'Oui, résilier' }));
  expect(within(dialog).getByRole('button', { name: 'Oui, résilier' })).toBeDisabled();
  await act(async () => cancel.settle(reply(202, { received: true })));

  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(await screen.findByText('Résiliation en cours…')).toBeInTheDocument();

  await emitServerEvent('subscription.updated', canceled);
  expect(await screen.findByText('Votre abonnement a été résilié.')).toBeInTheDocument();
  expect(screen.getByText('Résilié')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: "Résilier l'abonnement (démo)" })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Se réabonner' })).toHaveAttribute('href', '/subscription');
});

it('also sees the cancellation by polling when no event comes', async () => {
  const u = user();
  net.on('POST /api/billing/demo/cancel', reply(202, { received: true }));
  await openPortal();
  await u.click(screen.getByRole('button', { name: "Résilier l'abonnement (démo)" }));
  net.on('GET /api/billing/subscription', reply(200, canceled));
  await u.click(screen.getByRole('button', { name: 'Oui, résilier' }));
  expect(await screen.findByText('Votre abonnement a été résilié.')).toBeInTheDocument();
  expect(screen.getByText('Résilié')).toBeInTheDocument();
});

it('keeps the dialog open with the French message when the cancellation is refused', async () => {
  const u = user();
  net.on('POST /api/billing/demo/cancel', reply(404, { statusCode: 404, code: 'SUBSCRIPTION_NOT_FOUND', message: ONBOARDING_MESSAGES.subscriptionNotFound }));
  await openPortal();
  await u.click(screen.getByRole('button', { name: "Résilier l'abonnement (démo)" }));
  await u.click(screen.getByRole('button', { name: 'Oui, résilier' }));
  const dialog = screen.getByRole('alertdialog');
  expect(await within(dialog).findByText('Aucun abonnement trouvé')).toHaveClass('alert-error');

  await u.click(within(dialog).getByRole('button', { name: 'Garder mon abonnement' }));
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(screen.getByText("Période d'essai jusqu'au 31 mars 2026")).toBeInTheDocument();
});
