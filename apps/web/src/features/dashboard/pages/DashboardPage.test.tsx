import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AccessState } from '#contracts';
import { deferredReply, reply, sessionBody } from '../../../shared/http/testing/fetch-stub';
import { useFetchStub } from '../../../shared/http/testing/use-fetch-stub';
import { emitServerEvent } from '../../../shared/socket/testing/socket-mock';
import { stubSettingsPage } from '../../../shared/testing/settings-fixtures';
import { access, dashboardNetwork, renderDashboard } from '../../../shared/testing/render-dashboard';

jest.mock('../../../shared/socket', () => jest.requireActual('../../../shared/socket/testing/socket-mock').socketModule);

const net = useFetchStub({ routes: dashboardNetwork });

/** The real kitchen pages load their data: empty lists at the network boundary. */
function stubKitchenPages() {
  for (const route of ['GET /api/chat/messages', 'GET /api/chat/actions', 'GET /api/shopping-items', 'GET /api/inventory-items', 'GET /api/favorites', 'GET /api/planned-meals*']) {
    net.on(route, reply(200, []));
  }
  net.on('GET /api/preferences', reply(404, { statusCode: 404, code: 'PREFERENCES_NOT_SET', message: 'x' }));
  // The shopping page's one-line field asks what to suggest.
  net.on('GET /api/shopping-items/suggestions', reply(200, { usual: [], names: [] }));
  // The planning page asks whether a week is being planned.
  net.on('GET /api/meal-plans/current*', reply(200, { plan: null }));
}

/** The server's push when the subscription ends. */
const subscriptionCancelled = () =>
  emitServerEvent('subscription.updated', {
    status: 'canceled', active: false, plan: 'premium', startDate: null,
    currentPeriodEnd: null, trialEnd: null, cancelAtPeriodEnd: false, complimentary: false,
  });

const welcome = () => screen.findByRole('heading', { level: 1, name: 'Bienvenue Claire sur Mijote' });

describe('access check', () => {
  it('shows only a skeleton of the shell while the check runs, then the dashboard', async () => {
    const pending = deferredReply();
    net.on('GET /api/access', pending.reply);
    renderDashboard('/dashboard');

    expect(await screen.findByText('Chargement du tableau de bord…')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Bienvenue/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Menu principal' })).not.toBeInTheDocument();
    // Nothing of the dashboard is asked for before the answer.
    expect(net.callsTo('GET /api/dashboard/stats')).toHaveLength(0);
    expect(net.callsTo('GET /api/notifications')).toHaveLength(0);

    await act(async () => pending.settle(reply(200, access('/dashboard'))));
    expect(await welcome()).toBeInTheDocument();
    expect(screen.queryByText('Chargement du tableau de bord…')).not.toBeInTheDocument();
    expect(net.callsTo('GET /api/access')).toHaveLength(1);
  });

  it('sends a user without preferences to /questionnaire', async () => {
    net.on('GET /api/access', reply(200, access('/questionnaire')));
    renderDashboard('/dashboard/planning');
    expect(await screen.findByRole('heading', { name: 'Questionnaire' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Bienvenue|Planning/ })).not.toBeInTheDocument();
  });

  it('sends a user without an active subscription to /subscription', async () => {
    net.on('GET /api/access', reply(200, access('/subscription')));
    renderDashboard('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Abonnement' })).toBeInTheDocument();
    expect(net.callsTo('GET /api/dashboard/stats')).toHaveLength(0);
  });

  it('sends the user to /questionnaire when the check fails (spec: any error)', async () => {
    net.on('GET /api/access', reply(500, { statusCode: 500, code: 'INTERNAL', message: 'Une erreur est survenue' }));
    renderDashboard('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Questionnaire' })).toBeInTheDocument();
    expect(net.callsTo('GET /api/access')).toHaveLength(1);
  });

  it.each([
    ['SUBSCRIPTION_REQUIRED', 'Abonnement'],
    ['PREFERENCES_REQUIRED', 'Questionnaire'],
  ])('leaves the dashboard when a dashboard call answers 403 %s', async (code, page) => {
    net.on('GET /api/dashboard/stats', reply(403, { statusCode: 403, code, message: 'Accès refusé' }));
    renderDashboard('/dashboard');
    expect(await screen.findByRole('heading', { name: page })).toBeInTheDocument();
    // A 4xx is not retried.
    expect(net.callsTo('GET /api/dashboard/stats')).toHaveLength(1);
  });

  it('re-checks access when the subscription changes, and leaves once it is no longer active', async () => {
    renderDashboard('/dashboard');
    await welcome();
    net.on('GET /api/access', reply(200, access('/subscription')));

    await subscriptionCancelled();

    expect(await screen.findByRole('heading', { name: 'Abonnement' })).toBeInTheDocument();
    expect(net.callsTo('GET /api/access')).toHaveLength(2);
  });

  describe("with the access state in the start-up refresh's answer", () => {
    const refreshWith = (next: AccessState['next']) => net.on('POST /api/auth/refresh', reply(200, { ...sessionBody(), access: access(next) }));

    it('shows the dashboard without a GET /api/access of its own, and asks the API at the next re-check', async () => {
      refreshWith('/dashboard');
      renderDashboard('/dashboard');
      expect(await welcome()).toBeInTheDocument();
      expect(net.callsTo('GET /api/access')).toHaveLength(0);

      net.on('GET /api/access', reply(200, access('/subscription')));
      await subscriptionCancelled();
      expect(await screen.findByRole('heading', { name: 'Abonnement' })).toBeInTheDocument();
      expect(net.callsTo('GET /api/access')).toHaveLength(1);
    });

    it('follows it: a user without an active subscription goes to /subscription', async () => {
      refreshWith('/subscription');
      renderDashboard('/dashboard');
      expect(await screen.findByRole('heading', { name: 'Abonnement' })).toBeInTheDocument();
      expect(net.callsTo('GET /api/access')).toHaveLength(0);
      expect(net.callsTo('GET /api/dashboard/stats')).toHaveLength(0);
    });
  });
});

