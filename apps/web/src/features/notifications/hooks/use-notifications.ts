import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationDto, NotificationList } from '#contracts';
import { useServerEvent } from '../../../shared/socket';
import { fetchNotifications, markAllNotificationsRead, notificationsQueryKey } from '../api';
import { withAllRead, withNotification } from '../notification-cache';

export function useNotifications() {
  return useQuery({ queryKey: notificationsQueryKey, queryFn: fetchNotifications });
}

/**
 * Puts each pushed notification on top of the cached list, without a refetch, and hands it to
 * `onArrival` (the toast that announces it).
 */
export function useLiveNotifications(onArrival: (notification: NotificationDto) => void): void {
  const client = useQueryClient();
  useServerEvent('notification.created', (notification) => {
    const list = client.getQueryData<NotificationList>(notificationsQueryKey);
    if (list) {
      client.setQueryData<NotificationList>(notificationsQueryKey, withNotification(list, notification));
    } else {
      // The first load is still on its way and may have been answered before this one existed.
      void client.invalidateQueries({ queryKey: notificationsQueryKey });
    }
    onArrival(notification);
  });
}

/** Marks every notification read, at once on screen (the badge drops to zero) and then on the server. */
export function useMarkAllRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onMutate: async () => {
      await client.cancelQueries({ queryKey: notificationsQueryKey });
      const list = client.getQueryData<NotificationList>(notificationsQueryKey);
      if (list) client.setQueryData<NotificationList>(notificationsQueryKey, withAllRead(list));
    },
    // Whatever the server kept, show that rather than our guess.
    onError: () => client.invalidateQueries({ queryKey: notificationsQueryKey }),
  });
}
