/**
 * Notification banners the user closed in this browser session (spec §2 "dismissal is remembered
 * for the browser session (stored under Notification_{key})"). `key` is the notification's own key;
 * the storage key is the domain's `notificationDismissalKey`.
 *
 * Never fails: unreadable storage means "not dismissed"; a dismissal the browser refuses to store
 * is forgotten at the next page load.
 */
export interface DismissedNotifications {
  isDismissed(notificationKey: string): boolean;
  dismiss(notificationKey: string): void;
}
