import { useCallback, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { Icon } from '../../../shared/ui/Icon';
import { Logo } from '../../../shared/ui/Logo';
import { ThemeToggle } from '../../../shared/ui/ThemeToggle';
import { NAV_ITEMS, PRICING_LINK } from '../content/site-links';
import { useScrolled } from '../hooks/use-scrolled';
import { MobileMenu } from './MobileMenu';
import { SIGN_UP_PATH } from '../../../shared/navigation/sign-up-path';

const SCROLL_THRESHOLD = 10;
const MENU_ID = 'menu-mobile';

export function TopBar() {
  const scrolled = useScrolled(SCROLL_THRESHOLD);
  const [menuOpen, setMenuOpen] = useState(false);
  // Stable, so the menu's effect (focus, Escape, scroll lock) does not re-run on every render.
  const closeMenu = useCallback(() => setMenuOpen(false), []);

  return (
    <>
      <header className={`topbar${scrolled ? ' is-scrolled' : ''}`}>
        <div className="topbar-inner container">
          <Link to="/" className="topbar-brand" aria-label="Mijote, accueil">
            <Logo />
          </Link>

          <nav className="topbar-nav" aria-label="Navigation principale">
            <ul>
              {NAV_ITEMS.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} end className="topbar-link">
                    {item.label}
                  </NavLink>
                </li>
              ))}
              <li>
                <Link to={PRICING_LINK} className="topbar-link">
                  Tarifs
                </Link>
              </li>
            </ul>
          </nav>

          <div className="topbar-actions">
            <Link to="/app" className="icon-btn topbar-app" aria-label="Application mobile" title="Application mobile">
              <Icon name="phone" size={22} />
            </Link>
            <ThemeToggle className="topbar-theme" />
            <Link to={SIGN_UP_PATH} className="btn btn-primary topbar-cta">
              Commencer
            </Link>
            <button
              type="button"
              className="icon-btn topbar-burger"
              aria-label="Menu"
              aria-expanded={menuOpen}
              aria-controls={MENU_ID}
              onClick={() => setMenuOpen(true)}
            >
              <Icon name="menu" />
            </button>
          </div>
        </div>
      </header>
      {/* Outside the header: its backdrop-filter would make it the containing block of the
          fixed menu, squeezing the menu into the bar's 64 px. */}
      <MobileMenu id={MENU_ID} open={menuOpen} onClose={closeMenu} />
    </>
  );
}
