import { countOf, type NotificationDto, type NotificationList } from '#contracts';

/** The API sends the newest 50; the live list keeps the same bound. */
export const NOTIFICATION_LIST_LIMIT = 50;

/** A pushed notification on top of the list; a repeat of one already listed changes nothing. */
export function withNotification(list: NotificationList, notification: NotificationDto): NotificationList {
  if (list.items.some((item) => item.id === notification.id)) return list;
  return {
    items: [notification, ...list.items].slice(0, NOTIFICATION_LIST_LIMIT),
    unreadCount: list.unreadCount + (notification.read ? 0 : 1),
  };
}

export function withAllRead(list: NotificationList): NotificationList {
  return { items: list.items.map((item) => (item.read ? item : { ...item, read: true })), unreadCount: 0 };
}

/** 'Notifications, 2 non lues': the bell's accessible name. */
export function bellLabel(unreadCount: number): string {
  if (unreadCount <= 0) return 'Notifications';
  return `Notifications, ${countOf(unreadCount, 'non lue', 'non lues')}`;
}
