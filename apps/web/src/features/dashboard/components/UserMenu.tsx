import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { useSession } from '../../../shared/session/session-context';
import { fullNameOf, initialsOf } from '../user-display';
import { Avatar } from './Avatar';
import { AppIcon } from '../../../shared/ui/AppIcon';
import { Icon } from '../../../shared/ui/Icon';
import { OFFLINE_MESSAGES } from '#contracts';
import { useInstallPrompt } from '../../../shared/offline/install-prompt';

// Already opened from the home screen: nothing to install.
const installed = () => typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches;

type FocusTarget = 'first' | 'last';

/**
 * The avatar button and its menu (WAI-ARIA menu button): Enter, Space or ↓ opens on the first
 * entry, ↑ on the last; ↑ ↓ Home End move; Escape closes and returns to the button; Tab, a click
 * outside or choosing an entry closes it.
 */
export function UserMenu() {
  const { user, signOut } = useSession();
  const install = useInstallPrompt();
  const [open, setOpen] = useState(false);
  const focusOnOpen = useRef<FocusTarget>('first');
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const menuId = useId();
  const buttonId = useId();

  const menuItems = () => [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];

  useEffect(() => {
    if (!open) return;
    const items = menuItems();
    (focusOnOpen.current === 'last' ? items[items.length - 1] : items[0])?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  if (!user) return null;
  const fullName = fullNameOf(user);

  const openMenu = (target: FocusTarget) => {
    focusOnOpen.current = target;
    setOpen(true);
  };
  const closeMenu = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openMenu(event.key === 'ArrowUp' ? 'last' : 'first');
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const items = menuItems();
    const index = items.indexOf(document.activeElement as HTMLElement);
    const focusAt = (i: number) => items[(i + items.length) % items.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        focusAt(index + 1);
        break;
      case 'ArrowUp':
        focusAt(index - 1);
        break;
      case 'Home':
        focusAt(0);
        break;
      case 'End':
        focusAt(items.length - 1);
        break;
      case 'Escape':
        closeMenu(true);
        break;
      case 'Tab':
        // Let the focus move on to the next control, as it would from the button.
        closeMenu(false);
        return;
      default:
        return;
    }
    event.preventDefault();
  };

  return (
    <div className="user-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        className="user-menu-button"
        // WCAG 2.5.3: the name holds the initials the button shows, so "Mon compte" and what one sees both work.
        aria-label={`Mon compte (${initialsOf(user)})`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? closeMenu(false) : openMenu('first'))}
        onKeyDown={onButtonKeyDown}
      >
        <Avatar user={user} />
      </button>
      {open && (
        <div className="user-menu-panel">
          <div className="user-menu-head">
            <Avatar user={user} size={44} />
            <div className="user-menu-identity">
              <p className="user-menu-name">{fullName}</p>
              {fullName !== user.email && <p className="user-menu-email">{user.email}</p>}
            </div>
          </div>
          <ul ref={menuRef} id={menuId} role="menu" aria-labelledby={buttonId} onKeyDown={onMenuKeyDown}>
            <li role="none">
              <Link role="menuitem" tabIndex={-1} to="/dashboard/favorites" onClick={() => closeMenu(false)}>
                <AppIcon name="heart" size={20} />
                Favoris
              </Link>
            </li>
            <li role="none">
              <Link role="menuitem" tabIndex={-1} to="/dashboard/settings" onClick={() => closeMenu(false)}>
                <AppIcon name="settings" size={20} />
                Paramètres
              </Link>
            </li>
            {!installed() && (
              <li role="none">
                {install ? (
                  <button
                    role="menuitem"
                    tabIndex={-1}
                    type="button"
                    onClick={() => {
                      closeMenu(false);
                      void install();
                    }}
                  >
                    <Icon name="download" size={20} />
                    {OFFLINE_MESSAGES.install}
                  </button>
                ) : (
                  // No install prompt (Safari on iPhone, Firefox): /app explains « Ajouter à l'écran d'accueil ».
                  <Link role="menuitem" tabIndex={-1} to="/app" onClick={() => closeMenu(false)}>
                    <Icon name="download" size={20} />
                    {OFFLINE_MESSAGES.install}
                  </Link>
                )}
              </li>
            )}
            <li role="separator" />
            <li role="none">
              <button
                role="menuitem"
                tabIndex={-1}
                type="button"
                onClick={() => {
                  closeMenu(false);
                  void signOut('/');
                }}
              >
                <AppIcon name="logout" size={20} />
                Déconnexion
              </button>
            </li>
          </ul>
        </div>
      )}
    </div>
  );
}
