import { useEffect, useState } from 'react';
import { HOUSEHOLD_NOTIFICATIONS, type NotificationDto } from '#contracts';
import { useServerEvent } from '../../../shared/socket';
import { fetchNotifications } from '../api';

const REMOVED_TITLE = HOUSEHOLD_NOTIFICATIONS.removed('', '').title;
const isRemoval = (n: NotificationDto) => !n.read && n.title === REMOVED_TITLE;

/**
 * The unread notice that the owner removed this user from their family, if any: the subscription
 * page, where a removed member lands, says why (their bell is not on that page). Read without the
 * query cache, as the onboarding pages read the access state; nothing shows while it loads or if it
 * fails. The notice pushed a moment after the removal (the worker stores it) shows as it arrives.
 */
export function useHouseholdRemoval(): NotificationDto | null {
  const [removal, setRemoval] = useState<NotificationDto | null>(null);
  useEffect(() => {
    let live = true;
    fetchNotifications().then(
      (list) => live && setRemoval((shown) => shown ?? list.items.find(isRemoval) ?? null),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  useServerEvent('notification.created', (n) => {
    if (isRemoval(n)) setRemoval(n);
  });
  return removal;
}
