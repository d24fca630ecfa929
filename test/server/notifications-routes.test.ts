import { sqliteQueryLayer } from '../../server/db/query-layer';
import { SqlOutboxRepository } from '../../server/mail/sql-outbox-repository';
import { epochSeconds, systemClock, type Clock } from '../../server/clock';
import { Mailer } from '../../server/mail/mailer';
import { orderCompleted } from '../../server/notifications/notification-events';
import { getADunsServicesOver } from './test-database';
import { startTestServer, type TestServer } from './test-server';

jest.setTimeout(60_000);

// GET /services/notifications, POST /services/notifications/read and /clear (D-NOTIF-1, D-NOTIF-2),
// the pages of the view-all page (D-NOTIF-8) and the mail of a DUNS number issued (D-NOTIF-9).

const aString = expect.any(String) as unknown as string;
const anErrorBody = { error: aString, message: aString };
const someId = expect.stringMatching(/^\d+$/) as unknown as string;
const anIsoTime = expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as unknown as string;

interface WireNotification {
  readonly id: string;
  readonly key: string;
  readonly read: boolean;
}
interface WireList {
  readonly notifications: readonly WireNotification[];
  readonly hasOlder: boolean;
  readonly unreadCount: number;
  readonly latestId: string | null;
}

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ SEED_COMPANY_COUNT: '1000' });
});
afterAll(() => t.close());

const list = async (userId: string, query = ''): Promise<WireList> => {
  const answer = await t.call('GET', `/services/notifications${query}`, {
    headers: (await t.signIn(userId)).headers,
  });
  expect(answer.status).toBe(200);
  return answer.json as WireList;
};

const post = async (action: 'read' | 'clear', userId: string, body: unknown = {}) =>
  t.call('POST', `/services/notifications/${action}`, {
    headers: (await t.signIn(userId)).writeHeaders,
    body,
  });

/** A notification recorded the way the backend's events record them, in the server's database. */
const record = async (userId: string, key: string): Promise<string> =>
  String(
    await getADunsServicesOver(t.db, systemClock).notifications.add(
      userId,
      { ...orderCompleted('ORD-9', 'Livelogo'), key },
      epochSeconds(systemClock),
    ),
  );

