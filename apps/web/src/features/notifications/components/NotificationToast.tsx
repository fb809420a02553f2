import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import type { NotificationDto } from '#contracts';
import { Icon } from '../../../shared/ui/Icon';

export const TOAST_DURATION_MS = 6_000;

interface NotificationToastProps {
  notification: NotificationDto | null;
  onDismiss: () => void;
}

/**
 * Announces a pushed notification. The polite live region stays mounted (in body, above the page)
 * so screen readers hear each new text; the visible card goes away on its own after a few seconds.
 */
export function NotificationToast({ notification, onDismiss }: NotificationToastProps) {
  useEffect(() => {
    if (!notification) return;
    const timer = setTimeout(onDismiss, TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [notification, onDismiss]);

  return createPortal(
    <div className="notif-toast-region" role="status" aria-live="polite">
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
