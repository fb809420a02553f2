// Test-only: the settings page's data, and a network that answers every section's first load.
import { screen } from '@testing-library/react';
import type { AuthUser, Household, HouseholdMember, Pantry, Preferences, Profile, SubscriptionState } from '#contracts';
import { reply, type FetchStub } from '../http/testing/fetch-stub';
import { dashboardNetwork, renderDashboard } from './render-dashboard';

// sessionBody()'s user: Claire Favre, u1, in household h1.
export const profile = (overrides: Partial<Profile> = {}): Profile => ({
  id: 'u1',
  email: 'claire@example.ch',
  firstName: 'Claire',
  lastName: 'Favre',
  phone: null,
  avatarUrl: null,
  ...overrides,
});

export const preferences = (overrides: Partial<Preferences> = {}): Preferences => ({
  householdSize: { adults: 2, children: 1 },
  dietaryRestrictions: ['vegetarian'],
  preferredFoods: ['Tomates'],
  avoidedFoods: [],
  shoppingFrequency: 'weekly',
  difficulty: 'facile',
  servings: 4,
  servingsFromHousehold: false,
  updatedAt: '2026-05-01T10:00:00.000Z',
  ...overrides,
});

export const pantry = (overrides: Partial<Pantry> = {}): Pantry => ({
  items: ['sel', 'poivre', 'eau', 'huile'],
  isDefault: true,
  suggestions: ['sucre', 'farine', 'beurre', 'vinaigre'],
  ...overrides,
});

export const subscription = (overrides: Partial<SubscriptionState> = {}): SubscriptionState => ({
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

export const member = (overrides: Partial<HouseholdMember> = {}): HouseholdMember => ({
  userId: 'u1',
  firstName: 'Claire',
  lastName: 'Favre',
  email: 'claire@example.ch',
  role: 'owner',
  joinedAt: '2026-01-10T10:00:00.000Z',
  ...overrides,
});

export const marc = member({ userId: 'u2', firstName: 'Marc', lastName: 'Favre', email: 'marc@example.ch', role: 'member', joinedAt: '2026-02-01T10:00:00.000Z' });

/** Claire (owner) and Marc, one invitation pending for Léa. */
export const household = (overrides: Partial<Household> = {}): Household => ({
  id: 'h1',
  name: 'Famille Favre',
  members: [member(), marc],
  invitations: [
    { id: 'inv-1', email: 'lea@example.ch', createdAt: '2026-05-10T10:00:00.000Z', expiresAt: '2026-05-17T10:00:00.000Z' },
  ],
  ...overrides,
});

/** Answers every settings section's first load, e.g. for a test that only passes through the page. */
export function stubSettingsPage(net: FetchStub): FetchStub {
  return net
    .on('GET /api/profile', reply(200, profile()))
    .on('GET /api/preferences', reply(200, preferences()))
    .on('GET /api/households/current', reply(200, household()))
    .on('GET /api/billing/subscription', reply(200, subscription()))
    .on('GET /api/notifications/settings', reply(200, { enabled: true, email: false, hour: 9 }))
    .on('GET /api/pantry', reply(200, pantry()))
    .on('GET /api/access-tokens', reply(200, []));
}

/** The dashboard's network plus every settings section's first load. */
export const settingsNetwork = (net: FetchStub, user: Partial<AuthUser> = {}) => stubSettingsPage(dashboardNetwork(net, user));

export async function openSettings() {
  renderDashboard('/dashboard/settings');
  await screen.findByRole('heading', { level: 1, name: 'Paramètres' });
}

export const section = (name: string) => screen.getByRole('region', { name });
