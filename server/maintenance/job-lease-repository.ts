/**
 * The port of the scheduled jobs' leases (times in epoch seconds): a job runs on the process that
 * holds its lease, so that however many processes a deployment runs, one of them does each run.
 */
export interface JobLeaseRepository {
  /**
   * Takes the lease of `job` for `holder` until `until`, if nobody holds it at `now` or `holder`
   * already does (a renewal); true when `holder` has it. One statement: of several processes
   * asking at once, one gets it.
   */
  tryAcquire(job: string, holder: string, now: number, until: number): Promise<boolean>;
  /** Gives the lease back, if `holder` still has it (a process that stops). */
  release(job: string, holder: string): Promise<void>;
}
