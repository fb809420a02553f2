import { Suspense, useRef } from 'react';
import { Outlet } from 'react-router';
import '../../../shared/offline/install-prompt';
import { useNavigationScroll } from '../hooks/use-navigation-scroll';
import { SiteFooter } from './SiteFooter';
import { TopBar } from './TopBar';
import './public-layout.css';

export function PublicLayout() {
  const mainRef = useRef<HTMLElement>(null);
  useNavigationScroll(mainRef);

  return (
    <div className="public-site">
      <a href="#contenu" className="skip-link">
        Aller au contenu
      </a>
      <TopBar />
      <main id="contenu" ref={mainRef} tabIndex={-1} className="public-main">
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
