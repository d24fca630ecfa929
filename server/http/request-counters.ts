/** What one counted request learns: the requests in its window so far, and when the window ends. */
export interface WindowHit {
  readonly count: number;
  /** Milliseconds until the window closes and the count starts again from nothing. */
  readonly resetInMs: number;
}

/**
 * The port of the abuse limits' request counters: fixed windows by key, opened by a key's first
 * request. In process by default; in Redis, shared by every process, when REDIS_URL is set
 * (docs/decisions/abuse-limits.md D-ABUSE-6).
 */
export interface RequestCounters {
  /** Counts one request for `key` in its current window of `windowMs`. */
  hit(key: string, windowMs: number): Promise<WindowHit>;
}

interface Window {
  count: number;
  readonly endsAt: number;
}

/**
 * Counters in this process's memory, at most `maxKeys` of them: when full, the key used least
 * recently is dropped first (a Map keeps insertion order, and a hit moves its key to the end).
 */
export class LocalRequestCounters implements RequestCounters {
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly maxKeys: number,
    private readonly now: () => number = Date.now,
  ) {}

  async hit(key: string, windowMs: number): Promise<WindowHit> {
    return this.hitNow(key, windowMs);
  }

  /** The same count, synchronously: the shared counters take their floor from it. */
  hitNow(key: string, windowMs: number): WindowHit {
    const now = this.now();
    const known = this.windows.get(key);
    const window =
      known !== undefined && known.endsAt > now ? known : { count: 0, endsAt: now + windowMs };
    window.count += 1;
    this.windows.delete(key);
    this.windows.set(key, window);
    if (this.windows.size > this.maxKeys) {
      const oldest = this.windows.keys().next();
      if (oldest.done !== true) this.windows.delete(oldest.value);
    }
    return { count: window.count, resetInMs: window.endsAt - now };
  }
}
