import { epochSeconds } from '../../server/clock';
import type { Db } from '../../server/db/database';
import { sqliteQueryLayer } from '../../server/db/query-layer';
import { generateDirectory } from '../../server/get-a-duns/company-directory';
import { seedDirectory } from '../../server/get-a-duns/sqlite-directory-seeding';
import {
  associationStatusAt,
  type DunsAssociations,
} from '../../server/get-a-duns/duns-associations';
import type {
  GetADunsEntitlements,
  GetADunsRoute,
} from '../../server/get-a-duns/get-a-duns-entitlements';
import type { NotificationRepository } from '../../server/notifications/notification-repository';
import type { EntitlementService } from '../../server/entitlements/entitlement-service';
import { seed } from '../../server/seed/seed';
import {
  entitlementServiceOver,
  freshDatabase,
  getADunsServicesOver,
  VirtualClock,
  personaHashesOnce,
} from './test-database';

// Keys, hashes and databases are made slowly on a loaded machine; jest's 5 s is too short there.
jest.setTimeout(60_000);

// docs/decisions/associate-a-duns.md D-ASSOC-1: an Associate-a-DUNS association (app 283) is
// pending until the provider has verified it, one business day later; other app ids are entitled at
// once.

const at = (iso: string): number => Math.floor(new Date(iso).getTime() / 1000);
const DAY_MINUTES = 24 * 60;
const ASSOCIATE = 283;

const directoryCompany = (index: number): { dunsNumber: string; businessName: string } => {
  const company = generateDirectory(50)[index];
  if (!company) throw new Error(`no directory company ${index}`);
  return company;
};

const linkedRole = (db: Db, userId: string, duns: string): string | undefined =>
  (
    db
      .prepare('SELECT role FROM user_companies WHERE user_id = ? AND duns = ?')
      .get(userId, duns) as { role: string } | undefined
  )?.role;

describe('an association’s status from the clock (business days, Mon–Fri UTC)', () => {
  it.each([
    ['requested now', '2026-03-02T10:00:00Z', '2026-03-02T10:00:00Z', 'pending'],
    ['a moment before one business day', '2026-03-02T10:00:00Z', '2026-03-03T09:59:59Z', 'pending'],
    ['one business day later', '2026-03-02T10:00:00Z', '2026-03-03T10:00:00Z', 'active'],
    [
      'Friday afternoon, seen on Saturday',
      '2026-03-06T16:00:00Z',
      '2026-03-07T16:00:00Z',
      'pending',
    ],
    ['Friday afternoon, seen on Sunday', '2026-03-06T16:00:00Z', '2026-03-08T23:00:00Z', 'pending'],
    [
      'Friday afternoon, seen on Monday morning',
      '2026-03-06T16:00:00Z',
      '2026-03-09T15:59:59Z',
      'pending',
    ],
    [
      'Friday afternoon, seen on Monday afternoon',
      '2026-03-06T16:00:00Z',
      '2026-03-09T16:00:00Z',
      'active',
    ],
    [
      'requested on Saturday, seen on Monday',
      '2026-03-07T12:00:00Z',
      '2026-03-09T23:59:59Z',
      'pending',
    ],
    [
      'requested on Saturday, seen on Tuesday',
      '2026-03-07T12:00:00Z',
      '2026-03-10T00:00:00Z',
      'active',
    ],
  ])('%s: %s → %s is %s', (_name, requested, seen, status) => {
    expect(associationStatusAt(at(requested), at(seen))).toBe(status);
  });
});

