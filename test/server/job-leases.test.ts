// The scheduled jobs' leases behind their port (D-STORE-8): one table of cases for SQLite and
// PostgreSQL, and of many processes asking at once, exactly one gets a lease.
import { SqlJobLeaseRepository } from '../../server/maintenance/sql-job-lease-repository';
import { enginesForThisFile, type FreshDatabase } from './storage-engines';

// Throwaway databases start and answer slowly on a loaded machine; jest's 5 s is too short there.
jest.setTimeout(60_000);

describe.each(enginesForThisFile())('the job leases on $name', (engine) => {
  let database: FreshDatabase;
  let leases: SqlJobLeaseRepository;

  beforeAll(async () => {
    database = await engine.fresh();
    leases = new SqlJobLeaseRepository(database.layer);
  });
  afterAll(() => database.close());

  it('gives a free lease, renews it for its holder, and refuses it to others until it runs out', async () => {
    expect(await leases.tryAcquire('cleanup', 'a', 1000, 1100)).toBe(true);
    expect(await leases.tryAcquire('cleanup', 'b', 1050, 1150)).toBe(false);
    expect(await leases.tryAcquire('cleanup', 'a', 1090, 1190)).toBe(true);
    // Renewed to 1190: still held at 1100.
    expect(await leases.tryAcquire('cleanup', 'b', 1100, 1200)).toBe(false);
    expect(await leases.tryAcquire('cleanup', 'b', 1190, 1290)).toBe(true);
    expect(await leases.tryAcquire('cleanup', 'a', 1200, 1300)).toBe(false);
  });

  it('keeps each job apart, and lets only the holder give a lease back', async () => {
    expect(await leases.tryAcquire('report', 'a', 2000, 2100)).toBe(true);
    expect(await leases.tryAcquire('digest', 'b', 2000, 2100)).toBe(true);
    await leases.release('report', 'b');
    expect(await leases.tryAcquire('report', 'b', 2001, 2101)).toBe(false);
    await leases.release('report', 'a');
    expect(await leases.tryAcquire('report', 'b', 2002, 2102)).toBe(true);
  });

  it('gives a lease to exactly one of many processes asking at once', async () => {
    const others = [database.anotherProcess(), database.anotherProcess()].map(
      (layer) => new SqlJobLeaseRepository(layer),
    );
    const all = [leases, ...others];
    const outcomes = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        (all[index % all.length] ?? leases).tryAcquire('raced', `p${index}`, 3000, 3100),
      ),
    );
    expect(outcomes.filter(Boolean)).toHaveLength(1);
  });
});
