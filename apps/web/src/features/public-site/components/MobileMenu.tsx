import { useEffect, useRef } from 'react';
import { Link, NavLink } from 'react-router';
import { Icon } from '../../../shared/ui/Icon';
import { Logo } from '../../../shared/ui/Logo';
import { ThemeToggle } from '../../../shared/ui/ThemeToggle';
import { NAV_ITEMS, PRICING_LINK } from '../content/site-links';
import { SIGN_UP_PATH } from '../../../shared/navigation/sign-up-path';

interface MobileMenuProps {
  id: string;
  open: boolean;
  onClose: () => void;
}

const FOCUSABLE = 'a[href], button:not([disabled])';

/**
 * The small-screen menu: a modal panel sliding in from the right. It stays mounted (inert while
 * closed) so it can slide out as well as in.
 */
export function MobileMenu({ id, open, onClose }: MobileMenuProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const panel = panelRef.current!;
    const opener = document.activeElement as HTMLElement | null;
    closeRef.current?.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        onClose();
        return;
      }
      if (event.key !== 'Tab') return;
      // Keep Tab inside the dialog, as aria-modal promises, over the controls shown at this width
      // (the menu's theme toggle is hidden on wider screens).
      const items = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
        (item) => getComputedStyle(item).display !== 'none',
      );
      const first = items[0];
      const last = items[items.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    };
    // The panel only exists below the desktop breakpoint: growing the window closes it.
    const desktop = window.matchMedia?.('(min-width: 1120px)');
    const onResize = () => desktop?.matches && onClose();

    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    document.addEventListener('keydown', onKeyDown);
    desktop?.addEventListener('change', onResize);
    return () => {
      document.body.style.overflow = overflow;
      document.removeEventListener('keydown', onKeyDown);
      desktop?.removeEventListener('change', onResize);
      opener?.focus();
    };
  }, [open, onClose]);

  return (
    <div className={`mobile-menu${open ? ' is-open' : ''}`} inert={!open}>
      <div className="mobile-menu-overlay" aria-hidden="true" onClick={onClose} />
      <div id={id} ref={panelRef} className="mobile-menu-panel" role="dialog" aria-modal="true" aria-label="Menu">
        <div className="mobile-menu-head">
          <Logo />
          {/* On phones the top bar has no room for the theme toggle: it lives here. */}
          <ThemeToggle className="mobile-menu-theme" />
          <button ref={closeRef} type="button" className="icon-btn" aria-label="Fermer le menu" onClick={onClose}>
            <Icon name="close" />
          </button>
        </div>
        <nav aria-label="Navigation mobile">
          <ul className="mobile-menu-list">
            {NAV_ITEMS.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end className="mobile-menu-link" onClick={onClose}>
                  <Icon name={item.icon} size={20} />
                  {item.label}
                </NavLink>
              </li>
            ))}
            <li>
              <Link to={PRICING_LINK} className="mobile-menu-link" onClick={onClose}>
                <Icon name="coins" size={20} />
                Tarifs
              </Link>
            </li>
            <li>
              <NavLink to="/app" className="mobile-menu-link" onClick={onClose}>
                <Icon name="download" size={20} />
                Télécharger l'app
              </NavLink>
            </li>
          </ul>
        </nav>
        <Link to={SIGN_UP_PATH} className="btn btn-primary btn-block btn-lg" onClick={onClose}>
          Commencer
        </Link>
      </div>
    </div>
  );
}
