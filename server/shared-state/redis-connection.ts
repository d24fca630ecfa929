import { Redis } from 'ioredis';
import { withoutPassword } from '../config-schema';

/** How long a counter may wait for Redis before the request is counted in this process only. */
const COMMAND_TIMEOUT_MS = 250;
/** The longest pause between two attempts to reach Redis again. */
const MAX_RECONNECT_DELAY_MS = 2_000;

export interface RedisLog {
  warn(message: string): void;
  info(message: string): void;
}

/** The Redis a deployment's processes share (REDIS_URL), and what the server asks of it itself. */
export interface SharedRedis {
  readonly client: Redis;
  /** Resolves when Redis answers a PING within the command timeout, rejects otherwise. */
  readonly ping: () => Promise<void>;
  readonly close: () => Promise<void>;
}

/**
 * Connects to REDIS_URL and keeps reconnecting for as long as the process runs. A command while
 * Redis is unreachable fails at once (no offline queue) or after COMMAND_TIMEOUT_MS, so a caller
 * falls back instead of holding the request; the start does not wait for Redis at all.
 */
export const openSharedRedis = (url: string, log: RedisLog): SharedRedis => {
  const client = new Redis(url, {
    enableOfflineQueue: false,
    commandTimeout: COMMAND_TIMEOUT_MS,
    connectTimeout: 2_000,
    maxRetriesPerRequest: 0,
    retryStrategy: (attempt) => Math.min(attempt * 100, MAX_RECONNECT_DELAY_MS),
  });
  let reachable: boolean | undefined;
  const where = withoutPassword(url);
  client.on('ready', () => {
    if (reachable !== true) log.info(`Redis at ${where} is reachable`);
    reachable = true;
  });
  // Unheard, an 'error' event would end the process; one line per outage is enough.
  client.on('error', (error: Error) => {
    if (reachable !== false) log.warn(`Redis at ${where} does not answer: ${error.message}`);
    reachable = false;
  });
  return {
    client,
    ping: async () => {
      await client.ping();
    },
    close: async () => {
      client.disconnect(false);
    },
  };
};
