import { MIGRATIONS } from '../../server/db/migrations';
import { NewerDatabaseError } from '../../server/db/migration-plan';
import { migratePostgres } from '../../server/db/postgres/migrate';
import { openPostgresPool } from '../../server/db/postgres/pool';
import { postgresForThisFile } from './postgres-database';

// Keys, hashes and databases are made slowly on a loaded machine; jest's 5 s is too short there.
jest.setTimeout(60_000);

const postgres = postgresForThisFile();
const allIds = MIGRATIONS.map((migration) => migration.id);

const appliedIds = async (pool: import('pg').Pool): Promise<number[]> =>
  (await pool.query<{ id: number }>('SELECT id FROM schema_migrations ORDER BY id')).rows.map(
    (row) => row.id,
  );

const tableExists = async (pool: import('pg').Pool, table: string): Promise<boolean> =>
  (await pool.query<{ found: string | null }>('SELECT to_regclass($1) AS found', [table])).rows[0]
    ?.found !== null;

describe('PostgreSQL migrations', () => {
  it('applies every migration to an empty database, and a second run changes nothing', async () => {
    const { pool } = await postgres.freshDatabase();
    await migratePostgres(pool, 'under test');
    expect(await appliedIds(pool)).toEqual(allIds);
    await migratePostgres(pool, 'under test');
    expect(await appliedIds(pool)).toEqual(allIds);
  });

  it('migrates once when ten processes start at the same moment', async () => {
    const { url } = await postgres.freshDatabase();
    const pools = Array.from({ length: 10 }, () => openPostgresPool(url, { max: 1 }));
    try {
      const outcomes = await Promise.allSettled(pools.map((pool) => migratePostgres(pool, url)));
      expect(outcomes.filter((outcome) => outcome.status === 'rejected')).toEqual([]);
      const [anyOne] = pools;
      expect(anyOne && (await appliedIds(anyOne))).toEqual(allIds);
    } finally {
      await Promise.all(pools.map((pool) => pool.end()));
    }
  });

  it('refuses a database a newer version migrated, and changes nothing in it', async () => {
    const { pool } = await postgres.freshDatabase();
    await pool.query(
      'CREATE TABLE schema_migrations (id BIGINT PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)',
    );
    await pool.query(
      "INSERT INTO schema_migrations VALUES (1, 'users', 'then'), (9001, 'from the future', 'later')",
    );
    const attempt = migratePostgres(pool, 'the test database');
    await expect(attempt).rejects.toBeInstanceOf(NewerDatabaseError);
    await expect(attempt).rejects.toThrow(/the test database .*\(9001\).*newer version/);
    expect(await appliedIds(pool)).toEqual([1, 9001]);
    expect(await tableExists(pool, 'sessions')).toBe(false);
  });

  it('leaves no migration half applied when one fails', async () => {
    const { pool } = await postgres.freshDatabase();
    // A table in the way of migration 100's: the run stops there and rolls everything back.
    await pool.query('CREATE TABLE company_records (duns TEXT)');
    await expect(migratePostgres(pool, 'under test')).rejects.toThrow(/company_records/);
    expect(await tableExists(pool, 'users')).toBe(false);
    expect(await tableExists(pool, 'schema_migrations')).toBe(false);
  });
});
