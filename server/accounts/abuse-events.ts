import { epochSeconds, type Clock } from '../clock';
import type { AbuseEventKind, AbuseEventRepository } from './abuse-event-repository';

export type { AbuseEventKind } from './abuse-event-repository';

/** Events older than this are deleted; no window may be longer. */
const KEPT_SECONDS = 24 * 60 * 60;

export interface WindowCount {
  readonly count: number;
  /** Seconds until the oldest counted event leaves the window (0 when none is counted). */
  readonly retryAfterSeconds: number;
}

/**
 * A sliding-window event log in the database, for the limits that must hold across route modules,
 * processes and restarts: the failed password checks of one address, and the mail one account was
 * sent. (Request-rate limits are counted by server/http/abuse-limiter.ts, in process or in Redis.)
 */
export class AbuseEvents {
  constructor(
    private readonly events: AbuseEventRepository,
    private readonly clock: Clock,
  ) {}

  /** The events of `kind` for `subject` in the last `windowSeconds`. */
  async count(kind: AbuseEventKind, subject: string, windowSeconds: number): Promise<WindowCount> {
    const now = epochSeconds(this.clock);
    const { count, oldest } = await this.events.count(
      kind,
      subject,
      this.since(now, windowSeconds),
    );
    return {
      count,
      retryAfterSeconds: oldest === undefined ? 0 : Math.max(1, oldest + windowSeconds - now),
    };
  }

  /**
   * Records an event now (dropping those too old to count) unless `max` already happened in the
   * window: the new event's id (the caller may go ahead), or undefined (it may not).
   */
  async take(
    kind: AbuseEventKind,
    subject: string,
    max: number,
    windowSeconds: number,
  ): Promise<number | undefined> {
    const now = epochSeconds(this.clock);
    await this.events.deleteUpTo(now - KEPT_SECONDS);
    return this.events.take(kind, subject, now, { max, since: this.since(now, windowSeconds) });
  }

  /** Takes back an event recorded in advance that did not happen after all. */
  async release(id: number): Promise<void> {
    await this.events.release(id);
  }

  private since(now: number, windowSeconds: number): number {
    return now - Math.min(windowSeconds, KEPT_SECONDS);
  }
}
