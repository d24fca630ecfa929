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

/** A pool of connections to DATABASE_URL, reading BIGINT as number. */
export const openPostgresPool = (url: string, options: PoolOptions = {}): pg.Pool =>
  new pg.Pool({ connectionString: url, max: options.max ?? 10, types });
