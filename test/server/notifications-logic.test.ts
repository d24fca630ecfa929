import fs from 'node:fs';
import path from 'node:path';
import { epochSeconds } from '../../server/clock';
import { sqliteQueryLayer } from '../../server/db/query-layer';
import { seedDirectory } from '../../server/get-a-duns/sqlite-directory-seeding';
import {
  dunsApplicationReceived,
  everyNotificationKind,
  orderCompleted,
} from '../../server/notifications/notification-events';
import { SEED_NOTIFICATIONS } from '../../server/notifications/notification-seed';
import {
  LIST_LIMIT,
  type NotificationRepository,
  type StoredNotification,
} from '../../server/notifications/notification-repository';
import { SqlNotificationRepository } from '../../server/notifications/sql-notification-repository';
import { PERSONAS } from '../../server/seed/personas';
import { seed } from '../../server/seed/seed';
import {
  freshDatabase,
  getADunsServicesOver,
  VirtualClock,
  personaHashesOnce,
} from './test-database';

// Keys, hashes and databases are made slowly on a loaded machine; jest's 5 s is too short there.
jest.setTimeout(60_000);

// Spec §2 notifications, §3 Notification, §4 "Notifications accumulate and can be cleared"
// (docs/decisions/notifications.md D-NOTIF-1 … D-NOTIF-5, D-NOTIF-8, D-NOTIF-10).

const DAY_MINUTES = 24 * 60;
const keys = (list: readonly StoredNotification[]): string[] => list.map((n) => n.key);
/** A DUNS application with its ZIP Code, so submitted at once (D-API-15). */
const MOONLIT_POTTERY = { flow: 'GAD', businessName: 'Moonlit Pottery', zipCode: '28801' } as const;

