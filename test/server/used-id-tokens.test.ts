import { SqlUsedIdTokenRepository } from '../../server/auth/sql-used-id-token-repository';
import { enginesForThisFile, type FreshDatabase } from './storage-engines';

// Throwaway databases start and answer slowly on a loaded machine; jest's 5 s is too short there.
jest.setTimeout(60_000);

const engines = enginesForThisFile();

describe.each(engines)('the id tokens oktaLogin accepted, on $name', (engine) => {
  let database: FreshDatabase;
  let used: SqlUsedIdTokenRepository;

  beforeAll(async () => {
    database = await engine.fresh();
    used = new SqlUsedIdTokenRepository(database.layer);
  });
  afterAll(() => database.close());

  it('accepts a token once, and refuses it after', async () => {
    expect(await used.recordFirstUse('hash-once', 2000, 1000)).toBe(true);
    expect(await used.recordFirstUse('hash-once', 2000, 1001)).toBe(false);
  });

  it('forgets a token once it has expired, and only then', async () => {
    await used.recordFirstUse('hash-expiring', 1500, 1000);
    await used.recordFirstUse('hash-other', 1499, 1000);
    expect(await used.recordFirstUse('hash-expiring', 1500, 1499)).toBe(false);
    const kept = async () =>
      (await database.layer.selectFrom('used_id_tokens').select('token_hash').execute()).map(
        (row) => row.token_hash,
      );
    expect(await kept()).not.toContain('hash-other');
    expect(await used.recordFirstUse('hash-fresh', 3000, 1500)).toBe(true);
    expect(await kept()).not.toContain('hash-expiring');
  });

  it('lets exactly one of many simultaneous uses of a token through', async () => {
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, () => used.recordFirstUse('hash-raced', 9000, 1000)),
    );
    expect(outcomes.filter(Boolean)).toHaveLength(1);
  });
});
