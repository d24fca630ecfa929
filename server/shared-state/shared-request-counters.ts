import type { LocalRequestCounters, RequestCounters, WindowHit } from '../http/request-counters';

/**
 * A request's count when the shared counters answered (`shared`) or did not (undefined): the
 * shared count, unless this process alone has counted more in its window, which happens when Redis
 * lost its counts (a restart without persistence, an eviction); so the limits never open wider
 * than one process's own counts allow (D-ABUSE-6).
 */
export const combinedHit = (local: WindowHit, shared: WindowHit | undefined): WindowHit =>
  shared === undefined || local.count > shared.count ? local : shared;

/** What the shared counters report about Redis, for the logs and the metrics. */
export interface SharedCountersObserver {
  /**
   * Redis did not answer a count; the request was counted in this process only. `first`: the
   * first such request since Redis last answered.
   */
  fellBack(error: unknown, first: boolean): void;
  /** Redis answered again after failing. */
  recovered(): void;
}

/** A failure that took this long means Redis hangs rather than refuses (the timeout is 250 ms). */
const SLOW_FAILURE_MS = 200;
/** After a slow failure Redis is left alone this long: a hung Redis delays one request a second. */
const PAUSE_AFTER_SLOW_FAILURE_MS = 1_000;

/**
 * Counts every request in this process and in Redis; the answer is `combinedHit` of the two. When
 * Redis does not answer (down, restarting, too slow), the count is this process's own: the limits
 * then hold per process, never lifted. A Redis that hangs is asked again only a second after its
 * last slow failure, so it does not hold every limited request for the command timeout.
 */
export class SharedRequestCounters implements RequestCounters {
  private failing = false;
  private pausedUntil = 0;
  private lastError: unknown;

  constructor(
    private readonly shared: RequestCounters,
    private readonly local: LocalRequestCounters,
    private readonly observer: SharedCountersObserver,
    private readonly now: () => number = Date.now,
  ) {}

  async hit(key: string, windowMs: number): Promise<WindowHit> {
    const local = this.local.hitNow(key, windowMs);
    if (this.now() < this.pausedUntil) {
      this.observer.fellBack(this.lastError, false);
      return combinedHit(local, undefined);
    }
    const asked = this.now();
    let shared: WindowHit | undefined;
    try {
      shared = await this.shared.hit(key, windowMs);
    } catch (error) {
      if (this.now() - asked >= SLOW_FAILURE_MS)
        this.pausedUntil = this.now() + PAUSE_AFTER_SLOW_FAILURE_MS;
      this.lastError = error;
      this.observer.fellBack(error, !this.failing);
      this.failing = true;
      return combinedHit(local, undefined);
    }
    if (this.failing) {
      this.failing = false;
      this.observer.recovered();
    }
    return combinedHit(local, shared);
  }
}
