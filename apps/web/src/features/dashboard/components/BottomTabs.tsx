import { MenuLink } from './MenuLink';
import { DASHBOARD_HOME, DASHBOARD_NAV } from '../dashboard-nav';
import { AppIcon } from '../../../shared/ui/AppIcon';

const TABS = DASHBOARD_NAV.filter((item) => item.tabLabel);

/** Phones only (CSS): the five most used pages within thumb reach; the rest stay in the drawer. */
export function BottomTabs() {
  return (
    <nav aria-label="Raccourcis" className="dash-tabs">
      <ul>
        {TABS.map((item) => (
          <li key={item.to}>
            <MenuLink to={item.to} end={item.to === DASHBOARD_HOME} className="dash-tab">
              <span className="dash-tab-icon">
                <AppIcon name={item.icon} size={22} />
              </span>
              <span>{item.tabLabel}</span>
            </MenuLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
