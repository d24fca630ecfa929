/** What the abuse limits count in the database (table `abuse_events`). */
export type AbuseEventKind =
  /** A wrong password at sign-in or verifyExpiredPswd, by client address (D-ABUSE-2). */
  | 'failed-password-check'
  /** A reset or verification mail sent, by lower-cased recipient (D-ABUSE-3). */
  | 'account-mail'
  /** A "someone tried to register with your address" notice sent, by recipient (D-ABUSE-4). */
  | 'registration-notice';

export interface EventCount {
  readonly count: number;
  /** When the oldest counted event happened; undefined when none is counted. */
  readonly oldest: number | undefined;
}

/**
 * The port of the abuse limits' event log (times in epoch seconds). Every process of a deployment
 * counts into the same log, so a limit holds across processes and restarts.
 */
export interface AbuseEventRepository {
  /** The events of `kind` for `subject` after `since`. */
  count(kind: AbuseEventKind, subject: string, since: number): Promise<EventCount>;
  /**
   * Records one event at `at` unless `max` events of `kind` for `subject` happened after `since`,
   * as one step however many processes take at once: the new event's id, or undefined.
   */
  take(
    kind: AbuseEventKind,
    subject: string,
    at: number,
    limit: { readonly max: number; readonly since: number },
  ): Promise<number | undefined>;
  /** Takes back one event. */
  release(id: number): Promise<void>;
  /** Deletes the events at or before `at`; how many. */
  deleteUpTo(at: number): Promise<number>;
}
