// The mail a notification also goes out as, behind the notification port (D-STORE-4, D-NOTIF-9):
// one table of cases for SQLite and PostgreSQL. The list, read and clear are in
// notification-stores.test.ts.
import { RowShapeError } from '../../server/db/rows';
import type {
  NotificationDraft,
  PendingMail,
} from '../../server/notifications/notification-repository';
import { SqlNotificationRepository } from '../../server/notifications/sql-notification-repository';
import { enginesForThisFile, insertBareUser, type FreshDatabase } from './storage-engines';

// Throwaway databases start and answer slowly on a loaded machine; jest's 5 s is too short there.
jest.setTimeout(60_000);

const engines = enginesForThisFile();
const NOW = 1_700_000_000;

const issued: NotificationDraft = {
  type: 'success',
  key: 'duns-number-issued',
  text: { description: 'notifications.dunsIssued', values: { duns: '804735132' } },
  cta: { kind: 'learn', url: '/companyDetails?duns=804735132', linkText: 'notifications.view' },
};
const plain = (key: string): NotificationDraft => ({
  type: 'info',
  key,
  text: { message: `Message ${key}` },
});

describe.each(engines)('notification mail on $name', (engine) => {
  let database: FreshDatabase;
  let notifications: SqlNotificationRepository;
  let users = 0;

  /** A user of the case's own (so that no case sees another's notifications), named as asked. */
  const newUser = async (firstName = 'Pat', language = 'en-us'): Promise<string> => {
    users += 1;
    const id = `user-${users}`;
    await insertBareUser(database.layer, id);
    await database.layer
      .updateTable('users')
      .set({ first_name: firstName, language_preference: language })
      .where('id', '=', id)
      .execute();
    return id;
  };
  const pendingIds = async (userId?: string) =>
    (await notifications.pendingMail(userId)).map((mail) => mail.notification.id);
  /** The pending mail of these users only: the other cases' users have theirs too. */
  const pendingOf = async (...userIds: readonly string[]): Promise<readonly PendingMail[]> =>
    (await notifications.pendingMail()).filter((mail) =>
      userIds.some((id) => mail.email === `${id}@example.com`),
    );

  beforeAll(async () => {
    database = await engine.fresh();
    notifications = new SqlNotificationRepository(database.layer);
  });
  afterAll(() => database.close());

  it('lists the mail not sent yet, oldest first, with what the mail needs of its user', async () => {
    const first = await newUser('Ada', 'de-de');
    const second = await newUser('Kenji', 'ja-jp');
    await notifications.add(first, plain('no-mail'), NOW);
    const a = await notifications.add(first, issued, NOW + 1, { mail: 'dunsNumberIssued' });
    const b = await notifications.add(second, issued, NOW + 2, {
      mail: 'dunsNumberIssued',
      read: true,
    });
    const sent = await notifications.add(first, issued, NOW + 3, { mail: 'dunsNumberIssued' });
    const c = await notifications.add(first, plain('seeded'), NOW + 4, {
      mail: 'registrationNotice',
      createdAt: NOW - 60,
    });
    expect(await notifications.claimMail(sent, NOW + 5)).toBe(true);
    const pending = await pendingOf(first, second);
    expect(pending.map(({ notification, ...mail }) => ({ id: notification.id, ...mail }))).toEqual([
      {
        id: a,
        template: 'dunsNumberIssued',
        email: `${first}@example.com`,
        firstName: 'Ada',
        language: 'de-de',
      },
      {
        id: b,
        template: 'dunsNumberIssued',
        email: `${second}@example.com`,
        firstName: 'Kenji',
        language: 'ja-jp',
      },
      {
        id: c,
        template: 'registrationNotice',
        email: `${first}@example.com`,
        firstName: 'Ada',
        language: 'de-de',
      },
    ]);
    expect(await notifications.pendingMail(first)).toStrictEqual([
      {
        notification: { id: a, ...issued, createdAt: NOW + 1, read: false },
        template: 'dunsNumberIssued',
        email: `${first}@example.com`,
        firstName: 'Ada',
        language: 'de-de',
      },
      {
        notification: { id: c, ...plain('seeded'), createdAt: NOW - 60, read: false },
        template: 'registrationNotice',
        email: `${first}@example.com`,
        firstName: 'Ada',
        language: 'de-de',
      },
    ]);
    expect(await notifications.pendingMail(second)).toMatchObject([
      { notification: { id: b, read: true } },
    ]);
    expect(await pendingIds('nobody')).toEqual([]);
  });

  it('lets a mail be claimed once; claimed, it is no longer pending', async () => {
    const user = await newUser();
    const id = await notifications.add(user, issued, NOW, { mail: 'dunsNumberIssued' });
    const later = await notifications.add(user, issued, NOW + 1, { mail: 'dunsNumberIssued' });
    expect(await notifications.claimMail(id, NOW + 2)).toBe(true);
    expect(await notifications.claimMail(id, NOW + 3)).toBe(false);
    expect(await pendingIds(user)).toEqual([later]);
    const row = await database.layer
      .selectFrom('notifications')
      .select('mail_sent_at')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.mail_sent_at).toBe(NOW + 2);
    // Claiming the mail does not read or clear the notification.
    expect(await notifications.list(user)).toMatchObject({ unreadCount: 2, latestId: later });
  });

  it('gives a mail to exactly one of two processes claiming it at once', async () => {
    const user = await newUser();
    const here = notifications;
    const there = new SqlNotificationRepository(database.anotherProcess());
    const ids: number[] = [];
    for (let index = 0; index < 5; index += 1) {
      ids.push(await notifications.add(user, issued, NOW + index, { mail: 'dunsNumberIssued' }));
    }
    for (const id of ids) {
      const claims = await Promise.all([
        here.claimMail(id, NOW + 10),
        there.claimMail(id, NOW + 10),
      ]);
      expect(claims.filter((claimed) => claimed)).toHaveLength(1);
    }
    expect(await pendingIds(user)).toEqual([]);
  });

  it('claims nothing of a notification without mail, nor of one that does not exist', async () => {
    const user = await newUser();
    const id = await notifications.add(user, plain('no-mail'), NOW);
    expect(await notifications.claimMail(id, NOW + 1)).toBe(false);
    expect(await notifications.claimMail(id + 1_000, NOW + 1)).toBe(false);
    const row = await database.layer
      .selectFrom('notifications')
      .select('mail_sent_at')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.mail_sent_at).toBeNull();
    expect(await pendingIds(user)).toEqual([]);
  });

  it('removes every notification of the user, and only the user’s', async () => {
    const user = await newUser();
    const other = await newUser();
    await notifications.add(user, plain('a'), NOW);
    await notifications.add(user, issued, NOW + 1, { mail: 'dunsNumberIssued' });
    const kept = await notifications.add(other, issued, NOW + 2, { mail: 'dunsNumberIssued' });
    const keptPlain = await notifications.add(other, plain('b'), NOW + 3);
    // Cleared rows go too: removing is not clearing.
    await notifications.clear(user, NOW + 4);
    await notifications.removeAll(user);
    const left = await database.layer
      .selectFrom('notifications')
      .select('user_id')
      .where('user_id', 'in', [user, other])
      .execute();
    expect(left).toEqual([{ user_id: other }, { user_id: other }]);
    expect(await pendingOf(user, other)).toMatchObject([{ notification: { id: kept } }]);
    expect((await notifications.list(other)).notifications.map(({ id }) => id)).toEqual([
      keptPlain,
      kept,
    ]);
  });

  it('fails loudly on a pending mail whose template the mailer does not know', async () => {
    const user = await newUser();
    const id = await notifications.add(user, issued, NOW, { mail: 'dunsNumberIssued' });
    await database.layer
      .updateTable('notifications')
      .set({ mail_template: 'noSuchTemplate' })
      .where('id', '=', id)
      .execute();
    try {
      await expect(notifications.pendingMail(user)).rejects.toThrow(RowShapeError);
    } finally {
      // The other cases list every user's pending mail.
      await notifications.removeAll(user);
    }
  });
});