describe('GET /services/notifications', () => {
  it('answers the seeded user’s notifications, newest first, with the unread count, uncached', async () => {
    const answer = await t.call('GET', '/services/notifications', {
      headers: (await t.signIn('usr-us-owner')).headers,
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const body = answer.json as WireList;
    expect(body.unreadCount).toBe(3);
    expect(body.hasOlder).toBe(false);
    expect(body.notifications.map((n) => [n.key, n.read])).toEqual([
      ['payment-failed', false],
      ['credit-file-activity', false],
      ['auto-renewal-off', false],
      ['support-reply', true],
      ['profile-update-rejected', true],
      ['payment-card-expiring', true],
      ['order-completed', true],
      ['credit-file-activity', true],
      ['company-associated', true],
    ]);
    expect(body.latestId).toBe(String(Math.max(...body.notifications.map((n) => Number(n.id)))));
    expect(body.notifications[3]).toEqual({
      id: someId,
      type: 'info',
      key: 'support-reply',
      message: 'We have corrected the phone number of Acme Analytics LLC as you asked.',
      description: null,
      values: {},
      bold: 'Support case 48213:',
      cta: null,
      productTitle: null,
      createdAt: anIsoTime,
      read: true,
      banner: false,
    });
    expect(body.notifications[5]).toMatchObject({ key: 'payment-card-expiring', banner: true });
    expect(body.notifications[6]).toEqual({
      id: someId,
      type: 'success',
      key: 'order-completed',
      message: null,
      description: 'notifications.event.orderCompleted',
      values: { orderNumber: 'ORD-2026-000517', productName: 'AAA Diploma' },
      bold: null,
      cta: {
        kind: 'learn',
        url: '/accountInfo/orders',
        linkText: 'notifications.link.viewOrders',
      },
      productTitle: 'AAA Diploma',
      createdAt: anIsoTime,
      read: true,
      banner: false,
    });
  });

  it('answers an empty list to a user without notifications', async () => {
    expect(await list('usr-internal')).toEqual({
      notifications: [],
      hasOlder: false,
      unreadCount: 0,
      latestId: null,
    });
  });

  it('answers 401 without a session', async () => {
    const answer = await t.call('GET', '/services/notifications');
    expect(answer.status).toBe(401);
    expect(answer.json).toEqual(anErrorBody);
  });

  it('issues a DUNS application whose time has come before listing, so the bell shows it', async () => {
    const sixtyDaysAgo: Clock = { now: () => new Date(Date.now() - 60 * 86_400_000) };
    await getADunsServicesOver(t.db, sixtyDaysAgo).applications.startOrGet('usr-expired-password', {
      flow: 'GAD',
      businessName: 'Okafor Catering',
      zipCode: '60601',
    });
    const { notifications } = await list('usr-expired-password');
    expect(notifications.map((n) => n.key)).toEqual([
      'duns-number-issued',
      'duns-application-received',
    ]);
    // Spec §4 "the number emailed": the mail went out with the answer, in the user's language.
    const outbox = () =>
      new Mailer(
        new SqlOutboxRepository(sqliteQueryLayer(t.db)),
        { now: () => new Date() },
        undefined,
        () => undefined,
      ).outbox('expired@example.com');
    const [mail, ...others] = await outbox();
    expect(others).toEqual([]);
    expect(mail).toMatchObject({ kind: 'notice', subject: 'Your DUNS number is ready' });
    const duns = /DUNS number of Okafor Catering is:\n\n(\d{9})\n/.exec(mail?.text ?? '')?.[1];
    expect(duns).toEqual(expect.stringMatching(/^\d{9}$/));
    expect(mail?.text).toContain(`${t.baseUrl}/companyDetails?duns=${duns ?? ''}`);
    // Listing again sends nothing more.
    await list('usr-expired-password');
    expect(await outbox()).toHaveLength(1);
  });

  it('pages with limit and before: the newest first, then older ones, saying whether more exist', async () => {
    const ids: string[] = [];
    for (const key of ['a', 'b', 'c', 'd', 'e']) ids.push(await record('usr-new-user', key));
    const first = await list('usr-new-user', '?limit=2');
    expect(first.notifications.map((n) => n.key)).toEqual(['e', 'd']);
    expect(first).toMatchObject({ hasOlder: true, unreadCount: 5, latestId: ids[4] });
    const second = await list('usr-new-user', `?limit=2&before=${ids[3] ?? ''}`);
    expect(second.notifications.map((n) => n.key)).toEqual(['c', 'b']);
    // The count and the latest id are the whole list's, whatever the page.
    expect(second).toMatchObject({ hasOlder: true, unreadCount: 5, latestId: ids[4] });
    const last = await list('usr-new-user', `?before=${ids[1] ?? ''}`);
    expect(last.notifications.map((n) => n.key)).toEqual(['a']);
    expect(last.hasOlder).toBe(false);
    expect((await list('usr-new-user', '?limit=100')).notifications).toHaveLength(5);
  });

  it.each([
    ['a limit of zero', '?limit=0'],
    ['a limit above 100', '?limit=101'],
    ['a limit that is not a number', '?limit=ten'],
    ['a before of zero', '?before=0'],
    ['a before that is not an id', '?before=latest'],
    ['a parameter no schema names', '?after=3'],
  ])('answers 400 with a JSON error to %s', async (_name, query) => {
    const answer = await t.call('GET', `/services/notifications${query}`, {
      headers: (await t.signIn('usr-us-owner')).headers,
    });
    expect({ status: answer.status, body: answer.json }).toEqual({
      status: 400,
      body: anErrorBody,
    });
  });
});

describe('POST /services/notifications/read and /clear', () => {
  it('read marks them all as read and answers the list', async () => {
    const before = await list('usr-uk-trial');
    expect(before.unreadCount).toBe(1);
    const answer = await post('read', 'usr-uk-trial');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.json).toEqual({
      ...before,
      unreadCount: 0,
      notifications: before.notifications.map((n) => ({ ...n, read: true })),
    });
  });

  it('read and clear leave a notification newer than upTo as it is', async () => {
    const { latestId } = await list('usr-terms-pending');
    const newer = await record('usr-terms-pending', 'newer');
    const read = (await post('read', 'usr-terms-pending', { upTo: latestId })).json as WireList;
    expect(read.notifications.map((n) => [n.key, n.read])).toEqual([
      ['newer', false],
      ['terms-pending', true],
    ]);
    const cleared = (await post('clear', 'usr-terms-pending', { upTo: latestId })).json as WireList;
    expect(cleared).toEqual({
      notifications: [expect.objectContaining({ id: newer, key: 'newer', read: false })],
      hasOlder: false,
      unreadCount: 1,
      latestId: newer,
    });
  });

  it('clear empties the list for good; new notifications accumulate afterwards', async () => {
    await record('usr-cz-user', 'old');
    const cleared = await post('clear', 'usr-cz-user');
    expect(cleared.status).toBe(200);
    expect(cleared.json).toEqual({
      notifications: [],
      hasOlder: false,
      unreadCount: 0,
      latestId: null,
    });
    expect((await list('usr-cz-user')).notifications).toEqual([]);
    await record('usr-cz-user', 'first-after');
    await record('usr-cz-user', 'second-after');
    const after = await list('usr-cz-user');
    expect(after.notifications.map((n) => n.key).sort()).toEqual(['first-after', 'second-after']);
    expect(after.unreadCount).toBe(2);
  });

  it('never shows, reads or clears another user’s notifications', async () => {
    const theirs = await record('usr-temporary-password', 'theirs');
    await post('read', 'usr-pending-duns', { upTo: theirs });
    await post('clear', 'usr-pending-duns', { upTo: theirs });
    const mine = await list('usr-pending-duns');
    expect(mine.notifications.map((n) => n.id)).not.toContain(theirs);
    expect(await list('usr-temporary-password')).toEqual({
      notifications: [expect.objectContaining({ id: theirs, read: false })],
      hasOlder: false,
      unreadCount: 1,
      latestId: theirs,
    });
  });

  it.each(['read', 'clear'] as const)(
    '%s answers 401 without a session and 403 without the CSRF header, changing nothing',
    async (action) => {
      const id = await record('usr-locked', `csrf-${action}`);
      const anonymous = await t.call('POST', `/services/notifications/${action}`, { body: {} });
      expect(anonymous.status).toBe(401);
      expect(anonymous.json).toEqual(anErrorBody);
      const withoutCsrf = await t.call('POST', `/services/notifications/${action}`, {
        headers: { ...(await t.signIn('usr-locked')).headers, origin: t.baseUrl },
        body: {},
      });
      expect(withoutCsrf.status).toBe(403);
      expect(withoutCsrf.json).toEqual(anErrorBody);
      expect((await list('usr-locked')).notifications).toContainEqual(
        expect.objectContaining({ id, read: false }),
      );
    },
  );

  it.each([
    ['an upTo that is not digits', { upTo: 'latest' }],
    ['an upTo given as a number', { upTo: 12 }],
    ['an upTo of zero', { upTo: '0' }],
    ['an upTo too long', { upTo: '1'.repeat(16) }],
    ['a field no schema names', { all: true }],
    ['a JSON array', [1]],
    ['a string', 'clear'],
    ['null', null],
  ])('answers 400 with a JSON error to a body with %s', async (_name, body) => {
    for (const action of ['read', 'clear'] as const) {
      const answer = await t.call('POST', `/services/notifications/${action}`, {
        headers: (await t.signIn('usr-us-owner')).writeHeaders,
        rawBody: JSON.stringify(body),
      });
      expect({ action, status: answer.status, body: answer.json }).toEqual({
        action,
        status: 400,
        body: anErrorBody,
      });
    }
  });

  it('answers 400, not 500, to a body that is not JSON', async () => {
    const answer = await t.call('POST', '/services/notifications/clear', {
      headers: (await t.signIn('usr-us-owner')).writeHeaders,
      rawBody: '{"upTo":',
    });
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual(anErrorBody);
    expect((await list('usr-us-owner')).notifications).toHaveLength(9);
  });
});
