// Each user's notifications behind their port (D-STORE-4): one table of cases for SQLite and
// PostgreSQL. The mail a notification goes out as is in notification-mail-stores.test.ts.
import { RowShapeError } from '../../server/db/rows';
import {
  LIST_LIMIT,
  type NotificationDraft,
} from '../../server/notifications/notification-repository';
import { SqlNotificationRepository } from '../../server/notifications/sql-notification-repository';
import { enginesForThisFile, insertBareUser, type FreshDatabase } from './storage-engines';

// Throwaway databases start and answer slowly on a loaded machine; jest's 5 s is too short there.
jest.setTimeout(60_000);

const engines = enginesForThisFile();
const NOW = 1_700_000_000;

const plain = (key: string): NotificationDraft => ({
  type: 'info',
  key,
  text: { message: `Message ${key}` },
});

const full: NotificationDraft = {
  type: 'success',
  key: 'duns-number-issued',
  text: { description: 'notifications.dunsIssued', values: { duns: '804735132', name: 'Acme' } },
  bold: 'Acme Analytics LLC',
  cta: { kind: 'purchase', url: '/companyDetails?duns=804735132', linkText: 'notifications.view' },
  productTitle: 'Credit Monitor',
  banner: true,
};

describe.each(engines)('notifications on $name', (engine) => {
  let database: FreshDatabase;
  let notifications: SqlNotificationRepository;
  let users = 0;

  /** A user of the case's own, so that no case sees another's notifications. */
  const newUser = async (): Promise<string> => {
    users += 1;
    const id = `user-${users}`;
    await insertBareUser(database.layer, id);
    return id;
  };
  /** Records one notification per key, a second apart, oldest first; answers their ids. */
  const addAll = async (userId: string, keys: readonly string[]): Promise<number[]> => {
    const ids: number[] = [];
    for (const [index, key] of keys.entries()) {
      ids.push(await notifications.add(userId, plain(key), NOW + index));
    }
    return ids;
  };
  const listedIds = async (userId: string, page?: { before?: number; limit?: number }) =>
    (await notifications.list(userId, page)).notifications.map((notification) => notification.id);
  const readAt = async (id: number | undefined) => {
    if (id === undefined) throw new Error('no such notification');
    const row = await database.layer
      .selectFrom('notifications')
      .select('read_at')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    return row.read_at;
  };

  beforeAll(async () => {
    database = await engine.fresh();
    notifications = new SqlNotificationRepository(database.layer);
  });
  afterAll(() => database.close());

  it('keeps a literal message and a description with values, the optional parts only when given', async () => {
    const user = await newUser();
    const first = await notifications.add(user, plain('welcome'), NOW);
    const second = await notifications.add(user, full, NOW + 1);
    const bare = {
      type: 'warning',
      key: 'bare',
      text: { description: 'notifications.bare', values: {} },
    } as const;
    const third = await notifications.add(user, bare, NOW + 2);
    expect(await notifications.list(user)).toStrictEqual({
      notifications: [
        { id: third, ...bare, createdAt: NOW + 2, read: false },
        { id: second, ...full, createdAt: NOW + 1, read: false },
        {
          id: first,
          type: 'info',
          key: 'welcome',
          text: { message: 'Message welcome' },
          createdAt: NOW,
          read: false,
        },
      ],
      hasOlder: false,
      unreadCount: 3,
      latestId: third,
    });
  });

  it('gives growing ids and lists the newest first', async () => {
    const user = await newUser();
    const ids = await addAll(user, ['a', 'b', 'c']);
    // Strictly growing: in order, and no two alike.
    expect([...ids].sort((x, y) => x - y)).toEqual(ids);
    expect(new Set(ids).size).toBe(3);
    expect(await listedIds(user)).toEqual([...ids].reverse());
  });

  it('pages older ones by limit and before, never skipping or repeating one', async () => {
    const user = await newUser();
    const [a, b, c, d, e] = await addAll(user, ['a', 'b', 'c', 'd', 'e']);
    const firstPage = await notifications.list(user, { limit: 2 });
    expect(firstPage.notifications.map((notification) => notification.id)).toEqual([e, d]);
    expect(firstPage).toMatchObject({ hasOlder: true, unreadCount: 5, latestId: e });
    const secondPage = await notifications.list(user, { limit: 2, before: d });
    expect(secondPage.notifications.map((notification) => notification.id)).toEqual([c, b]);
    expect(secondPage).toMatchObject({ hasOlder: true, unreadCount: 5, latestId: e });
    const lastPage = await notifications.list(user, { limit: 2, before: b });
    expect(lastPage.notifications.map((notification) => notification.id)).toEqual([a]);
    expect(lastPage).toMatchObject({ hasOlder: false, unreadCount: 5, latestId: e });
    // Exactly `limit` left: none older.
    expect(await notifications.list(user, { limit: 2, before: c })).toMatchObject({
      hasOlder: false,
    });
    expect(await listedIds(user, { limit: 2, before: c })).toEqual([b, a]);
    expect(await listedIds(user, { before: a })).toEqual([]);
  });

  it('lists at most LIST_LIMIT, also when a page asks for more', async () => {
    const user = await newUser();
    await database.layer.transaction().execute(async (trx) => {
      const inTransaction = new SqlNotificationRepository(trx);
      for (let index = 0; index < LIST_LIMIT + 2; index += 1) {
        await inTransaction.add(user, plain(`n${index}`), NOW + index);
      }
    });
    for (const page of [undefined, { limit: LIST_LIMIT + 50 }]) {
      const list = await notifications.list(user, page);
      expect(list.notifications).toHaveLength(LIST_LIMIT);
      expect(list).toMatchObject({ hasOlder: true, unreadCount: LIST_LIMIT + 2 });
    }
    const newest = await listedIds(user);
    const older = await notifications.list(user, { before: newest.at(-1) });
    expect(older.notifications).toHaveLength(2);
    expect(older.hasOlder).toBe(false);
  });

  it('counts the unread beyond the page, not the cleared; no latest id without any', async () => {
    const user = await newUser();
    expect(await notifications.list(user)).toStrictEqual({
      notifications: [],
      hasOlder: false,
      unreadCount: 0,
      latestId: undefined,
    });
    const [a, b, , d] = await addAll(user, ['a', 'b', 'c', 'd']);
    expect(await notifications.markRead(user, NOW + 10, a)).toBe(1);
    expect(await notifications.list(user, { limit: 1 })).toMatchObject({
      unreadCount: 3,
      latestId: d,
    });
    expect(await notifications.clear(user, NOW + 11, b)).toBe(2);
    expect(await notifications.list(user, { limit: 1 })).toMatchObject({
      unreadCount: 2,
      latestId: d,
    });
    await notifications.clear(user, NOW + 12);
    expect(await notifications.list(user)).toStrictEqual({
      notifications: [],
      hasOlder: false,
      unreadCount: 0,
      latestId: undefined,
    });
  });

  it('marks read up to an id, or all, only the not cleared, and read ones stay read', async () => {
    const user = await newUser();
    const [a, b, c, d] = await addAll(user, ['a', 'b', 'c', 'd']);
    expect(await notifications.clear(user, NOW + 10, a)).toBe(1);
    expect(await notifications.markRead(user, NOW + 20, c)).toBe(2);
    expect(await readAt(a)).toBeNull();
    const reads = async () =>
      (await notifications.list(user)).notifications.map(({ id, read }) => ({ id, read }));
    expect(await reads()).toEqual([
      { id: d, read: false },
      { id: c, read: true },
      { id: b, read: true },
    ]);
    expect(await notifications.markRead(user, NOW + 30, c)).toBe(0);
    expect(await readAt(b)).toBe(NOW + 20);
    expect(await notifications.markRead(user, NOW + 40)).toBe(1);
    expect(await notifications.markRead(user, NOW + 50)).toBe(0);
    expect(await reads()).toEqual([
      { id: d, read: true },
      { id: c, read: true },
      { id: b, read: true },
    ]);
    expect(await readAt(d)).toBe(NOW + 40);
    expect((await notifications.list(user)).unreadCount).toBe(0);
  });

  it('clears up to an id, or all: cleared never listed again, new ones accumulate after', async () => {
    const user = await newUser();
    const [, b, c] = await addAll(user, ['a', 'b', 'c']);
    expect(await notifications.clear(user, NOW + 10, b)).toBe(2);
    expect(await listedIds(user)).toEqual([c]);
    expect(await notifications.clear(user, NOW + 11, b)).toBe(0);
    const d = await notifications.add(user, plain('d'), NOW + 12);
    expect(await listedIds(user)).toEqual([d, c]);
    expect(await notifications.clear(user, NOW + 13)).toBe(2);
    expect(await notifications.clear(user, NOW + 14)).toBe(0);
    expect(await listedIds(user)).toEqual([]);
    expect(await notifications.markRead(user, NOW + 15)).toBe(0);
    const e = await notifications.add(user, plain('e'), NOW + 16);
    expect(await notifications.list(user)).toMatchObject({ unreadCount: 1, latestId: e });
    expect(await listedIds(user)).toEqual([e]);
  });

  it('leaves another user’s notifications alone in every operation', async () => {
    const user = await newUser();
    const other = await newUser();
    await addAll(other, ['x', 'y']);
    const [, , last] = await addAll(user, ['a', 'b', 'c']);
    await addAll(other, ['z']);
    const before = await notifications.list(other);
    expect(await notifications.markRead(user, NOW + 10, last)).toBe(3);
    expect(await notifications.clear(user, NOW + 11, last)).toBe(3);
    await addAll(user, ['d']);
    expect(await notifications.markRead(user, NOW + 12)).toBe(1);
    expect(await notifications.clear(user, NOW + 13)).toBe(1);
    await addAll(user, ['e']);
    await notifications.removeAll(user);
    expect(await notifications.list(other)).toStrictEqual(before);
    expect(before).toMatchObject({ unreadCount: 3 });
  });

  it('records a notification read already, or at the time given', async () => {
    const user = await newUser();
    const seeded = await notifications.add(user, plain('seeded'), NOW, {
      createdAt: NOW - 86_400,
      read: true,
    });
    const dated = await notifications.add(user, plain('dated'), NOW, { createdAt: NOW - 3_600 });
    const now = await notifications.add(user, plain('now'), NOW + 5, { read: false });
    const list = await notifications.list(user);
    expect(list.notifications.map(({ id, createdAt, read }) => ({ id, createdAt, read }))).toEqual([
      { id: now, createdAt: NOW + 5, read: false },
      { id: dated, createdAt: NOW - 3_600, read: false },
      { id: seeded, createdAt: NOW - 86_400, read: true },
    ]);
    expect(list.unreadCount).toBe(2);
    expect(await readAt(seeded)).toBe(NOW - 86_400);
  });

  it('joins the transaction it is given: rolled back, the notification is gone', async () => {
    const user = await newUser();
    await expect(
      database.layer.transaction().execute(async (trx) => {
        await new SqlNotificationRepository(trx).add(user, full, NOW);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await notifications.list(user)).toMatchObject({ notifications: [], unreadCount: 0 });
  });

  it('fails loudly on values that are not a record of strings', async () => {
    const user = await newUser();
    await database.layer
      .insertInto('notifications')
      .values({
        user_id: user,
        type: 'info',
        key: 'broken',
        message: null,
        description: 'notifications.broken',
        message_values: '{"count":3}',
        bold: null,
        cta_kind: null,
        cta_url: null,
        cta_link_text: null,
        product_title: null,
        created_at: NOW,
        read_at: null,
        cleared_at: null,
        mail_template: null,
        mail_sent_at: null,
      })
      .execute();
    await expect(notifications.list(user)).rejects.toThrow(RowShapeError);
  });
});
