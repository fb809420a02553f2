import type { InitialEntry } from 'react-router';
import type { AccessState, AuthUser, DashboardStats, NotificationDto, NotificationList } from '#contracts';
import { reply, sessionBody, type FetchStub } from '../http/testing/fetch-stub';
import { Landing, renderAppRoutes } from './render-app-routes';
import { DashboardPage } from '../../features/dashboard';

// jsdom has no layout: the shell's scroll-to-top after a navigation is a no-op here.
window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;

/** The real session provider and dashboard, routed as in AppRoutes, with stand-ins around them. */
export function renderDashboard(entry: InitialEntry = '/dashboard') {
  return renderAppRoutes(entry, {
    signedIn: {
      '/billing/demo-portal': <Landing title="Portail de démonstration" />,
      '/dashboard/*': <DashboardPage />,
    },
  });
}

export const access = (next: AccessState['next']): AccessState => ({
  hasProfile: true,
  hasPreferences: next !== '/questionnaire',
  subscribed: next === '/dashboard',
  next,
});

export const stats = (overrides: Partial<DashboardStats> = {}): DashboardStats => ({
  plannedMealsThisWeek: 3,
  plannedMealsNextWeek: 0,
  itemsToBuy: 7,
  favorites: 2,
  fridgeItems: 6,
  waste: {
    thisMonth: { month: '2026-11', usedBeforeDate: 5, thrown: 1 },
    trend: [
      { month: '2026-06', usedBeforeDate: 0, thrown: 0 },
      { month: '2026-07', usedBeforeDate: 0, thrown: 0 },
      { month: '2026-08', usedBeforeDate: 1, thrown: 3 },
      { month: '2026-09', usedBeforeDate: 2, thrown: 2 },
      { month: '2026-10', usedBeforeDate: 4, thrown: 1 },
      { month: '2026-11', usedBeforeDate: 5, thrown: 1 },
    ],
  },
  ...overrides,
});

let ids = 0;
export function notification(overrides: Partial<NotificationDto> = {}): NotificationDto {
  ids += 1;
  return {
    id: `n${ids}`,
    title: 'Abonnement activé',
    message: 'Votre abonnement est maintenant actif. Profitez de toutes les fonctionnalités !',
    type: 'system',
    read: false,
    createdAt: new Date(Date.now() - 2 * 60_000).toISOString(),
    ...overrides,
  };
}

export const notificationList = (items: NotificationDto[]): NotificationList => ({
  items,
  unreadCount: items.filter((n) => !n.read).length,
});

/**
 * A signed-in user allowed on the dashboard, with empty notifications and some counts, answered by
 * the test's stub (useFetchStub); tests override any route with net.on(...).
 */
export function dashboardNetwork(net: FetchStub, user: Partial<AuthUser> = {}): FetchStub {
  const session = sessionBody();
  return net
    .on('POST /api/auth/refresh', reply(200, { ...session, user: { ...session.user, ...user } }))
    .on('GET /api/access', reply(200, access('/dashboard')))
    .on('GET /api/notifications', reply(200, notificationList([])))
    .on('GET /api/dashboard/stats', reply(200, stats()))
    .on('GET /api/inventory-items/urgent', reply(200, []));
}
