import type { QueryLayer } from '../db/query-layer';
import { PostgresDirectoryRepository } from './postgres-directory-repository';
import type { SqlDirectoryRepository } from './sql-directory-repository';
import { SqliteDirectoryRepository } from './sqlite-directory-repository';

/** The engine a query layer speaks; each has its own index of the company search (D-STORE-11). */
export type StorageEngine = 'sqlite' | 'postgres';

/**
 * The directory's adapter for `engine`, to be built over a layer or a transaction of it (a
 * `DirectoryIn`).
 */
export const directoryIn =
  (engine: StorageEngine) =>
  (db: QueryLayer): SqlDirectoryRepository =>
    engine === 'sqlite' ? new SqliteDirectoryRepository(db) : new PostgresDirectoryRepository(db);