describe('the notification store', () => {
  let env: ReturnType<typeof freshDatabase>;
  let clock: VirtualClock;
  let store: NotificationRepository;

  beforeEach(async () => {
    env = freshDatabase();
    clock = new VirtualClock(new Date('2026-03-02T10:00:00Z'));
    await seed(sqliteQueryLayer(env.db), clock, personaHashesOnce());
    store = new SqlNotificationRepository(sqliteQueryLayer(env.db));
    // A persona the seed gives no notifications.
    expect((await store.list('usr-new-user')).notifications).toEqual([]);
  });
  afterEach(() => env.cleanUp());

  const add = async (key: string, userId = 'usr-new-user'): Promise<number> => {
    clock.advanceMinutes(1);
    return store.add(userId, { ...orderCompleted('ORD-1', 'Livelogo'), key }, epochSeconds(clock));
  };

  it('lists newest first, unread, with the latest id; an empty list has none', async () => {
    expect(await store.list('usr-new-user')).toEqual({
      notifications: [],
      hasOlder: false,
      unreadCount: 0,
      latestId: undefined,
    });
    const first = await add('first');
    const second = await add('second');
    const listed = await store.list('usr-new-user');
    expect(keys(listed.notifications)).toEqual(['second', 'first']);
    expect(listed.unreadCount).toBe(2);
    expect(listed.latestId).toBe(second);
    expect(second).toBeGreaterThan(first);
    expect(listed.notifications[1]).toEqual({
      id: first,
      type: 'success',
      key: 'first',
      text: {
        description: 'notifications.event.orderCompleted',
        values: { orderNumber: 'ORD-1', productName: 'Livelogo' },
      },
      cta: {
        kind: 'learn',
        url: '/accountInfo/orders',
        linkText: 'notifications.link.viewOrders',
      },
      productTitle: 'Livelogo',
      createdAt: Math.floor(new Date('2026-03-02T10:01:00Z').getTime() / 1000),
      read: false,
    });
  });

  it('keeps a literal message and a bold text as they were given', async () => {
    const id = await store.add(
      'usr-new-user',
      {
        type: 'error',
        key: 'literal',
        text: { message: 'Scheduled work tonight.' },
        bold: 'Heads up:',
      },
      epochSeconds(clock),
    );
    expect((await store.list('usr-new-user')).notifications).toEqual([
      expect.objectContaining({
        id,
        text: { message: 'Scheduled work tonight.' },
        bold: 'Heads up:',
      }),
    ]);
    expect((await store.list('usr-new-user')).notifications[0]).not.toHaveProperty('cta');
  });

  it('marks read up to the id given, leaving later ones unread', async () => {
    const first = await add('first');
    await add('second');
    await store.markRead('usr-new-user', epochSeconds(clock), first);
    const listed = await store.list('usr-new-user');
    expect(listed.notifications.map((n) => [n.key, n.read])).toEqual([
      ['second', false],
      ['first', true],
    ]);
    expect(listed.unreadCount).toBe(1);
    await store.markRead('usr-new-user', epochSeconds(clock));
    expect((await store.list('usr-new-user')).unreadCount).toBe(0);
  });

  it('clears for good: cleared ones never come back, new ones accumulate after them', async () => {
    await add('first');
    const second = await add('second');
    await add('third');
    expect(await store.clear('usr-new-user', epochSeconds(clock), second)).toBe(2);
    expect(keys((await store.list('usr-new-user')).notifications)).toEqual(['third']);
    await store.clear('usr-new-user', epochSeconds(clock));
    expect(await store.list('usr-new-user')).toEqual({
      notifications: [],
      hasOlder: false,
      unreadCount: 0,
      latestId: undefined,
    });
    await add('fourth');
    await add('fifth');
    // Clearing again, or marking read, never brings a cleared one back.
    await store.markRead('usr-new-user', epochSeconds(clock));
    expect(keys((await store.list('usr-new-user')).notifications)).toEqual(['fifth', 'fourth']);
    expect(await store.clear('usr-new-user', epochSeconds(clock), second)).toBe(0);
    expect(keys((await store.list('usr-new-user')).notifications)).toEqual(['fifth', 'fourth']);
  });

  it('never reads, marks or clears another user’s notifications', async () => {
    const theirs = await add('theirs', 'usr-cz-user');
    await add('mine');
    await store.markRead('usr-new-user', epochSeconds(clock), theirs + 10);
    await store.clear('usr-new-user', epochSeconds(clock), theirs + 10);
    expect(keys((await store.list('usr-cz-user')).notifications)).toEqual(['theirs']);
    expect((await store.list('usr-cz-user')).unreadCount).toBe(1);
    expect(keys((await store.list('usr-new-user')).notifications)).toEqual([]);
  });

  it(`lists the newest ${LIST_LIMIT}, while the unread count covers them all`, async () => {
    for (let index = 0; index < LIST_LIMIT + 5; index += 1) await add(`n${index}`);
    const listed = await store.list('usr-new-user');
    expect(listed.notifications).toHaveLength(LIST_LIMIT);
    expect(listed.notifications[0]?.key).toBe(`n${LIST_LIMIT + 4}`);
    expect(listed.hasOlder).toBe(true);
    expect(listed.unreadCount).toBe(LIST_LIMIT + 5);
    expect(
      (await store.list('usr-new-user', { limit: LIST_LIMIT + 50 })).notifications,
    ).toHaveLength(LIST_LIMIT);
  });

  it('pages through them with before: each older page once, none skipped or repeated', async () => {
    const ids: number[] = [];
    for (let index = 0; index < 7; index += 1) ids.push(await add(`n${index}`));
    const seen: string[] = [];
    let page = await store.list('usr-new-user', { limit: 3 });
    seen.push(...keys(page.notifications));
    while (page.hasOlder) {
      const oldest = page.notifications.at(-1)?.id;
      page = await store.list('usr-new-user', { limit: 3, before: oldest });
      seen.push(...keys(page.notifications));
    }
    expect(seen).toEqual(['n6', 'n5', 'n4', 'n3', 'n2', 'n1', 'n0']);
    // Cleared ones are not listed on any page; the count and latest id are the whole list's.
    await store.clear('usr-new-user', epochSeconds(clock), ids[1]);
    const older = await store.list('usr-new-user', { limit: 3, before: ids[3] });
    expect(keys(older.notifications)).toEqual(['n2']);
    expect(older).toMatchObject({ hasOlder: false, unreadCount: 5, latestId: ids[6] });
  });

  it('keeps the mail a notification goes out as until it is claimed, once', async () => {
    const plain = await add('plain');
    const mailed = await store.add(
      'usr-cz-user',
      orderCompleted('ORD-2', 'Livelogo'),
      epochSeconds(clock),
      { mail: 'dunsNumberIssued' },
    );
    expect((await store.pendingMail()).map((pending) => pending.notification.id)).toEqual([mailed]);
    expect(await store.pendingMail('usr-new-user')).toEqual([]);
    expect(await store.pendingMail('usr-cz-user')).toEqual([
      expect.objectContaining({
        template: 'dunsNumberIssued',
        email: 'cz.user@example.com',
        firstName: 'Jana',
        language: 'cs-cz',
      }),
    ]);
    expect(await store.claimMail(plain, epochSeconds(clock))).toBe(false);
    expect(await store.claimMail(mailed, epochSeconds(clock))).toBe(true);
    expect(await store.claimMail(mailed, epochSeconds(clock))).toBe(false);
    expect(await store.pendingMail()).toEqual([]);
  });
});

