import type { FastifyBaseLogger } from 'fastify';
import { LocalRequestCounters, type RequestCounters } from '../http/request-counters';
import { openSharedRedis, type SharedRedis } from './redis-connection';
import { RedisRequestCounters } from './redis-request-counters';
import { SharedRequestCounters } from './shared-request-counters';

/** Keys each process's own counters keep at most (the least recently counted dropped first). */
const LOCAL_KEYS = 100_000;

export interface ConfiguredCounters {
  readonly counters: RequestCounters;
  /** The shared Redis, when REDIS_URL is set. */
  readonly redis: SharedRedis | undefined;
}

/**
 * The abuse limits' counters as configured: in this process alone without REDIS_URL; with it, in
 * Redis with this process's own count as the floor and the fallback (D-ABUSE-6).
 */
export const configuredRequestCounters = (
  redisUrl: string | undefined,
  log: FastifyBaseLogger,
  metrics: { countedLocally(): void },
): ConfiguredCounters => {
  const local = new LocalRequestCounters(LOCAL_KEYS);
  if (redisUrl === undefined) return { counters: local, redis: undefined };
  const redis = openSharedRedis(redisUrl, {
    warn: (message) => log.warn(message),
    info: (message) => log.info(message),
  });
  const counters = new SharedRequestCounters(new RedisRequestCounters(redis.client), local, {
    fellBack: (error, first) => {
      metrics.countedLocally();
      if (first)
        log.warn({ err: error }, 'the abuse limits count in this process only until Redis answers');
    },
    recovered: () => log.info('the abuse limits count in Redis again'),
  });
  return { counters, redis };
};
