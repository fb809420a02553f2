import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SubscriptionState } from '#contracts';
import { deferredReply, reply } from '../../../shared/http/testing/fetch-stub';
import { useFetchStub } from '../../../shared/http/testing/use-fetch-stub';
import { emitServerEvent } from '../../../shared/socket/testing/socket-mock';
import { renderDashboard } from '../../../shared/testing/render-dashboard';
import { leaveAppFor } from '../../../shared/navigation/leave-app';
import { settingsNetwork } from '../../../shared/testing/settings-fixtures';

jest.mock('../../../shared/socket', () => jest.requireActual('../../../shared/socket/testing/socket-mock').socketModule);
// Stands in for window.location.assign, which jsdom can neither spy on nor follow.
jest.mock('../../../shared/navigation/leave-app', () => ({ leaveAppFor: jest.fn() }));

const subscription = (overrides: Partial<SubscriptionState> = {}): SubscriptionState => ({
  status: 'active',
  active: true,
  plan: 'premium',
  startDate: '2026-01-12T10:00:00.000Z',
  currentPeriodEnd: '2026-06-12T10:00:00.000Z',
  trialEnd: null,
  cancelAtPeriodEnd: false,
  complimentary: false,
  ...overrides,
});

const net = useFetchStub({ routes: (stub) => settingsNetwork(stub).on('GET /api/billing/subscription', reply(200, subscription())) });
beforeEach(() => {
  jest.mocked(leaveAppFor).mockClear();
});

async function openSettings() {
  renderDashboard('/dashboard/settings');
  expect(await screen.findByRole('heading', { level: 1, name: 'Paramètres' })).toBeInTheDocument();
  return screen.getByRole('region', { name: 'Abonnement' });
}

it('shows its sections in order, each a region named by its heading', async () => {
  await openSettings();
  const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
  expect(headings).toEqual([
    'Profil',
    'Adresse email',
    'Mot de passe',
    'Préférences alimentaires',
    'Mon placard',
    'Rappel anti\u2011gaspi',
    'Famille',
    'Abonnement',
    "Jetons d'accès",
    'Mes données',
    'Supprimer mon compte',
  ]);
  for (const name of headings) expect(screen.getByRole('region', { name: name! })).toBeInTheDocument();
});

describe('subscription section', () => {
  it('shows the state in French', async () => {
    const section = await openSettings();
    expect(await within(section).findByText('Actif')).toBeInTheDocument();
    expect(section).toHaveTextContent('Prochain renouvellement le 12 juin 2026');
    expect(section).toHaveTextContent('Abonné depuis le12 janvier 2026');
  });

  it.each([
    [{ status: 'trialing', trialEnd: '2026-07-01T10:00:00.000Z' }, "Période d'essai jusqu'au 1er juillet 2026"],
    [{ status: 'canceled', active: false }, 'Résilié'],
    [{ status: 'past_due', active: false }, 'Paiement en échec'],
    [{ status: 'none', active: true, complimentary: true }, 'Offert'],
  ] as const)('reads %j as %s', async (state, label) => {
    net.on('GET /api/billing/subscription', reply(200, subscription(state)));
    const section = await openSettings();
    expect(await within(section).findByText(label)).toBeInTheDocument();
  });

  it('follows a live subscription update without reloading', async () => {
    const section = await openSettings();
    await within(section).findByText('Actif');
    await emitServerEvent('subscription.updated', subscription({ cancelAtPeriodEnd: true }));
    expect(await within(section).findByText('Se termine le 12 juin 2026')).toBeInTheDocument();
    expect(section).not.toHaveTextContent('Prochain renouvellement');
    expect(net.callsTo('GET /api/billing/subscription')).toHaveLength(1);
  });

  it('a family member without a plan of their own reads whose plan covers them, with nothing to manage', async () => {
    net.on('GET /api/billing/subscription', reply(200, subscription({ status: 'none', active: false, currentPeriodEnd: null, familyPlanBy: 'Marc' })));
    const section = await openSettings();
    expect(await within(section).findByText("Inclus dans l'abonnement de la famille")).toBeInTheDocument();
    expect(section).toHaveTextContent("L'abonnement de Marc couvre toute la famille.");
    expect(within(section).queryByRole('button', { name: 'Gérer mon abonnement' })).not.toBeInTheDocument();
  });

  it("'Gérer mon abonnement' asks the API for the portal, then leaves for it", async () => {
    const user = userEvent.setup();
    const portal = deferredReply();
    net.on('POST /api/billing/portal', portal.reply);
    const section = await openSettings();
    const button = within(section).getByRole('button', { name: 'Gérer mon abonnement' });

    await user.click(button);
    expect(button).toBeDisabled();
    expect(leaveAppFor).not.toHaveBeenCalled();

    await act(async () => portal.settle(reply(200, { url: 'https://billing.stripe.com/p/session/test_123' })));
    expect(leaveAppFor).toHaveBeenCalledWith('https://billing.stripe.com/p/session/test_123');
    expect(button).toBeDisabled();
    expect(net.callsTo('POST /api/billing/portal')).toHaveLength(1);
  });

  it('opens our own demo portal inside the app, keeping the session', async () => {
    const user = userEvent.setup();
    net.on('POST /api/billing/portal', reply(200, { url: `${window.location.origin}/billing/demo-portal` }));
    const section = await openSettings();
    await user.click(within(section).getByRole('button', { name: 'Gérer mon abonnement' }));
    expect(await screen.findByRole('heading', { name: 'Portail de démonstration' })).toBeInTheDocument();
    expect(leaveAppFor).not.toHaveBeenCalled();
  });

  it.each([
    [404, { statusCode: 404, code: 'SUBSCRIPTION_NOT_FOUND', message: 'Aucun abonnement trouvé' }, 'Aucun abonnement trouvé'],
    [502, { statusCode: 502, code: 'PORTAL_FAILED', message: "Impossible d'accéder au portail de gestion" }, "Impossible d'accéder au portail de gestion"],
    // A proxy's page instead of the API's answer still reads as the portal failure.
    [502, undefined, "Impossible d'accéder au portail de gestion"],
  ])('shows the error of a %i in an alert, and lets the user try again', async (status, body, message) => {
    const user = userEvent.setup();
    net.on('POST /api/billing/portal', reply(status, body));
    const section = await openSettings();
    const button = within(section).getByRole('button', { name: 'Gérer mon abonnement' });
    await user.click(button);

    expect(await within(section).findByRole('alert')).toHaveTextContent(message);
    expect(button).toBeEnabled();
    expect(leaveAppFor).not.toHaveBeenCalled();
  });
});
