/** A username's failed sign-ins since its last success (times in epoch seconds). */
export interface LoginFailureState {
  readonly consecutiveFailures: number;
  /** Until when sign-in is refused; undefined when the username is not locked. */
  readonly lockedUntil: number | undefined;
}

export interface LockAfter {
  /** The failure that locks: the threshold-th in a row. */
  readonly threshold: number;
  readonly lockSeconds: number;
}

/**
 * The port of the per-username lockout (docs/team-decisions.md "Lockout"). Every process of a
 * deployment counts into the same rows, so wrong passwords spread over several processes lock an
 * account exactly as they would through one.
 */
export interface LoginFailureRepository {
  find(username: string): Promise<LoginFailureState | undefined>;
  /**
   * Counts one more failure at `now`, in one statement, so failures counted at once by several
   * processes are all counted: after a lock has ended the count starts again from one; the
   * threshold-th failure locks until `now + lockSeconds`; a lock still running is kept as it is.
   * The state after.
   */
  recordFailure(username: string, now: number, lock: LockAfter): Promise<LoginFailureState>;
  /** Forgets the failures (a right password, a new one). */
  clear(username: string): Promise<void>;
  /**
   * Forgets the locks that ended by `now` (the next failure starts again at 1 either way); counts
   * below the threshold are kept, since "in a row" ends only with a right password. How many.
   */
  deleteEndedLocks(now: number): Promise<number>;
}
