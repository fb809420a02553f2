import { MenuLink } from './MenuLink';
import { DASHBOARD_HOME, DASHBOARD_NAV } from '../dashboard-nav';
import { AppIcon } from '../../../shared/ui/AppIcon';

/** The main menu: the desktop side column and the phone drawer show this same list. */
export function SideNav({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <nav aria-label="Menu principal" className="dash-nav">
      <ul>
        {DASHBOARD_NAV.map((item) => (
          <li key={item.to}>
            {/* `end` on the home entry only: /dashboard/planning/… keeps Planning marked. */}
            <MenuLink to={item.to} end={item.to === DASHBOARD_HOME} className="dash-nav-link" onClick={onNavigate}>
              <AppIcon name={item.icon} size={20} />
              <span>{item.label}</span>
            </MenuLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
