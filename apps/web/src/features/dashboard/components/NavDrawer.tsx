import { useEffect } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { Link } from 'react-router';
import { Icon } from '../../../shared/ui/Icon';
import { Logo } from '../../../shared/ui/Logo';
import { DASHBOARD_HOME } from '../dashboard-nav';
import { SideNav } from './SideNav';

// Where the side column appears (dashboard.css): the drawer has no reason to stay open there.
const DESKTOP_QUERY = '(min-width: 1024px)';

interface NavDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The main menu on phones and tablets: a modal panel from the left. Radix gives the focus trap,
 * Escape, the overlay click, the scroll lock and the focus back on the burger button.
 */
export function NavDrawer({ open, onOpenChange }: NavDrawerProps) {
  useEffect(() => {
    if (!open) return;
    const desktop = window.matchMedia?.(DESKTOP_QUERY);
    const onChange = () => desktop?.matches && onOpenChange(false);
    desktop?.addEventListener('change', onChange);
    return () => desktop?.removeEventListener('change', onChange);
  }, [open, onOpenChange]);

  const close = () => onOpenChange(false);
  return (
    <Dialog.Portal>
      <Dialog.Overlay className="dash-drawer-overlay" />
      <Dialog.Content className="dash-drawer" aria-describedby={undefined}>
        <Dialog.Title className="visually-hidden">Menu</Dialog.Title>
        <div className="dash-drawer-head">
          <Link to={DASHBOARD_HOME} className="dash-brand" aria-label="Mijote, tableau de bord" onClick={close}>
            <Logo />
          </Link>
          <Dialog.Close className="icon-btn" aria-label="Fermer le menu">
            <Icon name="close" />
          </Dialog.Close>
        </div>
        <SideNav onNavigate={close} />
      </Dialog.Content>
    </Dialog.Portal>
  );
}
