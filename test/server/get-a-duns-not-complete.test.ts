import { sqliteQueryLayer } from '../../server/db/query-layer';
import type { DunsApplications } from '../../server/get-a-duns/duns-applications';
import type { NotificationRepository } from '../../server/notifications/notification-repository';
import { seed } from '../../server/seed/seed';
import {
  entitlementServiceOver,
  freshDatabase,
  getADunsServicesOver,
  personaHashesOnce,
  VirtualClock,
} from './test-database';

// D-API-15: a free DUNS application started without a ZIP Code is kept, not complete, until a ZIP
// Code submits it: "DUNS application not complete" (spec §4 "Tile pill labels") is then a state
// of the backend's own data. New users (no seeded application) apply here.

jest.setTimeout(60_000);

const DAY_MINUTES = 24 * 60;
const STARTED = new Date('2026-03-02T10:00:00Z');

describe('a DUNS application started without a ZIP Code', () => {
  let env: ReturnType<typeof freshDatabase>;
  let clock: VirtualClock;
  let applications: DunsApplications;
  let notifications: NotificationRepository;

  beforeEach(async () => {
    env = freshDatabase();
    clock = new VirtualClock(STARTED);
    await seed(sqliteQueryLayer(env.db), clock, personaHashesOnce());
    ({ applications, notifications } = getADunsServicesOver(env.db, clock));
  });
  afterEach(() => env.cleanUp());

  const received = async (userId: string): Promise<number> =>
    (await notifications.list(userId)).notifications.filter(
      (notification) => notification.key === 'duns-application-received',
    ).length;
  const creditFileCases = async (userId: string) =>
    (await entitlementServiceOver(env.db, clock).entitlementObject(userId, { kind: 'noCompany' }))
      .dfcEntitlements;

  it('is kept, not complete: no notice, listed as such, and time does not move it on', async () => {
    const started = await applications.startOrGet('usr-new-user', {
      flow: 'GAD',
      businessName: 'Moonlit Pottery',
    });
    expect(started).toMatchObject({
      status: 'notComplete',
      businessName: 'Moonlit Pottery',
      zipCode: '',
      submittedAt: STARTED.getTime() / 1000,
    });
    expect(await received('usr-new-user')).toBe(0);
    expect(await creditFileCases('usr-new-user')).toEqual([
      {
        caseId: started.caseId,
        dunsNumber: null,
        productName: 'Free DUNS number',
        status: 'notComplete',
        createdAt: STARTED.toISOString(),
      },
    ]);

    // demo:advance moves only the submitted ones (Sam's and Nadia's, not gad.incomplete's seeded
    // one), and sixty days on nothing is issued for it.
    expect(await applications.moveBack(45)).toBe(2);
    clock.advanceMinutes(60 * DAY_MINUTES);
    await applications.issueDue();
    expect(await applications.find('usr-new-user')).toMatchObject({
      caseId: started.caseId,
      status: 'notComplete',
    });
    // Asking again without a ZIP Code answers the same application, still not complete.
    expect(
      await applications.startOrGet('usr-new-user', { flow: 'GAD', businessName: 'Other' }),
    ).toMatchObject({
      caseId: started.caseId,
      status: 'notComplete',
      businessName: 'Moonlit Pottery',
    });
  });

  it('is submitted by a ZIP Code: then, with its notice, and on by the clock from then', async () => {
    const started = await applications.startOrGet('usr-new-user', {
      flow: 'GAD',
      businessName: 'Moonlit Pottery',
    });
    clock.advanceMinutes(3 * DAY_MINUTES);
    const submitted = await applications.startOrGet('usr-new-user', {
      flow: 'GAD',
      zipCode: '28801',
    });
    expect(submitted).toMatchObject({
      caseId: started.caseId,
      status: 'pending',
      // The name given at the start is kept when none is given now.
      businessName: 'Moonlit Pottery',
      zipCode: '28801',
      submittedAt: STARTED.getTime() / 1000 + 3 * 86_400,
    });
    expect(await received('usr-new-user')).toBe(1);
    expect(await creditFileCases('usr-new-user')).toMatchObject([
      { caseId: started.caseId, status: 'pending' },
    ]);
    // Once submitted, a ZIP Code given again changes nothing and records nothing.
    await applications.startOrGet('usr-new-user', { flow: 'GAD', zipCode: '10001' });
    expect(await applications.find('usr-new-user')).toMatchObject({ zipCode: '28801' });
    expect(await received('usr-new-user')).toBe(1);

    clock.advanceMinutes(2 * DAY_MINUTES);
    expect((await applications.find('usr-new-user'))?.status).toBe('processing');
    clock.advanceMinutes(45 * DAY_MINUTES);
    expect(await applications.issueDue()).toBeGreaterThanOrEqual(1);
    const issued = await applications.find('usr-new-user');
    expect(issued?.status).toBe('issued');
    expect(issued?.dunsNumber).toMatch(/^\d{9}$/);
  });

  it('takes the name given with the ZIP Code over the one it was started with', async () => {
    await applications.startOrGet('usr-new-user', { flow: 'GAD', businessName: 'Moonlit' });
    expect(
      await applications.startOrGet('usr-new-user', {
        flow: 'GAD',
        businessName: 'Moonlit Pottery',
        zipCode: '28801',
      }),
    ).toMatchObject({ status: 'pending', businessName: 'Moonlit Pottery' });
  });

  it('with a ZIP Code at the start, is submitted at once, as before', async () => {
    expect(
      await applications.startOrGet('usr-new-user', { flow: 'GAD', zipCode: '28801' }),
    ).toMatchObject({ status: 'pending', businessName: '' });
    expect(await received('usr-new-user')).toBe(1);
  });
});
