import * as E from 'fp-ts/Either';
import type { TaskEither } from 'fp-ts/TaskEither';
import type {
  NotificationList,
  NotificationPageRequest,
  Notifications,
  ServerNotification,
} from '../../../src/application/ports/notifications.port';
import type { ServiceError } from '../../../src/application/ports/service-error';

// A backend of notifications in memory that pages, reads and clears as the reference backend does
// (D-NOTIF-1, D-NOTIF-2, D-NOTIF-8): the newest first, `before` for older pages, `upTo` for what
// was shown. Shared by the application and UI tests of the view-all page.

export const notificationAt = (
  id: number,
  overrides: Partial<ServerNotification> = {},
): ServerNotification => ({
  id: String(id),
  type: 'info',
  key: `kind-${id}`,
  text: { kind: 'literal', text: `Notification ${id}` },
  bold: undefined,
  cta: undefined,
  productTitle: undefined,
  createdAt: new Date(Date.UTC(2026, 10, 1) + id * 60_000).toISOString(),
  read: false,
  banner: false,
  ...overrides,
});

/** The backend's default page size (LIST_LIMIT). */
const NEWEST = 100;

export class NotificationBackend implements Notifications {
  /** Every notification not cleared, newest (highest id) first. */
  stored: ServerNotification[];
  readonly calls: { readonly method: string; readonly arg: unknown }[] = [];
  /** When set, the next call of this method fails with it (once). */
  failNext:
    { readonly method: 'list' | 'markRead' | 'clear'; readonly error: ServiceError } | undefined;

  constructor(notifications: readonly ServerNotification[] = []) {
    this.stored = [...notifications].sort((a, b) => Number(b.id) - Number(a.id));
  }

  /** Records a new notification, as an event of the backend does. */
  arrive(notification: ServerNotification): void {
    this.stored = [notification, ...this.stored];
  }

  list(page: NotificationPageRequest = {}): TaskEither<ServiceError, NotificationList> {
    return this.answer('list', page, () => this.page(page));
  }

  markRead(upTo: string | undefined): TaskEither<ServiceError, NotificationList> {
    return this.answer('markRead', upTo, () => {
      this.stored = this.stored.map((n) => (this.upTo(n, upTo) ? { ...n, read: true } : n));
      return this.page({});
    });
  }

  clear(upTo: string | undefined): TaskEither<ServiceError, NotificationList> {
    return this.answer('clear', upTo, () => {
      this.stored = this.stored.filter((n) => !this.upTo(n, upTo));
      return this.page({});
    });
  }

  private upTo(notification: ServerNotification, upTo: string | undefined): boolean {
    return upTo === undefined || Number(notification.id) <= Number(upTo);
  }

  private page({ before, limit = NEWEST }: NotificationPageRequest): NotificationList {
    const older = this.stored.filter((n) => before === undefined || Number(n.id) < Number(before));
    return {
      notifications: older.slice(0, limit),
      hasOlder: older.length > limit,
      unreadCount: this.stored.filter((n) => !n.read).length,
      latestId: this.stored[0]?.id,
    };
  }

  private answer(
    method: 'list' | 'markRead' | 'clear',
    arg: unknown,
    act: () => NotificationList,
  ): TaskEither<ServiceError, NotificationList> {
    return async () => {
      this.calls.push({ method, arg });
      const failure = this.failNext;
      if (failure?.method === method) {
        this.failNext = undefined;
        return E.left(failure.error);
      }
      return E.right(act());
    };
  }
}