describe('notifications recorded by the backend’s own events', () => {
  let env: ReturnType<typeof freshDatabase>;
  let clock: VirtualClock;
  let services: ReturnType<typeof getADunsServicesOver>;
  let store: NotificationRepository;

  beforeEach(async () => {
    env = freshDatabase();
    clock = new VirtualClock(new Date('2026-03-02T10:00:00Z'));
    await seed(sqliteQueryLayer(env.db), clock, personaHashesOnce());
    seedDirectory(env.db, 50);
    services = getADunsServicesOver(env.db, clock);
    store = services.notifications;
  });
  afterEach(() => env.cleanUp());

  it('a DUNS application: received when started (once), issued with a link to the company', async () => {
    const { applications } = services;
    await applications.startOrGet('usr-new-user', MOONLIT_POTTERY);
    await applications.startOrGet('usr-new-user', MOONLIT_POTTERY);
    expect(keys((await store.list('usr-new-user')).notifications)).toEqual([
      'duns-application-received',
    ]);

    clock.advanceMinutes(20 * DAY_MINUTES);
    expect((await applications.find('usr-new-user'))?.status).toBe('processing');
    expect((await store.list('usr-new-user')).notifications).toHaveLength(1);

    clock.advanceMinutes(30 * DAY_MINUTES);
    const duns = (await applications.find('usr-new-user'))?.dunsNumber ?? '';
    await applications.find('usr-new-user');
    const [issued] = (await store.list('usr-new-user')).notifications;
    expect(issued).toMatchObject({
      type: 'success',
      key: 'duns-number-issued',
      text: {
        description: 'notifications.event.dunsNumberIssued',
        values: { dunsNumber: duns, businessName: 'Moonlit Pottery' },
      },
      cta: { kind: 'learn', url: `/companyDetails?duns=${duns}` },
      read: false,
    });
    expect(keys((await store.list('usr-new-user')).notifications)).toEqual([
      'duns-number-issued',
      'duns-application-received',
    ]);
  });

  it('issueDue issues every application whose time has come, notifying each user', async () => {
    const { applications } = services;
    await applications.startOrGet('usr-new-user', MOONLIT_POTTERY);
    clock.advanceMinutes(60 * DAY_MINUTES);
    await applications.startOrGet('usr-cz-user', { ...MOONLIT_POTTERY, businessName: 'Later Ltd' });
    // usr-new-user's and the seeded ones of Sam (usr-pending-duns, D-GAD-ENTRY-1) and Nadia
    // (usr-gad-processing).
    expect(await applications.issueDue()).toBe(3);
    expect(keys((await store.list('usr-new-user')).notifications)[0]).toBe('duns-number-issued');
    expect(keys((await store.list('usr-pending-duns')).notifications)[0]).toBe(
      'duns-number-issued',
    );
    expect(keys((await store.list('usr-cz-user')).notifications)).toEqual([
      'duns-application-received',
    ]);
    expect(await applications.issueDue()).toBe(0);
  });

  it('associating a DUNS links the company; a product with terms asks to accept them', async () => {
    const [company] = env.db
      .prepare('SELECT duns, business_name FROM gad_directory ORDER BY id LIMIT 1')
      .all() as { duns: string; business_name: string }[];
    if (!company) throw new Error('no directory company');
    const outcome = await services.entitlements.entitle({
      userId: 'usr-new-user',
      dunsNumber: company.duns,
      appId: 294,
      salesChannel: 'GAD',
      route: 'entitleExistingDuns',
    });
    expect(outcome.ok).toBe(true);
    const listed = (await store.list('usr-new-user')).notifications;
    expect(listed.map((n) => [n.key, n.type, n.productTitle])).toEqual(
      expect.arrayContaining([
        ['company-associated', 'success', 'Credit Insights Free'],
        ['terms-pending', 'warning', 'Credit Insights Free'],
      ]),
    );
    expect(listed).toHaveLength(2);
    expect(listed.find((n) => n.key === 'company-associated')?.text).toEqual({
      description: 'notifications.event.companyAssociated',
      values: {
        dunsNumber: company.duns,
        businessName: company.business_name,
        productName: 'Credit Insights Free',
      },
    });
  });

  it('a free trial says how many days it lasts; entitleProduct links the company and asks for terms', async () => {
    const directory = env.db
      .prepare('SELECT duns FROM gad_directory ORDER BY id LIMIT 2')
      .all() as { duns: string }[];
    const { entitlements } = services;
    await entitlements.entitle({
      userId: 'usr-new-user',
      dunsNumber: directory[0]?.duns ?? '',
      appId: 252,
      salesChannel: 'web',
      route: 'entitleFreemium',
      trialCountry: 'GB',
    });
    await entitlements.entitle({
      userId: 'usr-new-user',
      dunsNumber: directory[1]?.duns ?? '',
      appId: 288,
      salesChannel: 'GAD',
      route: 'entitleProduct',
    });
    const listed = (await store.list('usr-new-user')).notifications;
    expect(listed.map((n) => n.key).sort()).toEqual([
      'company-associated',
      'terms-pending',
      'trial-started',
    ]);
    expect(listed.find((n) => n.key === 'trial-started')?.text).toMatchObject({
      values: { days: '14', productName: 'Credit Monitor Preview' },
    });
  });

  it('a refused entitlement records nothing', async () => {
    const outcome = await services.entitlements.entitle({
      userId: 'usr-new-user',
      dunsNumber: '000000001',
      appId: 294,
      salesChannel: 'GAD',
      route: 'entitleExistingDuns',
    });
    expect(outcome.ok).toBe(false);
    expect((await store.list('usr-new-user')).notifications).toEqual([]);
  });
});

