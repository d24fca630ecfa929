import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import { openPostgresPool } from '../../server/db/postgres/pool';
import { startPostgres, type ThrowawayService } from '../../scripts/throwaway-services';

export interface PostgresForTests {
  /** A new, empty database in the file's cluster, and a pool on it; closed after the file. */
  freshDatabase(): Promise<{ url: string; pool: pg.Pool }>;
}

/**
 * A throwaway PostgreSQL cluster for the calling test file (started before its tests, stopped
 * after them, also when they fail), holding one database per `freshDatabase` call.
 */
export const postgresForThisFile = (): PostgresForTests => {
  let cluster: ThrowawayService | undefined;
  let admin: pg.Pool | undefined;
  const pools: pg.Pool[] = [];
  beforeAll(async () => {
    cluster = await startPostgres();
    admin = openPostgresPool(cluster.url, { max: 1 });
  }, 60_000);
  afterAll(async () => {
    await Promise.all([...pools, ...(admin ? [admin] : [])].map((pool) => pool.end()));
    await cluster?.stop();
  });
  return {
    freshDatabase: async () => {
      if (!cluster || !admin) throw new Error('the PostgreSQL cluster did not start');
      const name = `portal_${randomBytes(6).toString('hex')}`;
      await admin.query(`CREATE DATABASE ${name}`);
      const url = cluster.url.replace(/\/postgres$/, `/${name}`);
      const pool = openPostgresPool(url);
      pools.push(pool);
      return { url, pool };
    },
  };
};
