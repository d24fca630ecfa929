import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import { openPostgresPool } from '../../server/db/postgres/pool';
import { startPostgres, type ThrowawayService } from '../../scripts/throwaway-services';

/** The environment variable naming the run's shared cluster (server-tests.global-setup.ts). */
export const SHARED_POSTGRES_URL = 'PORTAL_TEST_POSTGRES_URL';

export interface PostgresForTests {
  /** A new, empty database, and a pool on it; the pool closed and the database dropped after the file. */
  freshDatabase(): Promise<{ url: string; pool: pg.Pool }>;
  /** Another pool on a database of `freshDatabase`, as another process holds one; closed after the file. */
  anotherPool(url: string): pg.Pool;
}

/** The run's shared cluster when the global setup started one, else one for this file alone. */
const clusterForThisFile = async (): Promise<{ url: string; stop(): Promise<void> }> => {
  const shared = process.env[SHARED_POSTGRES_URL];
  if (shared !== undefined && shared !== '') return { url: shared, stop: async () => undefined };
  return startPostgres();
};

/**
 * PostgreSQL for the calling test file: one database per `freshDatabase` call, in the run's shared
 * cluster (or in a cluster of the file's own, started before its tests and stopped after them, also
 * when they fail, when the file runs outside jest's server project).
 */
export const postgresForThisFile = (): PostgresForTests => {
  let cluster: Pick<ThrowawayService, 'url' | 'stop'> | undefined;
  let admin: pg.Pool | undefined;
  const pools: pg.Pool[] = [];
  const databases: string[] = [];
  beforeAll(async () => {
    cluster = await clusterForThisFile();
    admin = openPostgresPool(cluster.url, { max: 1 });
  }, 60_000);
  afterAll(async () => {
    await Promise.all(pools.filter((pool) => !pool.ending).map((pool) => pool.end()));
    // Without FORCE: DROP waits for the closed pools' server processes to exit, and fails on a
    // pool still open, where FORCE would cut connections whose clients are still closing.
    for (const name of databases) await admin?.query(`DROP DATABASE ${name}`);
    await admin?.end();
    await cluster?.stop();
  });
  return {
    freshDatabase: async () => {
      if (!cluster || !admin) throw new Error('the PostgreSQL cluster did not start');
      const name = `portal_${randomBytes(6).toString('hex')}`;
      await admin.query(`CREATE DATABASE ${name}`);
      databases.push(name);
      const url = cluster.url.replace(/\/postgres$/, `/${name}`);
      const pool = openPostgresPool(url);
      pools.push(pool);
      return { url, pool };
    },
    anotherPool: (url) => {
      const pool = openPostgresPool(url);
      pools.push(pool);
      return pool;
    },
  };
};
