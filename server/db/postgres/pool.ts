import pg from 'pg';

// BIGINT arrives from pg as a string; the schema uses it for epoch seconds, ids and cents, all far
// below 2^53, so it is read as a number, and a value past that range fails loudly instead of
// silently rounding.
const parseBigint = (value: string): number => {
  const parsed = Number(value);
  if (!Number.isSafeInteger(parsed)) throw new RangeError(`BIGINT ${value} exceeds 2^53`);
  return parsed;
};

const types = new pg.TypeOverrides();
types.setTypeParser(pg.types.builtins.INT8, 'text', parseBigint);

export interface PoolOptions {
  /** Connections this process keeps at most (pg's default is 10). */
  readonly max?: number;
}

/**
 * A pool of connections to DATABASE_URL, reading BIGINT as number. A connection that PostgreSQL
 * ends while it is lent out (a restart during a transaction) emits `error` on its client, which
 * the pool listens to only while the client is idle: unheard, it would end the process. The error
 * also reaches the query that was waiting, which answers 503 (D-STORE-14), and the pool drops the
 * client when it comes back, so the listener has nothing more to do.
 */
export const openPostgresPool = (url: string, options: PoolOptions = {}): pg.Pool => {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10, types });
  pool.on('connect', (client) => client.on('error', () => undefined));
  return pool;
};
