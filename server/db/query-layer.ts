import {
  Kysely,
  PostgresDialect,
  SqliteDialect,
  sql,
  type Compilable,
  type CompiledQuery,
} from 'kysely';
import type pg from 'pg';
import type { Db } from './database';
import type { PortalTables } from './tables';

/** Kysely over either engine; the repositories are written once against it (D-STORE-1). */
export type QueryLayer = Kysely<PortalTables>;

// Kysely's SQLite driver prepares a statement on every query, which costs the session check more
// than the query itself (D-STORE-1); statements are kept by their SQL text instead, at most this
// many, the oldest dropped first (queries with IN lists of varying length have many texts).
const KEPT_STATEMENTS = 500;

const layers = new WeakMap<Db, QueryLayer>();

/**
 * The query layer over the server's SQLite connection (the same one the other stores use): one per
 * connection, however many stores ask, since Kysely orders the queries and transactions of one
 * instance on its connection, and two instances on one connection would interleave them.
 */
export const sqliteQueryLayer = (db: Db): QueryLayer => {
  const known = layers.get(db);
  if (known !== undefined) return known;
  const layer = newSqliteQueryLayer(db);
  layers.set(db, layer);
  return layer;
};

const newSqliteQueryLayer = (db: Db): QueryLayer => {
  const kept = new Map<string, ReturnType<Db['prepare']>>();
  return new Kysely<PortalTables>({
    dialect: new SqliteDialect({
      database: {
        // The connection belongs to the server, which closes it itself.
        close: () => undefined,
        prepare: (sql: string) => {
          const known = kept.get(sql);
          if (known !== undefined) return known;
          const statement = db.prepare(sql);
          kept.set(sql, statement);
          if (kept.size > KEPT_STATEMENTS) kept.delete(kept.keys().next().value ?? sql);
          return statement;
        },
      },
    }),
  });
};

const postgresLayers = new WeakSet<QueryLayer>();

/** The query layer over a PostgreSQL pool (server/db/postgres/pool.ts). */
export const postgresQueryLayer = (pool: pg.Pool): QueryLayer => {
  const layer = new Kysely<PortalTables>({ dialect: new PostgresDialect({ pool }) });
  postgresLayers.add(layer);
  return layer;
};

/** PostgreSQL's answer to a serializable transaction that lost a race: run it again. */
const SERIALIZATION_FAILURE = '40001';
const SERIALIZABLE_ATTEMPTS = 10;

const lostRace = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  Reflect.get(error, 'code') === SERIALIZATION_FAILURE;

/**
 * Runs `work` as if no other writer ran beside it (D-STORE-7). On PostgreSQL: in a serializable
 * transaction, run again when PostgreSQL refuses it for a race with another process. On SQLite:
 * as it is, for a single statement is atomic there and the server is the database's only writer;
 * a transaction would hold the one connection across awaits. So `work` must be one statement.
 */
export const serializably = async <T>(
  layer: QueryLayer,
  work: (db: QueryLayer) => Promise<T>,
): Promise<T> => {
  if (!postgresLayers.has(layer)) return work(layer);
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await layer.transaction().setIsolationLevel('serializable').execute(work);
    } catch (error) {
      if (!lostRace(error) || attempt === SERIALIZABLE_ATTEMPTS) throw error;
    }
  }
};

/**
 * Runs `work` in one transaction that no other process runs beside it: on PostgreSQL under the
 * advisory lock `key`, held until the transaction ends, so that processes starting together do it
 * one after the other and each finds what the one before it did; on SQLite a plain transaction is
 * enough, for one process holds the data folder (D-STORE-2).
 */
export const transactionAlone = async <T>(
  layer: QueryLayer,
  key: number,
  work: (trx: QueryLayer) => Promise<T>,
): Promise<T> =>
  layer.transaction().execute(async (trx) => {
    if (postgresLayers.has(layer)) await sql`SELECT pg_advisory_xact_lock(${key})`.execute(trx);
    return work(trx);
  });

/**
 * A query on a hot path, built and compiled once for its engine; each run binds its own values to
 * the placeholders, in the order they appear in the compiled SQL (D-STORE-1).
 */
export interface PreparedQuery<Row> {
  run(...parameters: readonly unknown[]): Promise<readonly Row[]>;
}

export const prepareQuery = <Row>(
  layer: QueryLayer,
  query: Compilable<Row>,
): PreparedQuery<Row> => {
  const compiled: CompiledQuery<Row> = query.compile();
  return {
    run: async (...parameters) => (await layer.executeQuery<Row>({ ...compiled, parameters })).rows,
  };
};
