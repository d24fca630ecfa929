import type { TaskEither } from 'fp-ts/TaskEither';
import type { NotificationType } from '../../domain/notifications/notifications';
import type { ServiceError } from './service-error';

// The user's notifications (spec §2 "notifications (list and view-all page)", §3 Notification,
// §4 "Notifications accumulate and can be cleared"): GET /services/notifications and its two
// writes (docs/decisions/notifications.md D-NOTIF-1, D-NOTIF-2).

/**
 * What a notification says: a literal text (§3 `message`), or a message id of the portal's
 * catalogue (§3 `description`) with the values of its placeholders. A message id arrives at run
 * time, so the UI shows it only if the catalogue has it.
 */
export type NotificationText =
  | { readonly kind: 'literal'; readonly text: string }
  | {
      readonly kind: 'message';
      readonly id: string;
      readonly values: Readonly<Record<string, string>>;
    };

/**
 * Where a call to action leads: a page of the portal (a path for the router), an external https
 * page, or — for a notification the portal derives, such as the AAA diploma purchase — the
 * purchase of the product named, which the UI resolves.
 */
export type NotificationLink =
  | { readonly kind: 'portal'; readonly path: string }
  | { readonly kind: 'external'; readonly url: string }
  | { readonly kind: 'product'; readonly productTitle: string };

/** §3 cta, ctaLearn, ctaPurchase and linkText. */
export interface NotificationCallToAction {
  readonly kind: 'learn' | 'purchase';
  /** Message id of the link's text. */
  readonly linkText: string;
  readonly link: NotificationLink;
}

/** A notification the backend recorded for the user. */
export interface ServerNotification {
  /** The backend's id (digits). */
  readonly id: string;
  readonly type: NotificationType;
  /** What kind of notification it is, e.g. `duns-number-issued` (§3 `key`). */
  readonly key: string;
  readonly text: NotificationText;
  /** A literal text shown in bold before the message. */
  readonly bold: string | undefined;
  readonly cta: NotificationCallToAction | undefined;
  readonly productTitle: string | undefined;
  /** ISO 8601. */
  readonly createdAt: string;
  readonly read: boolean;
  /** Also a banner above the header (spec §2), until cleared or dismissed (D-NOTIF-12). */
  readonly banner: boolean;
}

export interface NotificationList {
  /** Not cleared, newest first: the page asked for; the backend lists at most 100. */
  readonly notifications: readonly ServerNotification[];
  /**
   * Whether older notifications, not cleared, exist beyond this list (the view-all page's "Show
   * more"); a gateway that does not say (undefined) has none to offer.
   */
  readonly hasOlder?: boolean;
  /** Unread and not cleared, including any beyond the list. */
  readonly unreadCount: number;
  /**
   * The highest id not cleared (undefined when none): passed back to `markRead` and `clear`, so
   * that a notification that arrived after the list was shown is neither read nor cleared unseen.
   */
  readonly latestId: string | undefined;
}

/** Which notifications to list: the `limit` newest, or the `limit` newest older than `before`. */
export interface NotificationPageRequest {
  /** An id of the list shown (its oldest): only notifications older than it. */
  readonly before?: string;
  readonly limit?: number;
}

export interface Notifications {
  /** GET /notifications: the newest (the backend's 100 without a page), or the page asked for. */
  list(page?: NotificationPageRequest): TaskEither<ServiceError, NotificationList>;
  /** POST /notifications/read: marks them read up to `upTo` (all without it); answers the list. */
  markRead(upTo: string | undefined): TaskEither<ServiceError, NotificationList>;
  /** POST /notifications/clear: clears them up to `upTo` (all without it) for good; answers the list. */
  clear(upTo: string | undefined): TaskEither<ServiceError, NotificationList>;
}
