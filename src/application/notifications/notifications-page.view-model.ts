import type { NotificationType } from '../../domain/notifications/notifications';
import type {
  NotificationCentreFailure,
  NotificationCentreState,
} from '../frame/notification-centre.use-case';
import type { NotificationItem } from '../frame/notification-items';
import type { NotificationCallToAction, NotificationText } from '../ports/notifications.port';

// The view-all page (spec §2 "notifications (list and view-all page)"): every notification of the
// user, newest first, each with its type, text, date, product and call to action (D-NOTIF-8).

/** Relative time units react-intl formats ("3 hours ago", "yesterday"). */
export type AgeUnit = 'second' | 'minute' | 'hour' | 'day';

/**
 * When a notification arrived, as the page says it: relative within the last week ("2 hours
 * ago", "yesterday"), the date after that.
 */
export type NotificationAge =
  | {
      readonly kind: 'relative';
      readonly value: number;
      readonly unit: AgeUnit;
      readonly at: string;
    }
  | { readonly kind: 'date'; readonly at: string };

export interface NotificationEntryViewModel {
  readonly id: string;
  readonly type: NotificationType;
  readonly text: NotificationText;
  readonly bold: string | undefined;
  readonly productTitle: string | undefined;
  readonly cta: NotificationCallToAction | undefined;
  /** Unread when the page opened (it marks them read at once) or arrived unread since. */
  readonly unread: boolean;
  /** Undefined for a notification the portal derives (a standing offer) or an unreadable date. */
  readonly age: NotificationAge | undefined;
}

export type NotificationsPageViewModel =
  | { readonly status: 'loading' }
  /** The first load failed: the error and a retry. */
  | { readonly status: 'failed' }
  | {
      readonly status: 'ready';
      /** Newest first; empty: the empty state. */
      readonly entries: readonly NotificationEntryViewModel[];
      /** "Show more": hidden when nothing older exists. */
      readonly showMore: 'hidden' | 'offered' | 'loading';
      /** Clear all is on its way (or another call): the button is busy. */
      readonly busy: boolean;
      /** The last call that failed, kept until one succeeds; the list shown is from before it. */
      readonly failure: NotificationCentreFailure | undefined;
    };

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** From a week on, the date says more than "9 days ago". */
const RELATIVE_FOR = 7 * DAY;

/** How long ago `createdAt` (ISO 8601) was at `now`, in the largest whole unit. */
export const notificationAge = (createdAt: string, now: Date): NotificationAge | undefined => {
  const at = Date.parse(createdAt);
  if (Number.isNaN(at)) return undefined;
  // A clock a little behind the server's would make it "in 1 minute": it is "now".
  const elapsed = Math.max(0, now.getTime() - at);
  const iso = new Date(at).toISOString();
  if (elapsed >= RELATIVE_FOR) return { kind: 'date', at: iso };
  const [unit, size]: readonly [AgeUnit, number] =
    elapsed >= DAY
      ? ['day', DAY]
      : elapsed >= HOUR
        ? ['hour', HOUR]
        : elapsed >= MINUTE
          ? ['minute', MINUTE]
          : ['second', SECOND];
  // Negative: react-intl says "ago" for the past. Seconds are all "now".
  const value = unit === 'second' ? 0 : -Math.floor(elapsed / size);
  return { kind: 'relative', value, unit, at: iso };
};

const toEntry = (
  item: NotificationItem,
  unreadWhenOpened: ReadonlySet<string>,
  now: Date,
): NotificationEntryViewModel => ({
  id: item.id,
  type: item.type,
  text: item.text,
  bold: item.bold,
  productTitle: item.productTitle,
  cta: item.cta,
  unread: !item.read || unreadWhenOpened.has(item.id),
  age: item.createdAt === undefined ? undefined : notificationAge(item.createdAt, now),
});

/** The page's view model from the notification centre's state and the time now. */
export const toNotificationsPageViewModel = (
  state: NotificationCentreState,
  now: Date,
): NotificationsPageViewModel => {
  if (state.status !== 'ready') return state;
  const page = state.page;
  return {
    status: 'ready',
    entries: state.notifications.map((item) =>
      toEntry(item, page?.unreadWhenOpened ?? new Set(), now),
    ),
    showMore:
      page === undefined || !page.hasOlder ? 'hidden' : page.loadingOlder ? 'loading' : 'offered',
    busy: state.updating,
    failure: state.failure,
  };
};
