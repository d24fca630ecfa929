import type pg from 'pg';
import type { Migration } from '../migration';
import { MIGRATIONS } from '../migrations';
import { pendingMigrations } from '../migration-plan';

// The advisory lock every portal process takes to migrate: any constant that no other application
// on the same database uses; this one spells "portal" in ASCII.
const MIGRATION_LOCK = 0x706f7274616c;

/**
 * Brings a PostgreSQL database up to date: every pending migration in one transaction, under an
 * advisory lock, so that processes starting together migrate once and the others find it done
 * (D-STORE-2). A database newer than this code is left untouched (NewerDatabaseError).
 */
export const migratePostgres = async (
  pool: pg.Pool,
  where: string,
): Promise<readonly Migration[]> => {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await client.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      id BIGINT PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL DEFAULT (now()::text))`);
    const applied = await client.query<{ id: number }>('SELECT id FROM schema_migrations');
    const pending = pendingMigrations(
      MIGRATIONS,
      applied.rows.map((row) => row.id),
      where,
    );
    for (const migration of pending) {
      await client.query(migration.postgres);
      await client.query('INSERT INTO schema_migrations (id, name) VALUES ($1, $2)', [
        migration.id,
        migration.name,
      ]);
    }
    await client.query('COMMIT');
    return pending;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
};
