import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { NotificationDto } from '#contracts';
import { AppIcon } from '../../../shared/ui/AppIcon';
import { useLiveNotifications, useMarkAllRead, useNotifications } from '../hooks/use-notifications';
import { bellLabel } from '../notification-cache';
import { NotificationList } from './NotificationList';
import { NotificationToast } from './NotificationToast';
import '../notifications.css';

const NO_IDS: ReadonlySet<string> = new Set();

/**
 * The top bar's bell: the unread count, and a panel listing the latest notifications. Opening the
 * panel marks them all read (the badge clears) while the ones that were unread stay highlighted
 * until it closes. New ones arrive live and are announced by a toast.
 */
export function NotificationBell() {
  const { data, isPending, isError, refetch } = useNotifications();
  const markAllRead = useMarkAllRead();
  const [open, setOpen] = useState(false);
  const [newIds, setNewIds] = useState(NO_IDS);
  const [toast, setToast] = useState<NotificationDto | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const headingId = useId();

  useLiveNotifications(setToast);
  const dismissToast = useCallback(() => setToast(null), []);
  const unreadCount = data?.unreadCount ?? 0;

  // While the panel is open, whatever is unread (on opening, or arriving meanwhile) is being seen.
  // Each one is sent once per opening: if the call fails, the refetched list must not start a loop.
  const { mutate: markAll } = markAllRead;
  useEffect(() => {
    if (!open || !data || data.unreadCount === 0) return;
    const unseen = data.items.filter((item) => !item.read && !newIds.has(item.id)).map((item) => item.id);
    if (unseen.length === 0) return;
    setNewIds((ids) => new Set([...ids, ...unseen]));
    markAll();
  }, [open, data, newIds, markAll]);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    setNewIds(NO_IDS);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(rootRef.current?.contains(document.activeElement) ?? false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, close]);

  return (
    <div className="notif" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="icon-btn notif-bell"
        aria-label={bellLabel(unreadCount)}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => {
          if (open) return close(false);
          // The list now shows what the toast announced.
          setToast(null);
          setOpen(true);
        }}
      >
        <AppIcon name="bell" size={22} />
        {unreadCount > 0 && (
          <span className="notif-badge" aria-hidden="true">
            {unreadCount > 9 ? '9+' : unreadCount}
          </span>
        )}
      </button>
      {open && (
        <section id={panelId} className="notif-panel" aria-labelledby={headingId}>
          <h2 id={headingId} className="notif-heading">
            Notifications
          </h2>
          <NotificationList
            items={data?.items}
            loading={isPending}
            failed={isError}
            onRetry={() => void refetch()}
            isNew={(item) => !item.read || newIds.has(item.id)}
          />
        </section>
      )}
      <NotificationToast notification={toast} onDismiss={dismissToast} />
    </div>
  );
}
