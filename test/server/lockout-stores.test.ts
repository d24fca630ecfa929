// The per-username lockout and the abuse limits' event log behind their ports (D-STORE-4,
// D-STORE-7): one table of cases for SQLite and PostgreSQL, and what two processes writing at once
// must still count.
import { SqlAbuseEventRepository } from '../../server/accounts/sql-abuse-event-repository';
import { SqlLoginFailureRepository } from '../../server/identity/sql-login-failure-repository';
import { enginesForThisFile, type FreshDatabase } from './storage-engines';

// Throwaway databases start and answer slowly on a loaded machine; jest's 5 s is too short there.
jest.setTimeout(60_000);

const engines = enginesForThisFile();
const LOCK = { threshold: 3, lockSeconds: 600 };

describe.each(engines)('the lockout on $name', (engine) => {
  let database: FreshDatabase;
  let failures: SqlLoginFailureRepository;

  beforeAll(async () => {
    database = await engine.fresh();
    failures = new SqlLoginFailureRepository(database.layer);
  });
  afterAll(() => database.close());

  it('counts failures in a row, locks at the threshold, and keeps a running lock as it is', async () => {
    expect(await failures.find('pat@example.com')).toBeUndefined();
    expect(await failures.recordFailure('pat@example.com', 1000, LOCK)).toEqual({
      consecutiveFailures: 1,
      lockedUntil: undefined,
    });
    await failures.recordFailure('pat@example.com', 1001, LOCK);
    expect(await failures.recordFailure('pat@example.com', 1002, LOCK)).toEqual({
      consecutiveFailures: 3,
      lockedUntil: 1602,
    });
    // A failure during the lock does not move its end.
    expect(await failures.recordFailure('pat@example.com', 1100, LOCK)).toEqual({
      consecutiveFailures: 4,
      lockedUntil: 1602,
    });
    expect(await failures.find('pat@example.com')).toEqual({
      consecutiveFailures: 4,
      lockedUntil: 1602,
    });
  });

  it('starts counting again from one after a lock has ended', async () => {
    for (const at of [2000, 2001, 2002]) await failures.recordFailure('sam@example.com', at, LOCK);
    expect(await failures.recordFailure('sam@example.com', 2602, LOCK)).toEqual({
      consecutiveFailures: 1,
      lockedUntil: undefined,
    });
  });

  it('locks at the first failure when the threshold is one, and forgets on clear', async () => {
    expect(
      await failures.recordFailure('kim@example.com', 3000, { ...LOCK, threshold: 1 }),
    ).toEqual({ consecutiveFailures: 1, lockedUntil: 3600 });
    await failures.clear('kim@example.com');
    expect(await failures.find('kim@example.com')).toBeUndefined();
  });

  it('counts every failure two processes record at once', async () => {
    const other = new SqlLoginFailureRepository(database.anotherProcess());
    const lock = { threshold: 1000, lockSeconds: 600 };
    await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        (index % 2 === 0 ? failures : other).recordFailure('raced@example.com', 4000, lock),
      ),
    );
    expect(await failures.find('raced@example.com')).toEqual({
      consecutiveFailures: 20,
      lockedUntil: undefined,
    });
  });
});

describe.each(engines)('the abuse events on $name', (engine) => {
  let database: FreshDatabase;
  let events: SqlAbuseEventRepository;

  beforeAll(async () => {
    database = await engine.fresh();
    events = new SqlAbuseEventRepository(database.layer);
  });
  afterAll(() => database.close());

  it('counts the events of one kind and subject after a time, with the oldest', async () => {
    expect(await events.count('account-mail', 'a@example.com', 0)).toEqual({
      count: 0,
      oldest: undefined,
    });
    for (const at of [100, 200, 300]) {
      await events.take('account-mail', 'a@example.com', at, { max: 10, since: 0 });
    }
    await events.take('account-mail', 'b@example.com', 250, { max: 10, since: 0 });
    await events.take('registration-notice', 'a@example.com', 250, { max: 10, since: 0 });
    expect(await events.count('account-mail', 'a@example.com', 100)).toEqual({
      count: 2,
      oldest: 200,
    });
  });

  it('takes up to max in the window, and a released event frees its place', async () => {
    const take = (at: number) =>
      events.take('failed-password-check', '192.0.2.7', at, { max: 2, since: 1000 });
    const first = await take(1001);
    expect(first).toEqual(expect.any(Number));
    expect(await take(1002)).toEqual(expect.any(Number));
    expect(await take(1003)).toBeUndefined();
    await events.release(first ?? -1);
    expect(await take(1004)).toEqual(expect.any(Number));
  });

  it('deletes the events up to a time, and says how many', async () => {
    await events.take('account-mail', 'old@example.com', 10, { max: 10, since: 0 });
    await events.take('account-mail', 'old@example.com', 20, { max: 10, since: 0 });
    expect(await events.deleteUpTo(20)).toBeGreaterThanOrEqual(2);
    expect((await events.count('account-mail', 'old@example.com', 0)).count).toBe(0);
  });

  it('lets exactly max of many takes by two processes at once through', async () => {
    const other = new SqlAbuseEventRepository(database.anotherProcess());
    const taken = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        (index % 2 === 0 ? events : other).take('account-mail', 'raced@example.com', 5000, {
          max: 3,
          since: 4000,
        }),
      ),
    );
    expect(taken.filter((id) => id !== undefined)).toHaveLength(3);
    expect((await events.count('account-mail', 'raced@example.com', 4000)).count).toBe(3);
  });
});
