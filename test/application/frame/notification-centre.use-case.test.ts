import * as E from 'fp-ts/Either';
import type { TaskEither } from 'fp-ts/TaskEither';
import {
  NotificationCentre,
  type NotificationCentreState,
} from '../../../src/application/frame/notification-centre.use-case';
import type {
  NotificationList,
  Notifications,
  ServerNotification,
} from '../../../src/application/ports/notifications.port';
import type { ServiceError } from '../../../src/application/ports/service-error';
import { noEntitlements, type Entitlements } from '../../../src/domain/entitlements/entitlements';
import { FakeDismissedNotifications } from '../fakes';

// Spec §2 notifications, §4 "Notifications accumulate and can be cleared", §6 the bell's panel,
// D-DOM-21 (the AAA diploma purchase notification), which the panel lists first and never counts as
// unread (D-NOTIF-3).

const notification = (id: string, read: boolean): ServerNotification => ({
  id,
  type: 'success',
  key: 'duns-number-issued',
  text: { kind: 'message', id: 'notifications.event.dunsNumberIssued', values: { duns: id } },
  bold: undefined,
  cta: {
    kind: 'learn',
    linkText: 'notifications.link.viewCompanyProfile',
    link: { kind: 'portal', path: '/companyDetails?duns=123456789' },
  },
  productTitle: undefined,
  createdAt: '2026-03-02T10:00:00.000Z',
  read,
  banner: false,
});

const TWO_UNREAD: NotificationList = {
  notifications: [notification('12', false), notification('11', false), notification('10', true)],
  unreadCount: 2,
  latestId: '12',
};
const ALL_READ: NotificationList = {
  notifications: TWO_UNREAD.notifications.map((n) => ({ ...n, read: true })),
  unreadCount: 0,
  latestId: '12',
};
const CLEARED: NotificationList = { notifications: [], unreadCount: 0, latestId: undefined };
const UNAVAILABLE: ServiceError = { code: 'service.unavailable', status: 503 };

type Answer = E.Either<ServiceError, NotificationList>;

/** A backend call the test answers when it chooses (or at once, with `answerNow`). */
interface PendingCall {
  readonly method: 'list' | 'markRead' | 'clear';
  readonly upTo: string | undefined;
  readonly answer: (answer: Answer) => Promise<void>;
}

class FakeNotifications implements Notifications {
  readonly calls: PendingCall[] = [];
  /** When set, every call is answered with it at once. */
  answerNow: Answer | undefined = E.right(TWO_UNREAD);

  list(): TaskEither<ServiceError, NotificationList> {
    return this.call('list', undefined);
  }
  markRead(upTo: string | undefined): TaskEither<ServiceError, NotificationList> {
    return this.call('markRead', upTo);
  }
  clear(upTo: string | undefined): TaskEither<ServiceError, NotificationList> {
    return this.call('clear', upTo);
  }

  private call(method: PendingCall['method'], upTo: string | undefined) {
    return () =>
      new Promise<Answer>((resolve) => {
        const call = {
          method,
          upTo,
          // Resolves once the store has taken the answer in.
          answer: (answer: Answer) => {
            resolve(answer);
            return new Promise<void>((done) => setImmediate(done));
          },
        };
        this.calls.push(call);
        if (this.answerNow !== undefined) resolve(this.answerNow);
      });
  }
}

const setup = () => {
  const gateway = new FakeNotifications();
  const dismissed = new FakeDismissedNotifications();
  const centre = new NotificationCentre(gateway, dismissed);
  return { gateway, dismissed, centre };
};

const ready = (state: NotificationCentreState) => {
  if (state.status !== 'ready') throw new Error(`expected ready, got ${state.status}`);
  return state;
};
const ids = (state: NotificationCentreState) => ready(state).notifications.map((n) => n.id);
const calls = (gateway: FakeNotifications) => gateway.calls.map((c) => [c.method, c.upTo]);

const withProducts = (...productNames: string[]): Entitlements => ({
  ...noEntitlements,
  vboEntitlements: productNames.map((productName) => ({ productName })),
});

