import type { NotificationList } from '#contracts';
import { api } from '../../shared/http';

export const notificationsQueryKey = ['notifications'] as const;

export const fetchNotifications = () => api.get<NotificationList>('/notifications');
export const markAllNotificationsRead = () => api.post<void>('/notifications/read-all');
export const markNotificationRead = (id: string) => api.post<void>(`/notifications/${encodeURIComponent(id)}/read`);
