import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { migrateCommand } from '../../server/db/migrate-command';
import { MIGRATIONS } from '../../server/db/migrations';
import { postgresForThisFile } from './postgres-database';
import { temporaryDataDir } from './test-database';

// Keys, hashes and databases are made slowly on a loaded machine; jest's 5 s is too short there.
jest.setTimeout(60_000);

const postgres = postgresForThisFile();
const root = path.resolve(__dirname, '../..');
const latest = MIGRATIONS[MIGRATIONS.length - 1]?.id;
const allIds = MIGRATIONS.map((migration) => migration.id).join(', ');

describe('npm run db:migrate', () => {
  it('migrates the PostgreSQL database at DATABASE_URL, then finds nothing to apply', async () => {
    const { url } = await postgres.freshDatabase();
    const first = await migrateCommand({ DATABASE_URL: url.replace('portal@', 'portal:s3cret@') });
    expect(first).toEqual({
      status: 0,
      message: `PostgreSQL ${url}: applied ${allIds}; now at migration ${latest}`,
    });
    expect(await migrateCommand({ DATABASE_URL: url })).toEqual({
      status: 0,
      message: `PostgreSQL ${url}: up to date (migration ${latest}); nothing to apply`,
    });
  });

  it('stops with the reason and status 1 on a database a newer version migrated', async () => {
    const { url, pool } = await postgres.freshDatabase();
    await pool.query(
      'CREATE TABLE schema_migrations (id BIGINT PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)',
    );
    await pool.query("INSERT INTO schema_migrations VALUES (9001, 'from the future', 'later')");
    const outcome = await migrateCommand({ DATABASE_URL: url });
    expect(outcome.status).toBe(1);
    expect(outcome.message).toMatch(/\(9001\).*newer version.*restore a backup/);
  });

  it('names DATABASE_URL and hides its password when the value is not a PostgreSQL URL', async () => {
    const outcome = await migrateCommand({ DATABASE_URL: 'mysql://portal:s3cret@db/portal' });
    expect(outcome.status).toBe(1);
    expect(outcome.message).toContain(
      'DATABASE_URL must be an absolute postgres or postgresql URL (got "mysql://portal:***@db/portal")',
    );
    expect(outcome.message).not.toContain('s3cret');
  });

  it('runs from the command line on SQLite in DATA_DIR when DATABASE_URL is unset', () => {
    const dataDir = temporaryDataDir();
    try {
      const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/migrate-cli.ts'], {
        cwd: root,
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
        encoding: 'utf8',
      });
      expect({ status: run.status, stderr: run.stderr }).toEqual({ status: 0, stderr: '' });
      expect(run.stdout.trim()).toBe(
        `SQLite in ${dataDir}: applied ${allIds}; now at migration ${latest}`,
      );
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 30_000);
});