describe('the demo seed', () => {
  let env: ReturnType<typeof freshDatabase>;
  const clock = new VirtualClock(new Date('2026-11-22T10:00:00Z'));

  beforeAll(async () => {
    env = freshDatabase();
    await seed(sqliteQueryLayer(env.db), clock, personaHashesOnce());
    await seed(sqliteQueryLayer(env.db), clock, personaHashesOnce()); // `npm run seed` again: the same state, not twice the notifications
  });
  afterAll(() => env.cleanUp());

  it.each([
    ['usr-us-owner', 9, 3],
    ['usr-uk-trial', 1, 1],
    ['usr-pending-duns', 1, 0],
    ['usr-gad-processing', 1, 0],
    // Not submitted, so not received yet (D-API-15).
    ['usr-gad-incomplete', 0, 0],
    ['usr-terms-pending', 1, 1],
    ['usr-new-user', 0, 0],
    ['usr-cz-user', 0, 0],
  ])('gives %s %i notifications, %i unread', async (userId, total, unread) => {
    const listed = await getADunsServicesOver(env.db, clock).notifications.list(userId);
    expect(listed.notifications).toHaveLength(total);
    expect(listed.unreadCount).toBe(unread);
  });

  it('seeds only personas that exist, newest first by their age', async () => {
    const ids = new Set(PERSONAS.map((persona) => persona.id));
    expect(Object.keys(SEED_NOTIFICATIONS).filter((id) => !ids.has(id))).toEqual([]);
    const owner = (await getADunsServicesOver(env.db, clock).notifications.list('usr-us-owner'))
      .notifications;
    expect(keys(owner)).toEqual([
      'payment-failed',
      'credit-file-activity',
      'auto-renewal-off',
      'support-reply',
      'profile-update-rejected',
      'payment-card-expiring',
      'order-completed',
      'credit-file-activity',
      'company-associated',
    ]);
    expect(owner.map((n) => n.createdAt)).toEqual(
      [...owner.map((n) => n.createdAt)].sort((a, b) => b - a),
    );
  });

  it('gives Alex an error and a warning banner (D-NOTIF-12), and Priya her terms as one', async () => {
    const services = getADunsServicesOver(env.db, clock);
    const banners = async (userId: string) =>
      (await services.notifications.list(userId)).notifications
        .filter((n) => n.banner === true)
        .map((n) => [n.type, n.key]);
    expect(await banners('usr-us-owner')).toEqual([
      ['error', 'payment-failed'],
      ['warning', 'payment-card-expiring'],
    ]);
    expect(await banners('usr-terms-pending')).toEqual([['warning', 'terms-pending']]);
    expect(await banners('usr-uk-trial')).toEqual([]);
  });

  it('gives Alex several notifications of each type for the view-all page, one in literal text', async () => {
    const owner = (await getADunsServicesOver(env.db, clock).notifications.list('usr-us-owner'))
      .notifications;
    const types = owner.map((n) => n.type);
    for (const type of ['error', 'warning', 'info', 'success'] as const) {
      expect([type, types.filter((t) => t === type).length >= 2]).toEqual([type, true]);
    }
    expect(owner.filter((n) => 'message' in n.text)).toEqual([
      expect.objectContaining({ key: 'support-reply', bold: 'Support case 48213:' }),
    ]);
  });
});