describe('shell', () => {
  it('has the main menu with the spec labels and routes, the current page marked', async () => {
    renderDashboard('/dashboard');
    await welcome();
    const menu = screen.getByRole('navigation', { name: 'Menu principal' });
    const links = within(menu).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Tableau de bord', '/dashboard'],
      ['Assistant Chef', '/dashboard/chat'],
      ['Suggestions', '/dashboard/feed'],
      ['Planning', '/dashboard/planning'],
      ['Liste de courses', '/dashboard/shopping'],
      ['Frigidaire', '/dashboard/inventory'],
      // The recipe book (issue 9: in the side menu).
      ['Mes recettes', '/dashboard/recipes'],
      ['Favoris', '/dashboard/favorites'],
      ['Paramètres', '/dashboard/settings'],
    ]);
    expect(within(menu).getByRole('link', { name: 'Tableau de bord' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByRole('link', { name: 'Planning' })).not.toHaveAttribute('aria-current');
  });

  it('opens each kitchen page inside the shell, with its title, and marks it in the menu', async () => {
    const user = userEvent.setup();
    renderDashboard('/dashboard');
    await welcome();
    const menu = screen.getByRole('navigation', { name: 'Menu principal' });

    const pages: [string, string][] = [
      ['Assistant Chef', 'Assistant Chef'],
      ['Suggestions', 'Suggestions'],
      ['Planning', 'Planning des repas'],
      ['Liste de courses', 'Liste de courses'],
      ['Frigidaire', 'Mon Frigo'],
      ['Favoris', 'Favoris'],
      ['Paramètres', 'Paramètres'],
    ];
    net.on('GET /api/billing/subscription', reply(200, { status: 'active', active: true, plan: 'premium', startDate: null, currentPeriodEnd: null, trialEnd: null, cancelAtPeriodEnd: false, complimentary: false }));
    stubKitchenPages();
    stubSettingsPage(net);
    for (const [label, title] of pages) {
      await user.click(within(menu).getByRole('link', { name: label }));
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(within(menu).getByRole('link', { name: label })).toHaveAttribute('aria-current', 'page');
      // The top bar names the section; the page's <h1> names the page.
      expect(document.querySelector('.dash-topbar')).toHaveTextContent(label);
    }
    expect(document.title).toBe('Paramètres · Mijote');
  });

  it("shows 'Page introuvable' inside the shell for an unknown dashboard path, with a way back", async () => {
    const user = userEvent.setup();
    renderDashboard('/dashboard/xyz');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page introuvable' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Menu principal' })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Retour au tableau de bord' }));
    expect(await welcome()).toBeInTheDocument();
  });

  it('opens the menu drawer from the top bar; Escape closes it and gives focus back', async () => {
    const user = userEvent.setup();
    renderDashboard('/dashboard');
    await welcome();
    const burger = screen.getByRole('button', { name: 'Ouvrir le menu' });

    await user.click(burger);
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByRole('navigation', { name: 'Menu principal' })).toBeInTheDocument();
    expect(drawer).toContainElement(document.activeElement as HTMLElement);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(burger).toHaveFocus();
  });

  it('closes the drawer when a page is chosen in it', async () => {
    const user = userEvent.setup();
    renderDashboard('/dashboard');
    await welcome();
    await user.click(screen.getByRole('button', { name: 'Ouvrir le menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });

    stubKitchenPages();
    await user.click(within(drawer).getByRole('link', { name: 'Frigidaire' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Mon Frigo' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