describe('associating an existing DUNS (app 283) in the database', () => {
  let env: ReturnType<typeof freshDatabase>;
  let clock: VirtualClock;
  let entitlements: GetADunsEntitlements;
  let associations: DunsAssociations;
  let entitlementReads: EntitlementService;
  let notifications: NotificationRepository;

  const entitle = (userId: string, dunsNumber: string, appId: number, route: GetADunsRoute) =>
    entitlements.entitle({ userId, dunsNumber, appId, salesChannel: 'GAD', route });
  const notificationKeys = async (userId: string): Promise<string[]> =>
    (await notifications.list(userId)).notifications.map((notification) => notification.key);

  beforeAll(async () => {
    env = freshDatabase();
    // Monday 2 March 2026, 10:00 UTC.
    clock = new VirtualClock(new Date('2026-03-02T10:00:00Z'));
    await seed(sqliteQueryLayer(env.db), clock, personaHashesOnce());
    seedDirectory(env.db, 50);
    ({ entitlements, associations, notifications } = getADunsServicesOver(env.db, clock));
    // As the routes build it: every read first resolves the associations due (server/app.ts).
    entitlementReads = entitlementServiceOver(env.db, clock, undefined, async (userId) => {
      await associations.resolveDue(userId);
    });
  });
  afterAll(() => env.cleanUp());

  it('starts pending: the company is not the user’s yet, and nothing is notified', async () => {
    const company = directoryCompany(3);
    const granted = await entitle(
      'usr-new-user',
      company.dunsNumber,
      ASSOCIATE,
      'entitleExistingDuns',
    );
    expect(granted).toEqual({
      ok: true,
      dunsNumber: company.dunsNumber,
      appId: ASSOCIATE,
      productId: null,
      productName: 'Associate-a-DUNS',
      entitlementStatus: 'pending',
      plaAccepted: true,
    });
    expect(linkedRole(env.db, 'usr-new-user', company.dunsNumber)).toBeUndefined();
    expect(await notificationKeys('usr-new-user')).toEqual([]);
  });

  it('while pending, the entitlement object says so and names no company (the portal shows "(Company pending)")', async () => {
    const company = directoryCompany(3);
    const current = await entitlementReads.entitlementObject(
      'usr-new-user',
      await entitlementReads.defaultScope('usr-new-user'),
    );
    expect(current).toMatchObject({
      selectedDuns: null,
      companyInfo: [],
      vboAssociatedDuns: [],
      vboEntitlements: [],
      isPendingOwlEntitlementsAvailable: true,
    });
    // Every product of the user lists it, pending, for the company it will be.
    expect((await entitlementReads.forUser('usr-new-user')).vboEntitlements).toEqual([
      expect.objectContaining({
        appId: ASSOCIATE,
        dunsNumber: company.dunsNumber,
        status: 'pending',
      }),
    ]);
    expect(await entitlementReads.isLinked('usr-new-user', company.dunsNumber)).toBe(false);
  });

  it('a second association of the same company is 409 ALREADY_ENTITLED, pending or not', async () => {
    const company = directoryCompany(3);
    for (const route of ['entitleExistingDuns', 'entitleProduct'] as const) {
      expect(await entitle('usr-new-user', company.dunsNumber, ASSOCIATE, route)).toEqual({
        ok: false,
        refusal: { kind: 'alreadyEntitled', productName: 'Associate-a-DUNS' },
      });
    }
  });

  it('after one business day, the next look resolves it: active, the company linked as member, notified once', async () => {
    const company = directoryCompany(3);
    clock.advanceMinutes(DAY_MINUTES - 1);
    expect((await entitlementReads.forUser('usr-new-user')).isPendingOwlEntitlementsAvailable).toBe(
      true,
    );
    clock.advanceMinutes(1);
    const current = await entitlementReads.entitlementObject(
      'usr-new-user',
      await entitlementReads.defaultScope('usr-new-user'),
    );
    expect(current).toMatchObject({
      selectedDuns: company.dunsNumber,
      companyInfo: [
        { dunsNumber: company.dunsNumber, businessName: company.businessName, role: 'member' },
      ],
      vboAssociatedDuns: [company.dunsNumber],
      vboEntitlements: [
        expect.objectContaining({
          appId: ASSOCIATE,
          dunsNumber: company.dunsNumber,
          status: 'active',
        }),
      ],
      isPendingOwlEntitlementsAvailable: false,
    });
    const listed = (await notifications.list('usr-new-user')).notifications;
    expect(listed.map((n) => [n.key, n.type, n.productTitle, n.createdAt])).toEqual([
      ['company-associated', 'success', 'Associate-a-DUNS', epochSeconds(clock)],
    ]);
    expect(listed[0]?.text).toEqual({
      description: 'notifications.event.companyAssociated',
      values: {
        dunsNumber: company.dunsNumber,
        businessName: company.businessName,
        productName: 'Associate-a-DUNS',
      },
    });
    expect(listed[0]?.cta?.url).toBe(`/companyDetails?duns=${company.dunsNumber}`);
    // Resolved once: later looks change nothing.
    expect(await associations.resolveDue()).toBe(0);
    await entitlementReads.forUser('usr-new-user');
    expect(await notificationKeys('usr-new-user')).toEqual(['company-associated']);
    expect(
      await entitle('usr-new-user', company.dunsNumber, ASSOCIATE, 'entitleExistingDuns'),
    ).toMatchObject({ ok: false, refusal: { kind: 'alreadyEntitled' } });
  });

  it('one asked for on a Friday afternoon is still pending over the weekend, and resolved on Monday', async () => {
    const friday = new VirtualClock(new Date('2026-03-06T16:00:00Z'));
    const company = directoryCompany(4);
    const onFriday = getADunsServicesOver(env.db, friday);
    await onFriday.entitlements.entitle({
      userId: 'usr-cz-user',
      dunsNumber: company.dunsNumber,
      appId: ASSOCIATE,
      salesChannel: 'GAD',
      route: 'entitleExistingDuns',
    });
    const weekend = onFriday.associations;
    friday.advanceMinutes(2 * DAY_MINUTES + 23 * 60);
    expect(await weekend.resolveDue('usr-cz-user')).toBe(0);
    friday.advanceMinutes(17 * 60);
    expect(await weekend.resolveDue('usr-cz-user')).toBe(1);
    expect(linkedRole(env.db, 'usr-cz-user', company.dunsNumber)).toBe('member');
  });

  it('keeps the role of a company the user already had (a director stays director)', async () => {
    const acme = '804735132';
    expect(linkedRole(env.db, 'usr-us-owner', acme)).toBe('director');
    expect(await entitle('usr-us-owner', acme, ASSOCIATE, 'entitleExistingDuns')).toMatchObject({
      ok: true,
      entitlementStatus: 'pending',
    });
    clock.advanceMinutes(DAY_MINUTES);
    expect(await associations.resolveDue('usr-us-owner')).toBe(1);
    expect(linkedRole(env.db, 'usr-us-owner', acme)).toBe('director');
  });

  it('other app ids are unchanged: entitled at once, linked, and entitleExistingDuns notifies at once', async () => {
    const company = directoryCompany(5);
    expect(
      await entitle('usr-terms-pending', company.dunsNumber, 288, 'entitleExistingDuns'),
    ).toMatchObject({ ok: true, entitlementStatus: 'active' });
    expect(linkedRole(env.db, 'usr-terms-pending', company.dunsNumber)).toBe('member');
    expect(await notificationKeys('usr-terms-pending')).toContain('company-associated');
    expect((await entitlementReads.forUser('usr-terms-pending')).vboAssociatedDuns).toContain(
      company.dunsNumber,
    );
  });

  it('demo:advance moves pending associations back in time; then they resolve', async () => {
    const company = directoryCompany(6);
    await entitle('usr-new-user', company.dunsNumber, ASSOCIATE, 'entitleProduct');
    expect(await associations.resolveDue()).toBe(0);
    expect(await associations.moveBack(3)).toBe(1);
    expect(await associations.resolveDue()).toBe(1);
    expect(await associations.moveBack(3)).toBe(0);
    expect(linkedRole(env.db, 'usr-new-user', company.dunsNumber)).toBe('member');
  });

  it('never resolves the seeded products waiting for a DUNS number (status pending, no DUNS)', async () => {
    clock.advanceMinutes(60 * DAY_MINUTES);
    await associations.resolveDue();
    expect(await entitlementReads.forUser('usr-pending-duns')).toMatchObject({
      isPendingOwlEntitlementsAvailable: true,
      vboEntitlements: [expect.objectContaining({ dunsNumber: null, status: 'pending' })],
    });
  });
});
