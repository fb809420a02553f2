import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import type { NotificationDto } from '#contracts';
import { useDismissOnScroll } from '../../../shared/notice/use-dismiss-on-scroll';
import { Icon } from '../../../shared/ui/Icon';

export const TOAST_DURATION_MS = 6_000;

interface NotificationToastProps {
  notification: NotificationDto | null;
  onDismiss: () => void;
}

/**
 * Announces a pushed notification. The polite live region stays mounted (in body, above the page)
 * so screen readers hear each new text; the visible card goes away on its own after a few seconds,
 * or as soon as the person scrolls to what it covers.
 */
export function NotificationToast({ notification, onDismiss }: NotificationToastProps) {
  useEffect(() => {
    if (!notification) return;
    const timer = setTimeout(onDismiss, TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [notification, onDismiss]);
  const region = useRef<HTMLDivElement>(null);
  useDismissOnScroll(notification !== null, onDismiss, region);

  return createPortal(
    <div className="notif-toast-region" role="status" aria-live="polite" ref={region}>
      {notification && (
        <div className="notif-toast">
          <div>
            <p className="notif-title">{notification.title}</p>
            <p className="notif-message">{notification.message}</p>
          </div>
          <button type="button" className="icon-btn" aria-label="Fermer la notification" onClick={onDismiss}>
            <Icon name="close" size={18} />
          </button>
        </div>
      )}
    </div>,
    document.body,
  );
}
