import type { NotificationDto } from '#contracts';
import { bellLabel, NOTIFICATION_LIST_LIMIT, withAllRead, withNotification } from './notification-cache';

const n = (id: string, read = false): NotificationDto => ({ id, title: id, message: '', type: 'system', read, createdAt: '2026-01-01T00:00:00Z' });

it('puts a pushed notification first, counts it, and keeps the list at 50', () => {
  const items = Array.from({ length: NOTIFICATION_LIST_LIMIT }, (_, i) => n(`old${i}`, true));
  const list = withNotification({ items, unreadCount: 0 }, n('new'));
  expect(list.items).toHaveLength(50);
  expect(list.items[0]!.id).toBe('new');
  expect(list.unreadCount).toBe(1);
  expect(withNotification(list, n('new'))).toBe(list);
});

it('marks everything read', () => {
  expect(withAllRead({ items: [n('a'), n('b', true)], unreadCount: 1 })).toEqual({ items: [n('a', true), n('b', true)], unreadCount: 0 });
});

it("names the bell: 'Notifications, 2 non lues'", () => {
  expect(bellLabel(0)).toBe('Notifications');
  expect(bellLabel(1)).toBe('Notifications, 1\u00a0non lue');
  expect(bellLabel(2)).toBe('Notifications, 2\u00a0non lues');
});
