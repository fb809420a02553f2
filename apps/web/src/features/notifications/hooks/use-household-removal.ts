import { useEffect, useState } from 'react';
import { HOUSEHOLD_NOTIFICATIONS, type NotificationDto } from '#contracts';
import { fetchNotifications } from '../api';

const REMOVED_TITLE = HOUSEHOLD_NOTIFICATIONS.removed('', '').title;

/**
 * The unread notice that the owner removed this user from their family, if any: the subscription
 * page, where a removed member lands, says why (their bell is not on that page). Read without the
 * query cache, as the onboarding pages read the access state; nothing shows while it loads or if it fails.
 */
export function useHouseholdRemoval(): NotificationDto | null {
  const [removal, setRemoval] = useState<NotificationDto | null>(null);
  useEffect(() => {
    let live = true;
    fetchNotifications().then(
      (list) => live && setRemoval(list.items.find((n) => !n.read && n.title === REMOVED_TITLE) ?? null),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return removal;
}
