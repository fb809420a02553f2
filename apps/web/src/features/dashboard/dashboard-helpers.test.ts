import { ApiError } from '../../shared/http';
import { routeForAccess, routeForAccessError } from './access/access-routes';
import { DASHBOARD_NAV, navItemFor } from './dashboard-nav';
import { fullNameOf, initialsOf } from './user-display';

describe('routeForAccess (spec section 4)', () => {
  it.each([
    ['/questionnaire', '/dashboard', '/questionnaire'],
    ['/questionnaire', '/questionnaire', null],
    ['/subscription', '/dashboard/planning', '/subscription'],
    ['/subscription', '/subscription', null],
    ['/subscription', '/payment/success', null],
    ['/dashboard', '/dashboard/settings', null],
  ] as const)('next %s from %s → %s', (next, pathname, expected) => {
    expect(routeForAccess(next, pathname)).toBe(expected);
  });

  it('follows only the two access refusals of the API', () => {
    expect(routeForAccessError(new ApiError(403, 'PREFERENCES_REQUIRED', 'x'))).toBe('/questionnaire');
    expect(routeForAccessError(new ApiError(403, 'SUBSCRIPTION_REQUIRED', 'x'))).toBe('/subscription');
    expect(routeForAccessError(new ApiError(403, 'FORBIDDEN', 'x'))).toBeNull();
    expect(routeForAccessError(new ApiError(500, 'SUBSCRIPTION_REQUIRED', 'x'))).toBeNull();
    expect(routeForAccessError(new Error('boom'))).toBeNull();
  });
});

it('finds the menu entry of nested paths, and none for unknown ones', () => {
  expect(navItemFor('/dashboard')?.label).toBe('Tableau de bord');
  expect(navItemFor('/dashboard/')?.label).toBe('Tableau de bord');
  expect(navItemFor('/dashboard/planning/2026-05-12')?.label).toBe('Planning');
  expect(navItemFor('/dashboard/settingsx')).toBeUndefined();
  expect(navItemFor('/dashboard/xyz')).toBeUndefined();
});

it('names the user and picks the initials', () => {
  expect(fullNameOf({ firstName: 'Claire', lastName: 'Favre', email: 'c@x.ch' })).toBe('Claire Favre');
  expect(fullNameOf({ firstName: '', lastName: '', email: 'c@x.ch' })).toBe('c@x.ch');
  expect(initialsOf({ firstName: 'élodie', lastName: 'martin', email: 'e@x.ch' })).toBe('ÉM');
  expect(initialsOf({ firstName: 'Zoé', lastName: '', email: 'z@x.ch' })).toBe('Z');
  expect(initialsOf({ firstName: '', lastName: '', email: 'luc@x.ch' })).toBe('L');
});

it('gives the phone tab bar five labels short enough for a 360 px screen', () => {
  const tabs = DASHBOARD_NAV.flatMap((item) => (item.tabLabel ? [item.tabLabel] : []));
  expect(tabs).toEqual(['Accueil', 'Idées', 'Planning', 'Courses', 'Frigo']);
  for (const label of tabs) expect(label.length).toBeLessThanOrEqual(9);
});
