import { ConfigError } from '../config-schema';
import { loadConfig } from '../config';
import { openDatabase } from './database';
import { StartupError } from './data-dir';
import type { Migration } from './migration';
import { NewerDatabaseError } from './migration-plan';
import { MIGRATIONS } from './migrations';
import { migratePostgres } from './postgres/migrate';
import { openPostgresPool } from './postgres/pool';

export interface CommandOutcome {
  readonly status: 0 | 1;
  /** For stdout when the status is 0, for stderr otherwise. */
  readonly message: string;
}

const summary = (where: string, applied: readonly Migration[]): string => {
  const latest = MIGRATIONS[MIGRATIONS.length - 1]?.id ?? 0;
  return applied.length === 0
    ? `${where}: up to date (migration ${latest}); nothing to apply`
    : `${where}: applied ${applied.map((migration) => migration.id).join(', ')}; now at migration ${latest}`;
};

/** The database as an operator names it: its URL without the password. */
const postgresName = (url: string): string => {
  const parsed = new URL(url);
  parsed.password = '';
  return `PostgreSQL ${parsed.toString()}`;
};

/**
 * `npm run db:migrate`: brings the database up to date without starting the server, PostgreSQL at
 * DATABASE_URL when set, else SQLite in DATA_DIR (D-STORE-2), and says what it applied. A problem
 * the operator can fix (configuration, a database newer than the code) is a message, not a trace.
 */
export const migrateCommand = async (env: NodeJS.ProcessEnv): Promise<CommandOutcome> => {
  try {
    const config = loadConfig(env);
    if (config.databaseUrl === undefined) {
      let applied: readonly Migration[] = [];
      openDatabase(config.dataDir, (done) => (applied = done)).close();
      return { status: 0, message: summary(`SQLite in ${config.dataDir}`, applied) };
    }
    const pool = openPostgresPool(config.databaseUrl, { max: 1 });
    const where = postgresName(config.databaseUrl);
    try {
      return { status: 0, message: summary(where, await migratePostgres(pool, where)) };
    } finally {
      await pool.end();
    }
  } catch (error) {
    const known =
      error instanceof ConfigError ||
      error instanceof StartupError ||
      error instanceof NewerDatabaseError;
    if (known) return { status: 1, message: error.message };
    throw error;
  }
};
