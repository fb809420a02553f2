import { useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { Icon } from '../../../shared/ui/Icon';
import { ThemeToggle } from '../../../shared/ui/ThemeToggle';
import { NotificationBell } from '../../notifications';
import { NavDrawer } from './NavDrawer';
import { UserMenu } from './UserMenu';

/** Burger (below desktop width), the section's title, then the bell, the theme and the account. */
export function DashboardTopBar({ title }: { title: string }) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  return (
    <header className="dash-topbar">
      <Dialog.Root open={drawerOpen} onOpenChange={setDrawerOpen}>
        <Dialog.Trigger className="icon-btn dash-burger" aria-label="Ouvrir le menu">
          <Icon name="menu" />
        </Dialog.Trigger>
        <NavDrawer open={drawerOpen} onOpenChange={setDrawerOpen} />
      </Dialog.Root>
      {/* The page's own <h1> names the page; this is the section's label, for orientation. */}
      <p className="dash-topbar-title">{title}</p>
      <div className="dash-topbar-actions">
        <NotificationBell />
        <ThemeToggle />
        <UserMenu />
      </div>
    </header>
  );
}