describe('the texts the server sends', () => {
  const english = JSON.parse(
    fs.readFileSync(
      path.resolve(__dirname, '../../translations/source/en-us/notifications.json'),
      'utf8',
    ),
  ) as Record<string, string>;
  const placeholders = (text: string): string[] =>
    [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '').sort();

  it.each(everyNotificationKind().map((draft) => [draft.key, draft] as const))(
    '%s: its translation keys have English texts whose placeholders are the values sent',
    (_key, draft) => {
      if (!('description' in draft.text)) throw new Error('events send translation keys');
      const text = english[draft.text.description];
      expect(text).toEqual(expect.any(String));
      expect(placeholders(text ?? '')).toEqual(Object.keys(draft.text.values).sort());
      if (draft.cta) expect(english[draft.cta.linkText]).toEqual(expect.any(String));
    },
  );

  it('every event and link text of the file is one the server can send', () => {
    const sent = new Set(
      everyNotificationKind().flatMap((draft) => [
        'description' in draft.text ? draft.text.description : '',
        draft.cta?.linkText ?? '',
      ]),
    );
    // Only the server's own ids: the bell panel's texts live in the same file.
    const serverIds = Object.keys(english).filter((id) =>
      /^notifications\.(event|link)\./.test(id),
    );
    expect(serverIds.filter((id) => !sent.has(id))).toEqual([]);
  });

  it('every kind is unique, and the received-application draft needs no values', () => {
    const kinds = everyNotificationKind().map((draft) => draft.key);
    expect(new Set(kinds).size).toBe(kinds.length);
    expect(dunsApplicationReceived().text).toEqual({
      description: 'notifications.event.dunsApplicationReceived',
      values: {},
    });
  });
});
