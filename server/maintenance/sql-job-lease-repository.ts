import type { QueryLayer } from '../db/query-layer';
import type { JobLeaseRepository } from './job-lease-repository';

/** The leases in SQLite or PostgreSQL, through the query layer (D-STORE-4, D-STORE-8). */
export class SqlJobLeaseRepository implements JobLeaseRepository {
  constructor(private readonly db: QueryLayer) {}

  async tryAcquire(job: string, holder: string, now: number, until: number): Promise<boolean> {
    // The upsert updates only a lease that has run out or is the holder's own; otherwise it
    // returns no row. Concurrent upserts of one row wait for each other's row lock.
    const row = await this.db
      .insertInto('job_leases')
      .values({ name: job, holder, expires_at: until })
      .onConflict((conflict) =>
        conflict
          .column('name')
          .doUpdateSet((eb) => ({
            holder: eb.ref('excluded.holder'),
            expires_at: eb.ref('excluded.expires_at'),
          }))
          .where((eb) =>
            eb.or([
              eb('job_leases.expires_at', '<=', now),
              eb('job_leases.holder', '=', eb.ref('excluded.holder')),
            ]),
          ),
      )
      .returning('holder')
      .executeTakeFirst();
    return row?.holder === holder;
  }

  async release(job: string, holder: string): Promise<void> {
    await this.db
      .deleteFrom('job_leases')
      .where('name', '=', job)
      .where('holder', '=', holder)
      .execute();
  }
}
