import { ConfigError } from '../config-schema';
import type { DirectorySeeding } from '../gad/directory-seeding';
import { PostgresDirectorySeeding } from '../gad/postgres-directory-seeding';
import { SqliteDirectorySeeding } from '../gad/sqlite-directory-seeding';
import { loadConfig, type ServerConfig } from '../config';
import { openDatabase } from './database';
import { StartupError } from './data-dir';
import type { Migration } from './migration';
import { NewerDatabaseError } from './migration-plan';
import { migratePostgres } from './postgres/migrate';
import { openPostgresPool } from './postgres/pool';
import { postgresQueryLayer, sqliteQueryLayer, type QueryLayer } from './query-layer';

export interface CommandOutcome {
  readonly status: 0 | 1;
  /** For stdout when the status is 0, for stderr otherwise. */
  readonly message: string;
}

/** Ends an operator's command: its message on stdout, or on stderr with its exit status. */
export const finishCommand = (outcome: CommandOutcome): void => {
  if (outcome.status === 0) console.log(outcome.message);
  else console.error(outcome.message);
  process.exitCode = outcome.status;
};

export interface ConfiguredDatabase {
  readonly config: ServerConfig;
  readonly layer: QueryLayer;
  /** The database as an operator names it (a PostgreSQL URL without its password). */
  readonly where: string;
  /** What opening it migrated. */
  readonly applied: readonly Migration[];
  /** The Get-a-DUNS directory's bulk loads, in this engine's way. */
  readonly directory: DirectorySeeding;
}

const postgresName = (url: string): string => {
  const parsed = new URL(url);
  parsed.password = '';
  return `PostgreSQL ${parsed.toString()}`;
};

/**
 * For the operator's commands (db:migrate, keys:rotate, seed): the database the configuration names,
 * PostgreSQL at DATABASE_URL or else SQLite in DATA_DIR, migrated as a starting server would, then
 * closed after `work`. A problem the operator can fix (configuration, a database newer than the
 * code) is a message with status 1, not a stack trace.
 */
export const withConfiguredDatabase = async (
  env: NodeJS.ProcessEnv,
  work: (database: ConfiguredDatabase) => Promise<string>,
): Promise<CommandOutcome> => {
  try {
    const config = loadConfig(env);
    if (config.databaseUrl === undefined) {
      let applied: readonly Migration[] = [];
      const db = openDatabase(config.dataDir, (done) => (applied = done));
      const layer = sqliteQueryLayer(db);
      try {
        const where = `SQLite in ${config.dataDir}`;
        const directory = new SqliteDirectorySeeding(db);
        return { status: 0, message: await work({ config, layer, where, applied, directory }) };
      } finally {
        db.close();
      }
    }
    const pool = openPostgresPool(config.databaseUrl, { max: 1 });
    const layer = postgresQueryLayer(pool);
    try {
      const where = postgresName(config.databaseUrl);
      const applied = await migratePostgres(pool, where);
      const directory = new PostgresDirectorySeeding(pool);
      return { status: 0, message: await work({ config, layer, where, applied, directory }) };
    } finally {
      // The pool itself, not Kysely's destroy: Kysely ends a pool only once a query has run on it.
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
