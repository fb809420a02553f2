import { Suspense, useRef, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { DEFAULT_DESCRIPTION, usePageMeta } from '../../../shared/seo/use-page-meta';
import { Logo } from '../../../shared/ui/Logo';
import { DASHBOARD_HOME, NOT_FOUND_TITLE, navItemFor } from '../dashboard-nav';
import { useDashboardLiveUpdates } from '../hooks/use-dashboard-live-updates';
import { useRouteFocus } from '../hooks/use-route-focus';
import { BottomTabs } from './BottomTabs';
import { DashboardTopBar } from './DashboardTopBar';
import { SideNav } from './SideNav';
import { PageSkeleton } from './ShellSkeleton';
import '../dashboard.css';

/** The dashboard's frame: side menu (desktop), top bar, the page, and the tab bar (phones). */
export function DashboardLayout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const section = navItemFor(pathname)?.label ?? NOT_FOUND_TITLE;

  usePageMeta({ title: `${section} · Mijote`, description: DEFAULT_DESCRIPTION, path: pathname, noindex: true });
  useRouteFocus(mainRef);
  useDashboardLiveUpdates();

  return (
    <div className="dash">
      <a href="#contenu" className="dash-skip-link">
        Aller au contenu
      </a>
      <aside className="dash-sidebar">
        <Link to={DASHBOARD_HOME} className="dash-brand" aria-label="Mijote, tableau de bord">
          <Logo />
        </Link>
        <SideNav />
      </aside>
      <div className="dash-body">
        <DashboardTopBar title={section} />
        <main id="contenu" ref={mainRef} tabIndex={-1} className="dash-main">
          <Suspense
            fallback={
              <div role="status">
                <span className="visually-hidden">Chargement…</span>
                <PageSkeleton />
              </div>
            }
          >
            {children}
          </Suspense>
        </main>
      </div>
      <BottomTabs />
    </div>
  );
}
