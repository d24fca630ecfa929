import {
  NotificationCentre,
  OLDER_PAGE_SIZE,
  type NotificationCentreState,
} from '../../../src/application/frame/notification-centre.use-case';
import type { ServiceError } from '../../../src/application/ports/service-error';
import { FakeDismissedNotifications } from '../fakes';
import { NotificationBackend, notificationAt } from './notification-backend.fake';

// The notification centre's part for the view-all page (spec §2, §4; D-NOTIF-2, D-NOTIF-8):
// opening it lists afresh and marks read what it showed, "Show more" pages back, leaving drops
// the older pages. The bell's part is test/application/frame/notification-centre.use-case.test.ts.

const UNAVAILABLE: ServiceError = { code: 'service.unavailable', status: 503 };

/** Notifications with ids 1…count, the newest (highest) unread when `unread` says so. */
const notifications = (count: number, unread = 0) =>
  Array.from({ length: count }, (_, index) =>
    notificationAt(index + 1, { read: index + 1 <= count - unread }),
  );

const setup = (backend: NotificationBackend) => {
  const centre = new NotificationCentre(backend, new FakeDismissedNotifications());
  return { centre, backend };
};

const ready = (state: NotificationCentreState) => {
  if (state.status !== 'ready') throw new Error(`expected ready, got ${state.status}`);
  return state;
};
const ids = (state: NotificationCentreState) =>
  ready(state).notifications.map((notification) => Number(notification.id));
const range = (from: number, to: number) =>
  Array.from({ length: from - to + 1 }, (_, index) => from - index);

describe('openAll: the view-all page opened', () => {
  it('lists afresh, remembers which were unread, and marks read up to the latest shown', async () => {
    const { centre, backend } = setup(new NotificationBackend(notifications(5, 2)));
    await centre.openAll();
    expect(backend.calls).toEqual([
      { method: 'list', arg: {} },
      { method: 'markRead', arg: '5' },
    ]);
    const state = ready(centre.snapshot);
    expect(state.unreadCount).toBe(0);
    expect(state.notifications.every((notification) => notification.read)).toBe(true);
    expect(state.page).toEqual({
      hasOlder: false,
      loadingOlder: false,
      unreadWhenOpened: new Set(['5', '4']),
    });
  });

  it('sends no mark-read when nothing is unread, and stays failed when the first load fails', async () => {
    const { centre, backend } = setup(new NotificationBackend(notifications(2)));
    backend.failNext = { method: 'list', error: UNAVAILABLE };
    await centre.openAll();
    expect(centre.snapshot).toEqual({ status: 'failed' });
    await centre.openAll();
    expect(backend.calls.map((call) => call.method)).toEqual(['list', 'list']);
    expect(ready(centre.snapshot).page?.unreadWhenOpened).toEqual(new Set());
  });

  it('is not the bell: the state has no page part until the page opens, and none after it is left', async () => {
    const { centre } = setup(new NotificationBackend(notifications(3, 1)));
    await centre.load();
    expect(ready(centre.snapshot).page).toBeUndefined();
    await centre.openAll();
    expect(ready(centre.snapshot).page).toBeDefined();
    centre.leaveAll();
    expect(ready(centre.snapshot).page).toBeUndefined();
  });
});

