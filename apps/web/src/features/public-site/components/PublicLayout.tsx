import { Suspense, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { farewellOf } from '../../../shared/navigation/farewell-state';
import '../../../shared/offline/install-prompt';
import { useNavigationScroll } from '../hooks/use-navigation-scroll';
import { SiteFooter } from './SiteFooter';
import { TopBar } from './TopBar';
import './public-layout.css';

export function PublicLayout() {
  const mainRef = useRef<HTMLElement>(null);
  useNavigationScroll(mainRef);
  // After the account was deleted: the home page says it is done.
  const farewell = farewellOf(useLocation().state);

  return (
    <div className="public-site">
      <a href="#contenu" className="skip-link">
        Aller au contenu
      </a>
      <TopBar />
      <main id="contenu" ref={mainRef} tabIndex={-1} className="public-main">
        {farewell && (
          <p role="status" className="alert alert-success public-farewell">
            {farewell}
          </p>
        )}
        {/* Pages load on demand; the top bar and footer stay put while one arrives. */}
        <Suspense
          fallback={
            <div className="public-loading" role="status">
              <span className="spinner" aria-hidden="true" />
              <span className="visually-hidden">Chargement…</span>
            </div>
          }
        >
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
    </div>
  );
}
