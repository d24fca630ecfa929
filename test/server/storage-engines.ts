import { sql } from 'kysely';
import type pg from 'pg';
import { migrate, openDatabase, type Db } from '../../server/db/database';
import { migratePostgres } from '../../server/db/postgres/migrate';
import { postgresQueryLayer, sqliteQueryLayer, type QueryLayer } from '../../server/db/query-layer';
import { postgresForThisFile } from './postgres-database';
import { temporaryDataDir } from './test-database';
import fs from 'node:fs';

export interface FreshDatabase {
  readonly layer: QueryLayer;
  /** Runs the migration step again, as a process starting on this database would. */
  readonly migrate: () => Promise<void>;
  /** A second connection to the same database, as another process of a deployment holds one. */
  readonly anotherProcess: () => QueryLayer;
  readonly close: () => Promise<void>;
}

/** One engine a repository contract suite runs against: a fresh, migrated database per call. */
export interface Engine {
  readonly name: 'SQLite' | 'PostgreSQL';
  fresh(): Promise<FreshDatabase>;
}

/**
 * SQLite in a temporary data folder and PostgreSQL in a throwaway cluster started for the calling
 * file, so that one table of cases holds both adapters to the same behaviour (D-STORE-3).
 */
export const enginesForThisFile = (): readonly Engine[] => {
  const postgres = postgresForThisFile();
  return [
    {
      name: 'SQLite',
      fresh: async () => {
        const dataDir = temporaryDataDir();
        const db = openDatabase(dataDir);
        const others: Db[] = [];
        return {
          layer: sqliteQueryLayer(db),
          migrate: async () => {
            migrate(db);
          },
          anotherProcess: () => {
            const other = openDatabase(dataDir);
            others.push(other);
            return sqliteQueryLayer(other);
          },
          close: async () => {
            for (const other of others) other.close();
            db.close();
            fs.rmSync(dataDir, { recursive: true, force: true });
          },
        };
      },
    },
    {
      name: 'PostgreSQL',
      fresh: async () => {
        const { url, pool } = await postgres.freshDatabase();
        await migratePostgres(pool, 'under test');
        const others: pg.Pool[] = [];
        return {
          layer: postgresQueryLayer(pool),
          anotherProcess: () => {
            const other = postgres.anotherPool(url);
            others.push(other);
            return postgresQueryLayer(other);
          },
          migrate: async () => {
            await migratePostgres(pool, 'under test');
          },
          close: async () => {
            await Promise.all(others.filter((other) => !other.ending).map((other) => other.end()));
          },
        };
      },
    },
  ];
};

/** A user row with only what the schema requires, for the stores that refer to users. */
export const insertBareUser = async (layer: QueryLayer, id: string): Promise<void> => {
  await sql`INSERT INTO users (id, email, first_name, last_name, country_code, language_preference,
              password_hash, password_changed_at, created_at)
            VALUES (${id}, ${`${id}@example.com`}, 'Pat', 'Doe', 'US', 'en-us', 'x', 0, 0)`.execute(
    layer,
  );
};
