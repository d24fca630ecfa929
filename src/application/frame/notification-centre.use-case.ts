import { inject, injectable } from 'inversify';
import * as E from 'fp-ts/Either';
import type { TaskEither } from 'fp-ts/TaskEither';
import type { Entitlements } from '../../domain/entitlements/entitlements';
import { TOKENS } from '../app.tokens';
import { Store } from '../view-model-store';
import type { DismissedNotifications } from '../ports/dismissed-notifications.port';
import type {
  NotificationList,
  Notifications,
  ServerNotification,
} from '../ports/notifications.port';
import type { ServiceError } from '../ports/service-error';
import {
  olderBelow,
  oldestShownId,
  type NewestPageCall,
} from '../notifications/older-notifications';
import {
  portalNotificationItems,
  serverNotificationItem,
  type NotificationItem,
} from './notification-items';

/** Which call failed last; the list shown is the one from before it. */
export type NotificationCentreFailure = NewestPageCall | 'showOlder';

/** What the view-all page adds to the state while it is open (D-NOTIF-8). */
export interface NotificationPageState {
  /** Older notifications exist beyond those listed: the page offers "Show more". */
  readonly hasOlder: boolean;
  /** "Show more" is on its way. */
  readonly loadingOlder: boolean;
  /** The notifications that were unread when the page opened: it marks them read at once. */
  readonly unreadWhenOpened: ReadonlySet<string>;
}

/** How many older notifications "Show more" asks for: as many as the newest page holds. */
export const OLDER_PAGE_SIZE = 100;

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
      /** The view-all page's part; undefined unless the page is open. */
      readonly page: NotificationPageState | undefined;
    };

/**
 * The header's bell and its panel, and the view-all page (spec §2, §4, §6): the backend's
 * notifications for the user plus the AAA diploma purchase notification when it applies to the
 * selected company's entitlements (D-DOM-21), the unread count, mark-all-read when the panel
 * opens, and clear. A failed call keeps the list as it was and says which call failed.
 */
@injectable()
export class NotificationCentre extends Store<NotificationCentreState> {
  private server: NotificationList | undefined;
  /** The older pages the view-all page fetched, below `server`'s. */
  private older: readonly ServerNotification[] = [];
  private olderHasMore = false;
  private loadedAhead = false;
  private loadingOlder = false;
  private pageOpen = false;
  private unreadWhenOpened: ReadonlySet<string> = new Set();
  private entitlements: Entitlements | undefined;
  private productPagesUrl: string | undefined;
  private failure: NotificationCentreFailure | undefined;
  private firstLoadFailed = false;
  /** Calls started, and the latest whose answer was applied: an older answer never overrides a newer one. */
  private started = 0;
  private applied = 0;
  private inFlight = 0;

  constructor(
    @inject(TOKENS.Notifications) private readonly gateway: Notifications,
    @inject(TOKENS.DismissedNotifications) private readonly dismissed: DismissedNotifications,
  ) {
    super({ status: 'loading' });
  }

  /**
   * Loads the notifications before the page's first render (SignedInFirstRender): the page's own
   * first load is then this one, and is not made again.
   */
  async loadAhead(): Promise<void> {
    await this.load();
    this.loadedAhead = true;
  }

  /** Loads the user's notifications (again, e.g. when the panel opens or a page loads). */
  async load(): Promise<void> {
    if (this.loadedAhead) {
      this.loadedAhead = false;
      return;
    }
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
  showFor(entitlements: Entitlements | undefined, productPagesUrl?: string): void {
    this.entitlements = entitlements;
    this.productPagesUrl = productPagesUrl;
    this.publish();
  }

  /** A banner of a derived notification was closed: the panel leaves it out too (D-NOTIF-3). */
  dismissalsChanged(): void {
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

  /**
   * The view-all page opened: lists them afresh, notes which are unread (the page marks them as
   * new for this visit) and marks them read, as opening the panel does (D-NOTIF-2).
   */
  async openAll(): Promise<void> {
    this.pageOpen = true;
    this.unreadWhenOpened = new Set();
    await this.load();
    const server = this.server;
    if (server === undefined || !this.pageOpen) return;
    this.unreadWhenOpened = new Set(
      server.notifications.filter((notification) => !notification.read).map(({ id }) => id),
    );
    this.publish();
    await this.markAllRead();
  }

  /** "Show more" on the view-all page: the next notifications older than those shown. */
  async showOlder(): Promise<void> {
    const server = this.server;
    if (server === undefined || !this.pageOpen || this.loadingOlder || !this.hasOlder(server)) {
      return;
    }
    const before = oldestShownId(server, this.older);
    this.loadingOlder = true;
    this.publish();
    const answer = await this.gateway.list({ before, limit: OLDER_PAGE_SIZE })();
    this.loadingOlder = false;
    const current = this.server;
    // The page was left, or a clear or reload changed what is shown: this page no longer follows.
    if (this.pageOpen && current !== undefined && oldestShownId(current, this.older) === before) {
      if (E.isRight(answer)) {
        this.older = [...this.older, ...answer.right.notifications];
        this.olderHasMore = answer.right.hasOlder === true;
        this.failure = undefined;
      } else {
        this.failure = 'showOlder';
      }
    }
    this.publish();
  }

  /** The view-all page was left: its older pages and its marks of what was new go. */
  leaveAll(): void {
    this.pageOpen = false;
    this.older = [];
    this.olderHasMore = false;
    this.unreadWhenOpened = new Set();
    this.publish();
  }

  private hasOlder(server: NotificationList): boolean {
    return this.older.length > 0 ? this.olderHasMore : server.hasOlder === true;
  }

  /** Runs one backend call; its answer replaces the list unless a later call's answer came first. */
  private async call(
    kind: NewestPageCall,
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
        this.older = olderBelow(answer.right, this.server, this.older, kind);
        if (this.older.length === 0) this.olderHasMore = false;
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
    return portalNotificationItems(this.entitlements, this.productPagesUrl, (key) =>
      this.dismissed.isDismissed(key),
    );
  }

  private publish(): void {
    const server = this.server;
    if (server === undefined) {
      this.set(
        this.firstLoadFailed && this.inFlight === 0 ? { status: 'failed' } : { status: 'loading' },
      );
      return;
    }
    this.set({
      status: 'ready',
      notifications: [
        ...this.derivedItems(),
        ...[...server.notifications, ...this.older].map(serverNotificationItem),
      ],
      unreadCount: server.unreadCount,
      failure: this.failure,
      updating: this.inFlight > 0,
      page: this.pageOpen
        ? {
            hasOlder: this.hasOlder(server),
            loadingOlder: this.loadingOlder,
            unreadWhenOpened: this.unreadWhenOpened,
          }
        : undefined,
    });
  }
}
