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

/**
 * Counts every request in this process and in Redis; the answer is `combinedHit` of the two. When
 * Redis does not answer (down, restarting, too slow), the count is this process's own: the limits
 * then hold per process, never lifted.
 */
export class SharedRequestCounters implements RequestCounters {
  private failing = false;

  constructor(
    private readonly shared: RequestCounters,
    private readonly local: LocalRequestCounters,
    private readonly observer: SharedCountersObserver,
  ) {}

  async hit(key: string, windowMs: number): Promise<WindowHit> {
    const local = this.local.hitNow(key, windowMs);
    let shared: WindowHit | undefined;
    try {
      shared = await this.shared.hit(key, windowMs);
    } catch (error) {
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
