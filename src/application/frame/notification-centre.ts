import { inject, injectable } from 'inversify';
import { BehaviorSubject, type Observable } from 'rxjs';
import * as E from 'fp-ts/Either';
import type { TaskEither } from 'fp-ts/TaskEither';
import {
  aaaDiplomaPurchaseNotification,
  isAaaDiplomaPurchaseNotificationDue,
} from '../../domain/notifications/aaa-diploma-notification';
import type { Entitlements } from '../../domain/entitlements/entitlements';
import type { Notification, NotificationType } from '../../domain/notifications/notifications';
import { TOKENS } from '../app.tokens';
import type { ViewModelStore } from '../view-model-store';
import type { DismissedNotifications } from '../ports/dismissed-notifications.port';
import type {
  NotificationCallToAction,
  NotificationList,
  Notifications,
  NotificationText,
} from '../ports/notifications.port';
import type { ServiceError } from '../ports/service-error';

/** One entry of the bell panel and the view-all page. */
export interface NotificationItem {
  /** Unique in the list: the backend's id, or `portal:<key>` for one the portal derives. */
  readonly id: string;
  /** `server`: recorded by the backend; `portal`: derived here (the AAA diploma purchase). */
  readonly origin: 'server' | 'portal';
  readonly type: NotificationType;
  readonly key: string;
  readonly text: NotificationText;
  readonly bold: string | undefined;
  readonly cta: NotificationCallToAction | undefined;
  readonly productTitle: string | undefined;
  /** ISO 8601; undefined for a notification the portal derives (it is a standing offer). */
  readonly createdAt: string | undefined;
  /** A derived notification is never news, so it is always read (D-NOTIF-3). */
  readonly read: boolean;
}

/** Which call failed last; the list shown is the one from before it. */
export type NotificationCentreFailure = 'load' | 'markRead' | 'clear';

export type NotificationCentreState =
  | { readonly status: 'loading' }
  /** The first load failed: there is nothing to show; `load()` tries again. */
  | { readonly status: 'failed' }
  | {
      readonly status: 'ready';
      /** Derived ones first, then the backend's newest first. */
      readonly notifications: readonly NotificationItem[];
      /** The bell's count. */
      readonly unreadCount: number;
      readonly failure: NotificationCentreFailure | undefined;
      /** A load, mark-read or clear is on its way. */
      readonly updating: boolean;
    };

const PORTAL_ID_PREFIX = 'portal:';

/** A notification the portal derives (domain) as a panel entry. */
const derivedItem = (notification: Notification): NotificationItem => {
  const purchase = notification.ctaPurchase;
  const learn = notification.ctaLearn;
  const productLink = { kind: 'product', productTitle: notification.productTitle ?? '' } as const;
  return {
    id: `${PORTAL_ID_PREFIX}${notification.key}`,
    origin: 'portal',
    type: notification.type,
    key: notification.key,
    text: { kind: 'message', id: notification.message, values: {} },
    bold: notification.bold,
    cta:
      purchase !== undefined
        ? { kind: 'purchase', linkText: purchase, link: productLink }
        : learn !== undefined
          ? { kind: 'learn', linkText: learn, link: productLink }
          : undefined,
    productTitle: notification.productTitle,
    createdAt: undefined,
    read: true,
  };
};

/**
 * The header's bell and its panel, and the view-all page (spec §2, §4, §6): the backend's
 * notifications for the user plus the AAA diploma purchase notification when it applies to the
 * selected company's entitlements (D-DOM-21), the unread count, mark-all-read when the panel
 * opens, and clear. A failed call keeps the list as it was and says which call failed.
 */
@injectable()
export class NotificationCentre implements ViewModelStore<NotificationCentreState> {
  private readonly state = new BehaviorSubject<NotificationCentreState>({ status: 'loading' });
  readonly state$: Observable<NotificationCentreState> = this.state.asObservable();

  private server: NotificationList | undefined;
  private entitlements: Entitlements | undefined;
  private failure: NotificationCentreFailure | undefined;
  private firstLoadFailed = false;
  /** Calls started, and the latest whose answer was applied: an older answer never overrides a newer one. */
  private started = 0;
  private applied = 0;
  private inFlight = 0;

  constructor(
    @inject(TOKENS.Notifications) private readonly gateway: Notifications,
    @inject(TOKENS.DismissedNotifications) private readonly dismissed: DismissedNotifications,
  ) {}

  get snapshot(): NotificationCentreState {
    return this.state.getValue();
  }

  /** Loads the user's notifications (again, e.g. when the panel opens or a page loads). */
  async load(): Promise<void> {
    if (this.server === undefined) {
      this.firstLoadFailed = false;
      this.publish();
    }
    await this.call('load', this.gateway.list());
  }

  /**
   * The selected company's entitlements (undefined while none are known): they decide whether
   * the AAA diploma purchase notification is listed. Call it again whenever the company changes.
   */
  showFor(entitlements: Entitlements | undefined): void {
    this.entitlements = entitlements;
    this.publish();
  }

  /** The panel was opened: everything it showed is read. Nothing is sent when nothing is unread. */
  async markAllRead(): Promise<void> {
    const server = this.server;
    if (server === undefined || server.unreadCount === 0) return;
    await this.call('markRead', this.gateway.markRead(server.latestId));
  }

  /**
   * Clears everything shown: the backend's notifications for good (new ones accumulate
   * afterwards), a derived one for the browser session, as closing its banner does (D-NOTIF-3).
   */
  async clear(): Promise<void> {
    const server = this.server;
    if (server === undefined) return;
    const derived = this.derivedItems();
    if (server.latestId !== undefined) {
      const cleared = await this.call('clear', this.gateway.clear(server.latestId));
      if (!cleared) return;
    }
    for (const item of derived) this.dismissed.dismiss(item.key);
    this.publish();
  }

  /** Runs one backend call; its answer replaces the list unless a later call's answer came first. */
  private async call(
    kind: NotificationCentreFailure,
    request: TaskEither<ServiceError, NotificationList>,
  ): Promise<boolean> {
    const sequence = ++this.started;
    this.inFlight += 1;
    this.publish();
    const answer = await request();
    this.inFlight -= 1;
    if (sequence > this.applied) {
      this.applied = sequence;
      if (E.isRight(answer)) {
        this.server = answer.right;
        this.failure = undefined;
      } else if (this.server === undefined) {
        this.firstLoadFailed = true;
      } else {
        this.failure = kind;
      }
    }
    this.publish();
    return E.isRight(answer);
  }

  private derivedItems(): readonly NotificationItem[] {
    const due =
      this.entitlements !== undefined && isAaaDiplomaPurchaseNotificationDue(this.entitlements);
    return due && !this.dismissed.isDismissed(aaaDiplomaPurchaseNotification.key)
      ? [derivedItem(aaaDiplomaPurchaseNotification)]
      : [];
  }

  private publish(): void {
    const server = this.server;
    if (server === undefined) {
      this.state.next(
        this.firstLoadFailed && this.inFlight === 0 ? { status: 'failed' } : { status: 'loading' },
      );
      return;
    }
    this.state.next({
      status: 'ready',
      notifications: [
        ...this.derivedItems(),
        ...server.notifications.map((notification): NotificationItem => ({
          ...notification,
          origin: 'server',
        })),
      ],
      unreadCount: server.unreadCount,
      failure: this.failure,
      updating: this.inFlight > 0,
    });
  }
}
