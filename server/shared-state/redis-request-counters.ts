import type { Redis } from 'ioredis';
import type { RequestCounters, WindowHit } from '../http/request-counters';

/** Where the counters' keys live in Redis, apart from anything else the instance holds. */
export const COUNTER_KEY_PREFIX = 'portal:limit:';

const numberAt = (replies: readonly [Error | null, unknown][], index: number): number => {
  const [error, value] = replies[index] ?? [new Error('no reply'), undefined];
  if (error !== null) throw error;
  if (typeof value !== 'number')
    throw new TypeError(`Redis answered ${String(value)}, not a number`);
  return value;
};

/**
 * The counters in Redis, one key per counter: INCR, then PEXPIRE with NX (only the window's first
 * request sets when it ends), then PTTL, in one MULTI so that every process counts the same window.
 */
export class RedisRequestCounters implements RequestCounters {
  constructor(private readonly redis: Redis) {}

  async hit(key: string, windowMs: number): Promise<WindowHit> {
    const stored = COUNTER_KEY_PREFIX + key;
    const replies = await this.redis
      .multi()
      .incr(stored)
      .pexpire(stored, windowMs, 'NX')
      .pttl(stored)
      .exec();
    if (replies === null) throw new Error('Redis discarded the counter transaction');
    return { count: numberAt(replies, 0), resetInMs: Math.max(0, numberAt(replies, 2)) };
  }
}
