import type { AppIconName } from '../../shared/ui/AppIcon';

export interface DashboardNavItem {
  /** The side menu's label (product spec, section 2: binding). */
  label: string;
  to: string;
  icon: AppIconName;
  /**
   * Short label for the phone tab bar (five tabs share 360 px: about 9 characters fit, longer
   * ones end in an ellipsis); items without one stay in the menu only.
   */
  tabLabel?: string;
}

export const DASHBOARD_HOME = '/dashboard';

/** The top bar's and the page's title for a /dashboard/… path no menu entry owns. */
export const NOT_FOUND_TITLE = 'Page introuvable';

export const DASHBOARD_NAV: readonly DashboardNavItem[] = [
  { label: 'Tableau de bord', to: DASHBOARD_HOME, icon: 'home', tabLabel: 'Accueil' },
  { label: 'Assistant Chef', to: '/dashboard/chat', icon: 'chefHat' },
  { label: 'Suggestions', to: '/dashboard/feed', icon: 'sparkles', tabLabel: 'Idées' },
  { label: 'Planning', to: '/dashboard/planning', icon: 'calendar', tabLabel: 'Planning' },
  { label: 'Liste de courses', to: '/dashboard/shopping', icon: 'basket', tabLabel: 'Courses' },
  { label: 'Frigidaire', to: '/dashboard/inventory', icon: 'fridge', tabLabel: 'Frigo' },
  { label: 'Mes recettes', to: '/dashboard/recipes', icon: 'book' },
  { label: 'Favoris', to: '/dashboard/favorites', icon: 'heart' },
  { label: 'Paramètres', to: '/dashboard/settings', icon: 'settings' },
];

/** The menu entry a path belongs to (/dashboard/planning/123 → Planning), or undefined. */
export function navItemFor(pathname: string): DashboardNavItem | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === DASHBOARD_HOME) return DASHBOARD_NAV[0];
  return DASHBOARD_NAV.find((item) => item.to !== DASHBOARD_HOME && (path === item.to || path.startsWith(`${item.to}/`)));
}