describe('showOlder: "Show more"', () => {
  const many = OLDER_PAGE_SIZE * 2 + 30;

  it('asks for the page before the oldest shown, until none is left', async () => {
    const { centre, backend } = setup(new NotificationBackend(notifications(many)));
    await centre.openAll();
    expect(ids(centre.snapshot)).toEqual(range(many, many - 99));
    expect(ready(centre.snapshot).page?.hasOlder).toBe(true);

    await centre.showOlder();
    expect(backend.calls.at(-1)).toEqual({
      method: 'list',
      arg: { before: String(many - 99), limit: OLDER_PAGE_SIZE },
    });
    expect(ids(centre.snapshot)).toEqual(range(many, many - 199));
    expect(ready(centre.snapshot).page?.hasOlder).toBe(true);

    await centre.showOlder();
    expect(ids(centre.snapshot)).toEqual(range(many, 1));
    expect(ready(centre.snapshot).page).toMatchObject({ hasOlder: false, loadingOlder: false });
    const calls = backend.calls.length;
    await centre.showOlder();
    expect(backend.calls).toHaveLength(calls);
  });

  it('is loading while on its way; a failure keeps the list and says so, a retry goes on', async () => {
    const { centre, backend } = setup(new NotificationBackend(notifications(OLDER_PAGE_SIZE + 5)));
    await centre.openAll();
    backend.failNext = { method: 'list', error: UNAVAILABLE };
    const showing = centre.showOlder();
    expect(ready(centre.snapshot).page?.loadingOlder).toBe(true);
    await showing;
    expect(ready(centre.snapshot)).toMatchObject({
      failure: 'showOlder',
      page: { hasOlder: true, loadingOlder: false },
    });
    expect(ready(centre.snapshot).notifications).toHaveLength(OLDER_PAGE_SIZE);
    await centre.showOlder();
    expect(ready(centre.snapshot).failure).toBeUndefined();
    expect(ready(centre.snapshot).notifications).toHaveLength(OLDER_PAGE_SIZE + 5);
  });

  it('does nothing unless the page is open', async () => {
    const { centre, backend } = setup(new NotificationBackend(notifications(OLDER_PAGE_SIZE + 5)));
    await centre.showOlder();
    await centre.load();
    await centre.showOlder();
    expect(backend.calls.map((call) => call.method)).toEqual(['list']);
  });

  it('drops an older page that comes back after Clear all emptied the list', async () => {
    const backend = new NotificationBackend(notifications(OLDER_PAGE_SIZE + 5));
    const { centre } = setup(backend);
    await centre.openAll();
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const list = backend.list.bind(backend);
    backend.list = (page) => async () => {
      const answer = await list(page)();
      await gate;
      return answer;
    };
    const showing = centre.showOlder();
    await centre.clear();
    release();
    await showing;
    expect(ready(centre.snapshot).notifications).toEqual([]);
    expect(ready(centre.snapshot).page?.hasOlder).toBe(false);
  });
  it('drops an older page that comes back after the page was left', async () => {
    const backend = new NotificationBackend(notifications(OLDER_PAGE_SIZE + 5));
    const { centre } = setup(backend);
    await centre.openAll();
    const showing = centre.showOlder();
    centre.leaveAll();
    await showing;
    expect(ready(centre.snapshot).notifications).toHaveLength(OLDER_PAGE_SIZE);
    expect(ready(centre.snapshot).page).toBeUndefined();
  });
});

describe('the older pages when the newest page changes', () => {
  const withOlderShown = async (count: number, unread = 0) => {
    const backend = new NotificationBackend(notifications(count, unread));
    const { centre } = setup(backend);
    await centre.openAll();
    await centre.showOlder();
    return { centre, backend };
  };

  it('a reload after new ones arrived keeps every notification once, none skipped', async () => {
    const { centre, backend } = await withOlderShown(OLDER_PAGE_SIZE + 50);
    for (const id of [151, 152, 153]) backend.arrive(notificationAt(id));
    await centre.load();
    expect(ids(centre.snapshot)).toEqual(range(153, 1));
  });

  it('a mark-read reads the older pages too (it covered everything up to the latest id)', async () => {
    const { centre, backend } = await withOlderShown(OLDER_PAGE_SIZE + 50);
    backend.arrive(notificationAt(151));
    await centre.load();
    await centre.markAllRead();
    expect(ready(centre.snapshot).notifications.every((notification) => notification.read)).toBe(
      true,
    );
    expect(ids(centre.snapshot)).toEqual(range(151, 1));
  });

  it('Clear all takes the older pages with it; new ones accumulate afterwards', async () => {
    const { centre, backend } = await withOlderShown(OLDER_PAGE_SIZE + 50);
    await centre.clear();
    expect(backend.calls.at(-1)).toEqual({ method: 'clear', arg: String(OLDER_PAGE_SIZE + 50) });
    expect(ready(centre.snapshot)).toMatchObject({
      notifications: [],
      page: { hasOlder: false },
    });
    backend.arrive(notificationAt(500));
    await centre.load();
    expect(ids(centre.snapshot)).toEqual([500]);
  });

  it('leaving the page drops the older pages, so the bell keeps to the newest', async () => {
    const { centre } = await withOlderShown(OLDER_PAGE_SIZE + 50);
    expect(ready(centre.snapshot).notifications).toHaveLength(OLDER_PAGE_SIZE + 50);
    centre.leaveAll();
    expect(ready(centre.snapshot).notifications).toHaveLength(OLDER_PAGE_SIZE);
  });
});
