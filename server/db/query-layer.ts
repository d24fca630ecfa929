import {
  Kysely,
  PostgresDialect,
  SqliteDialect,
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

/** The query layer over the server's SQLite connection (the same one the other stores use). */
export const sqliteQueryLayer = (db: Db): QueryLayer => {
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

/** The query layer over a PostgreSQL pool (server/db/postgres/pool.ts). */
export const postgresQueryLayer = (pool: pg.Pool): QueryLayer =>
  new Kysely<PortalTables>({ dialect: new PostgresDialect({ pool }) });

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
