import { formatDistanceToNow } from 'date-fns';
import { fr } from 'date-fns/locale/fr';
import type { NotificationDto } from '#contracts';
import { AppIcon } from '../../../shared/ui/AppIcon';

interface NotificationListProps {
  items: NotificationDto[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  /** Shown as new even once marked read on the server: the ones unread when the panel opened. */
  isNew: (notification: NotificationDto) => boolean;
}

const longDate = new Intl.DateTimeFormat('fr-CH', { dateStyle: 'long', timeStyle: 'short' });

function timeAgo(iso: string): string {
  return formatDistanceToNow(new Date(iso), { locale: fr, addSuffix: true });
}

export function NotificationList({ items, loading, failed, onRetry, isNew }: NotificationListProps) {
  if (loading) {
    return (
      <div className="notif-state" role="status">
        <span className="visually-hidden">Chargement des notifications…</span>
        {[0, 1, 2].map((i) => (
          <span key={i} className="skeleton notif-skeleton" aria-hidden="true" />
        ))}
      </div>
    );
  }
  if (failed && !items) {
    return (
      <div className="notif-state" role="alert">
        <p>Impossible de charger les notifications</p>
        <button type="button" className="btn btn-secondary" onClick={onRetry}>
          Réessayer
        </button>
      </div>
    );
  }
  if (!items?.length) {
    return (
      <div className="notif-state notif-empty">
        <AppIcon name="bell" size={28} />
        <p>Aucune notification pour le moment</p>
      </div>
    );
  }
  return (
    <ul className="notif-list">
      {items.map((item) => {
        const fresh = isNew(item);
        return (
          <li key={item.id} className={`notif-item${fresh ? ' is-new' : ''}`}>
            {fresh && <span className="visually-hidden">Nouvelle : </span>}
            <p className="notif-title">{item.title}</p>
            <p className="notif-message">{item.message}</p>
            <time className="notif-time" dateTime={item.createdAt} title={longDate.format(new Date(item.createdAt))}>
              {timeAgo(item.createdAt)}
            </time>
          </li>
        );
      })}
    </ul>
  );
}
