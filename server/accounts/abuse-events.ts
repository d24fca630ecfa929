import { Type } from 'typebox';
import { epochSeconds, type Clock } from '../clock';
import type { Db } from '../db/database';
import { rowShape } from '../db/rows';

/** What the abuse limits count in the database (table `abuse_events`). */
export type AbuseEventKind =
  /** A wrong password at sign-in or verifyExpiredPswd, by client address (D-ABUSE-2). */
  | 'failed-password-check'
  /** A reset or verification mail sent, by lower-cased recipient (D-ABUSE-3). */
  | 'account-mail'
  /** A "someone tried to register with your address" notice sent, by recipient (D-ABUSE-4). */
  | 'registration-notice';

/** Events older than this are deleted; no window may be longer. */
const KEPT_SECONDS = 24 * 60 * 60;

export interface WindowCount {
  readonly count: number;
  /** Seconds until the oldest counted event leaves the window (0 when none is counted). */
  readonly retryAfterSeconds: number;
}

const WindowRow = rowShape(
  'WindowRow',
  Type.Object({ count: Type.Integer(), oldest: Type.Union([Type.Integer(), Type.Null()]) }),
);

/**
 * A sliding-window event log in SQLite, for the limits that must hold across route modules and
 * restarts: the failed password checks of one address, and the mail one account was sent.
 * (Request-rate limits are counted by server/http/abuse-limiter.ts, in process or in Redis.)
 * better-sqlite3 is synchronous, so a check and its record cannot interleave with another request.
 */
export class AbuseEvents {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** The events of `kind` for `subject` in the last `windowSeconds`. */
  count(kind: AbuseEventKind, subject: string, windowSeconds: number): WindowCount {
    const now = epochSeconds(this.clock);
    const since = now - Math.min(windowSeconds, KEPT_SECONDS);
    const row = WindowRow.only(
      this.db
        .prepare(
          'SELECT COUNT(*) AS count, MIN(at) AS oldest FROM abuse_events WHERE kind = ? AND subject = ? AND at > ?',
        )
        .get(kind, subject, since),
    );
    return {
      count: row.count,
      retryAfterSeconds: row.oldest === null ? 0 : Math.max(1, row.oldest + windowSeconds - now),
    };
  }

  /** Records one event now (and drops events too old to count); its id. */
  record(kind: AbuseEventKind, subject: string): number {
    const now = epochSeconds(this.clock);
    return this.db.transaction(() => {
      this.db.prepare('DELETE FROM abuse_events WHERE at <= ?').run(now - KEPT_SECONDS);
      const { lastInsertRowid } = this.db
        .prepare('INSERT INTO abuse_events (kind, subject, at) VALUES (?, ?, ?)')
        .run(kind, subject, now);
      return Number(lastInsertRowid);
    })();
  }

  /**
   * Records an event unless `max` already happened in the window: the new event's id (the caller
   * may go ahead), or undefined (it may not).
   */
  take(
    kind: AbuseEventKind,
    subject: string,
    max: number,
    windowSeconds: number,
  ): number | undefined {
    return this.db.transaction(() =>
      this.count(kind, subject, windowSeconds).count >= max
        ? undefined
        : this.record(kind, subject),
    )();
  }

  /** Takes back an event recorded in advance that did not happen after all. */
  release(id: number): void {
    this.db.prepare('DELETE FROM abuse_events WHERE id = ?').run(id);
  }
}