describe('the notification centre', () => {
  it('is loading until the first answer, then lists the backend’s notifications with the unread count', async () => {
    const { centre, gateway } = setup();
    expect(centre.snapshot).toEqual({ status: 'loading' });
    await centre.load();
    expect(centre.snapshot).toEqual({
      status: 'ready',
      notifications: TWO_UNREAD.notifications.map((n) => ({ ...n, origin: 'server' })),
      unreadCount: 2,
      failure: undefined,
      updating: false,
    });
    expect(calls(gateway)).toEqual([['list', undefined]]);
  });

  it("loaded before the first render, the page's own first load asks nothing again; the next does (D-SSR-8)", async () => {
    const { centre, gateway } = setup();
    await centre.loadAhead();
    await centre.load();
    expect(ready(centre.snapshot).unreadCount).toBe(2);
    expect(calls(gateway)).toEqual([['list', undefined]]);
    void centre.load();
    expect(calls(gateway)).toEqual([
      ['list', undefined],
      ['list', undefined],
    ]);
  });

  it('publishes every state on state$', async () => {
    const { centre } = setup();
    const seen: string[] = [];
    const subscription = centre.state$.subscribe((state) =>
      seen.push(state.status === 'ready' ? `ready:${state.unreadCount}` : state.status),
    );
    await centre.load();
    subscription.unsubscribe();
    expect(seen[0]).toBe('loading');
    expect(seen.at(-1)).toBe('ready:2');
  });

  it('fails when the first load fails, and loads again on request', async () => {
    const { centre, gateway } = setup();
    gateway.answerNow = E.left(UNAVAILABLE);
    await centre.load();
    expect(centre.snapshot).toEqual({ status: 'failed' });
    gateway.answerNow = undefined;
    const loading = centre.load();
    expect(centre.snapshot).toEqual({ status: 'loading' });
    await gateway.calls[1]?.answer(E.right(TWO_UNREAD));
    await loading;
    expect(ready(centre.snapshot).unreadCount).toBe(2);
  });

  it('keeps the list when a reload fails, saying so, until a call succeeds', async () => {
    const { centre, gateway } = setup();
    await centre.load();
    gateway.answerNow = E.left(UNAVAILABLE);
    await centre.load();
    expect(ready(centre.snapshot)).toMatchObject({ unreadCount: 2, failure: 'load' });
    expect(ids(centre.snapshot)).toEqual(['12', '11', '10']);
    gateway.answerNow = E.right(ALL_READ);
    await centre.load();
    expect(ready(centre.snapshot)).toMatchObject({ unreadCount: 0, failure: undefined });
  });

  it('is updating while a call is on its way', async () => {
    const { centre, gateway } = setup();
    await centre.load();
    gateway.answerNow = undefined;
    const reading = centre.markAllRead();
    expect(ready(centre.snapshot).updating).toBe(true);
    await gateway.calls[1]?.answer(E.right(ALL_READ));
    await reading;
    expect(ready(centre.snapshot).updating).toBe(false);
  });

  describe('markAllRead (the panel was opened)', () => {
    it('marks read up to the latest id shown and takes the answered list', async () => {
      const { centre, gateway } = setup();
      await centre.load();
      gateway.answerNow = E.right(ALL_READ);
      await centre.markAllRead();
      expect(calls(gateway)).toEqual([
        ['list', undefined],
        ['markRead', '12'],
      ]);
      expect(ready(centre.snapshot).unreadCount).toBe(0);
      expect(ready(centre.snapshot).notifications.every((n) => n.read)).toBe(true);
    });

    it('sends nothing when nothing is unread, or nothing is loaded yet', async () => {
      const { centre, gateway } = setup();
      await centre.markAllRead();
      expect(gateway.calls).toEqual([]);
      gateway.answerNow = E.right(ALL_READ);
      await centre.load();
      await centre.markAllRead();
      expect(calls(gateway)).toEqual([['list', undefined]]);
    });

    it('keeps the list unread when it fails, saying so', async () => {
      const { centre, gateway } = setup();
      await centre.load();
      gateway.answerNow = E.left(UNAVAILABLE);
      await centre.markAllRead();
      expect(ready(centre.snapshot)).toMatchObject({ unreadCount: 2, failure: 'markRead' });
      expect(ready(centre.snapshot).notifications.map((n) => n.read)).toEqual([false, false, true]);
    });

    it('never lets an older answer overwrite a newer one', async () => {
      const { centre, gateway } = setup();
      await centre.load();
      gateway.answerNow = undefined;
      const reloading = centre.load();
      const reading = centre.markAllRead();
      await gateway.calls[2]?.answer(E.right(ALL_READ));
      await gateway.calls[1]?.answer(E.right(TWO_UNREAD));
      await Promise.all([reloading, reading]);
      expect(ready(centre.snapshot)).toMatchObject({ unreadCount: 0, failure: undefined });
    });
  });

  describe('clear', () => {
    it('clears up to the latest id shown, and new notifications accumulate afterwards', async () => {
      const { centre, gateway } = setup();
      await centre.load();
      gateway.answerNow = E.right(CLEARED);
      await centre.clear();
      expect(calls(gateway).at(-1)).toEqual(['clear', '12']);
      expect(ready(centre.snapshot)).toMatchObject({ notifications: [], unreadCount: 0 });
      gateway.answerNow = E.right({
        notifications: [notification('13', false)],
        unreadCount: 1,
        latestId: '13',
      });
      await centre.load();
      expect(ids(centre.snapshot)).toEqual(['13']);
      expect(ready(centre.snapshot).unreadCount).toBe(1);
    });

    it('keeps the list when it fails, saying so', async () => {
      const { centre, gateway } = setup();
      await centre.load();
      gateway.answerNow = E.left({ code: 'service.networkFailure' });
      await centre.clear();
      expect(ready(centre.snapshot)).toMatchObject({ unreadCount: 2, failure: 'clear' });
      expect(ids(centre.snapshot)).toEqual(['12', '11', '10']);
    });

    it('does nothing before the list is loaded', async () => {
      const { centre, gateway } = setup();
      await centre.clear();
      expect(gateway.calls).toEqual([]);
      expect(centre.snapshot).toEqual({ status: 'loading' });
    });
  });

  describe('the AAA diploma purchase notification (D-DOM-21)', () => {
    const AAA_ID = 'portal:aaa-diploma-purchase';

    it('is listed first for a company entitled to AAA Digital or Physical without the Diploma, never as unread', async () => {
      const { centre } = setup();
      await centre.load();
      centre.showFor(withProducts('AAA Digital'));
      const state = ready(centre.snapshot);
      expect(state.notifications[0]).toEqual({
        id: AAA_ID,
        origin: 'portal',
        type: 'info',
        key: 'aaa-diploma-purchase',
        text: { kind: 'message', id: 'notification.aaaDiplomaPurchase', values: {} },
        bold: undefined,
        cta: {
          kind: 'purchase',
          linkText: 'notification.aaaDiplomaPurchase.cta',
          link: { kind: 'product', productTitle: 'AAA Diploma' },
        },
        productTitle: 'AAA Diploma',
        createdAt: undefined,
        read: true,
        banner: true,
      });
      expect(ids(centre.snapshot)).toEqual([AAA_ID, '12', '11', '10']);
      expect(state.unreadCount).toBe(2);
    });

    it('its purchase leads to the Diploma’s page on the country’s product pages, in a new tab (D-NOTIF-11)', async () => {
      const { centre } = setup();
      await centre.load();
      centre.showFor(withProducts('AAA Digital'), 'https://shop.example.com/products');
      expect(ready(centre.snapshot).notifications[0]?.cta).toEqual({
        kind: 'purchase',
        linkText: 'notification.aaaDiplomaPurchase.cta',
        link: { kind: 'external', url: 'https://shop.example.com/products?product=306' },
      });
    });

    it.each([
      ['the company also holds the Diploma', withProducts('AAA Physical', 'AAA Diploma')],
      ['the company holds no AAA product', withProducts('Credit Insights')],
      ['no entitlements are known', undefined],
    ])('is not listed when %s', async (_name, entitlements) => {
      const { centre } = setup();
      await centre.load();
      centre.showFor(withProducts('AAA Physical'));
      expect(ids(centre.snapshot)).toContain(AAA_ID);
      centre.showFor(entitlements);
      expect(ids(centre.snapshot)).not.toContain(AAA_ID);
    });

    it('is not listed once dismissed in this browser session (its banner closed)', async () => {
      const { centre, dismissed } = setup();
      dismissed.dismiss('aaa-diploma-purchase');
      await centre.load();
      centre.showFor(withProducts('AAA Digital'));
      expect(ids(centre.snapshot)).toEqual(['12', '11', '10']);
    });

    it('waits for the backend’s list before showing', () => {
      const { centre } = setup();
      centre.showFor(withProducts('AAA Digital'));
      expect(centre.snapshot).toEqual({ status: 'loading' });
    });

    it('is cleared for the browser session together with the backend’s', async () => {
      const { centre, gateway, dismissed } = setup();
      await centre.load();
      centre.showFor(withProducts('AAA Digital'));
      gateway.answerNow = E.right(CLEARED);
      await centre.clear();
      expect(ready(centre.snapshot).notifications).toEqual([]);
      expect(dismissed.isDismissed('aaa-diploma-purchase')).toBe(true);
    });

    it('stays when clearing the backend’s fails', async () => {
      const { centre, gateway, dismissed } = setup();
      await centre.load();
      centre.showFor(withProducts('AAA Digital'));
      gateway.answerNow = E.left(UNAVAILABLE);
      await centre.clear();
      expect(ids(centre.snapshot)[0]).toBe(AAA_ID);
      expect(dismissed.isDismissed('aaa-diploma-purchase')).toBe(false);
    });

    it('is cleared without a backend call when the backend has none', async () => {
      const { centre, gateway, dismissed } = setup();
      gateway.answerNow = E.right(CLEARED);
      await centre.load();
      centre.showFor(withProducts('AAA Digital'));
      await centre.clear();
      expect(calls(gateway)).toEqual([['list', undefined]]);
      expect(dismissed.isDismissed('aaa-diploma-purchase')).toBe(true);
      expect(ready(centre.snapshot).notifications).toEqual([]);
    });
  });
});
