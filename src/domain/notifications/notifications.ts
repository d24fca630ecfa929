// Spec §2 "Notification banners appear above the header, sorted error, warning, info, success.
// Each can be dismissed; dismissal is remembered for the browser session (stored under
// Notification_{key})." §3 "Notification: type (error, warning, info, success), message, key,
// bold, cta, ctaLearn, ctaPurchase, closeButton, hidden; also id, description (translation key),
// linkText (translation key), product title."

export const NOTIFICATION_TYPES = ['error', 'warning', 'info', 'success'] as const;

export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export interface Notification {
  readonly type: NotificationType;
  readonly message: string;
  readonly key: string;
  readonly bold?: string;
  readonly cta?: string;
  readonly ctaLearn?: string;
  readonly ctaPurchase?: string;
  readonly closeButton: boolean;
  readonly hidden: boolean;
  readonly id?: string;
  readonly description?: string;
  readonly linkText?: string;
  readonly productTitle?: string;
}

/** Stable: notifications of one type keep their order. */
export const sortNotifications = (
  notifications: readonly Notification[],
): readonly Notification[] =>
  [...notifications].sort(
    (a, b) => NOTIFICATION_TYPES.indexOf(a.type) - NOTIFICATION_TYPES.indexOf(b.type),
  );

/** The session-storage key that remembers a dismissal. */
export const notificationDismissalKey = (key: string): string => `Notification_${key}`;

/** What the banner area shows: not hidden, not dismissed this session, sorted by type. */
export const visibleNotifications = (
  notifications: readonly Notification[],
  dismissedStorageKeys: ReadonlySet<string>,
): readonly Notification[] =>
  sortNotifications(
    notifications.filter(
      (notification) =>
        !notification.hidden &&
        !dismissedStorageKeys.has(notificationDismissalKey(notification.key)),
    ),
  );
