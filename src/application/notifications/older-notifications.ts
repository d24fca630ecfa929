import type { NotificationList, ServerNotification } from '../ports/notifications.port';

// The view-all page lists the newest page (the one the bell shares) and, below it, the older
// pages its "Show more" fetched (D-NOTIF-8). When a new answer replaces the newest page, these
// rules keep the older ones in step with it, so the page never shows one twice or leaves a gap.

/** Ids are digits, higher for later notifications (D-NOTIF-1). */
const idOf = (notification: ServerNotification): number => Number(notification.id);

/** What the call that brought the new newest page did. */
export type NewestPageCall = 'load' | 'markRead' | 'clear';

/**
 * The older notifications to keep below a new newest page: none when the backend says nothing
 * older exists (a clear, for one); otherwise those of the previous newest page that no longer fit
 * on it (newer ones arrived) and the older pages, below the new page's oldest. A mark-read covered
 * everything up to the latest id, so they are read too.
 */
export const olderBelow = (
  answer: NotificationList,
  previous: NotificationList | undefined,
  older: readonly ServerNotification[],
  call: NewestPageCall,
): readonly ServerNotification[] => {
  if (answer.hasOlder !== true || older.length === 0) return [];
  const oldestShown = Math.min(...answer.notifications.map(idOf));
  const kept = [...(previous?.notifications ?? []), ...older].filter(
    (notification) => idOf(notification) < oldestShown,
  );
  return call === 'markRead' ? kept.map((notification) => ({ ...notification, read: true })) : kept;
};

/** The id to ask for notifications older than: the last of those shown. */
export const oldestShownId = (
  newest: NotificationList,
  older: readonly ServerNotification[],
): string | undefined => (older.at(-1) ?? newest.notifications.at(-1))?.id;
