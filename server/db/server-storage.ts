import type { StorageEngine } from '../get-a-duns/directory-adapters';
import type { DirectorySeeding } from '../get-a-duns/directory-seeding';
import { PostgresDirectorySeeding } from '../get-a-duns/postgres-directory-seeding';
import { SqliteDirectorySeeding } from '../get-a-duns/sqlite-directory-seeding';
import { openDatabase } from './database';
import { lockDataDir, reasonOf, StartupError } from './data-dir';
import type { PoolUse } from '../observability/metrics';
import type { Migration } from './migration';
import { NewerDatabaseError } from './migration-plan';
import { migratePostgres } from './postgres/migrate';
import { openPostgresPool } from './postgres/pool';
import { postgresQueryLayer, sqliteQueryLayer, type QueryLayer } from './query-layer';

/** The database a process keeps its data in, migrated and ready for the repositories. */
export interface ServerStorage {
  readonly engine: StorageEngine;
  readonly layer: QueryLayer;
  /** The database as an operator names it (a PostgreSQL URL without its password). */
  readonly where: string;
  /** What opening it migrated. */
  readonly applied: readonly Migration[];
  /** The Get-a-DUNS directory's bulk loads, in this engine's way. */
  readonly directory: DirectorySeeding;
  /** The pool's use now, for the metrics; none for SQLite's one connection. */
  readonly poolUse?: () => PoolUse;
  /** Answers when the database answers a query; throws otherwise (`/ready`). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface StorageOptions {
  /** Whether this process must be SQLite's only server (the data folder's lock). */
  readonly lockDataDir: boolean;
  /** PostgreSQL connections this process keeps at most. */
  readonly poolMax: number;
  /** Where an idle connection's failure is reported (PostgreSQL restarting, say). */
  readonly onPoolError?: (error: Error) => void;
}

export const postgresName = (url: string): string => {
  const parsed = new URL(url);
  parsed.password = '';
  return `PostgreSQL ${parsed.toString()}`;
};

const openSqlite = (dataDir: string, options: StorageOptions): ServerStorage => {
  const lock = options.lockDataDir ? lockDataDir(dataDir) : undefined;
  try {
    let applied: readonly Migration[] = [];
    const db = openDatabase(dataDir, (done) => (applied = done));
    return {
      engine: 'sqlite',
      layer: sqliteQueryLayer(db),
      where: `SQLite in ${dataDir}`,
      applied,
      directory: new SqliteDirectorySeeding(db),
      ping: async () => {
        db.prepare('SELECT 1').get();
      },
      close: async () => {
        db.close();
        lock?.release();
      },
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
};

const openPostgres = async (url: string, options: StorageOptions): Promise<ServerStorage> => {
  const where = postgresName(url);
  const pool = openPostgresPool(url, { max: options.poolMax });
  // Without a listener, an idle connection that PostgreSQL closes would end the process.
  pool.on('error', options.onPoolError ?? (() => undefined));
  try {
    const applied = await migratePostgres(pool, where);
    return {
      engine: 'postgres',
      layer: postgresQueryLayer(pool),
      where,
      applied,
      directory: new PostgresDirectorySeeding(pool),
      poolUse: () => ({
        open: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
        max: options.poolMax,
      }),
      ping: async () => {
        await pool.query('SELECT 1');
      },
      // The pool itself, not Kysely's destroy: Kysely ends a pool only once a query has run on it.
      close: async () => pool.end(),
    };
  } catch (error) {
    await pool.end();
    if (error instanceof NewerDatabaseError) throw new StartupError(error.message);
    throw new StartupError(
      `${where} cannot be reached or migrated (${reasonOf(error)}). Check DATABASE_URL, that ` +
        'the server is running and accepts this user, or unset DATABASE_URL to use SQLite in DATA_DIR.',
    );
  }
};

/**
 * The database the configuration names: PostgreSQL at DATABASE_URL (D-STORE-4), else SQLite in
 * DATA_DIR; migrated as it opens. A problem the operator can fix is a StartupError.
 */
export const openServerStorage = async (
  config: { readonly dataDir: string; readonly databaseUrl: string | undefined },
  options: StorageOptions,
): Promise<ServerStorage> =>
  config.databaseUrl === undefined
    ? openSqlite(config.dataDir, options)
    : openPostgres(config.databaseUrl, options);
