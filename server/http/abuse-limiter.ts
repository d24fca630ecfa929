import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { clientAddress, sendRateLimited, type RateLimit } from './abuse-limits';
import type { RequestCounters } from './request-counters';

/** What identifies the account a request is about, read from the parsed body or the session. */
export type AccountOf = (request: FastifyRequest) => string | undefined;

/**
 * Makes `preHandler` hooks that count requests and answer a request over its limit with 429.
 * preHandler: after the onRequest session and origin guards, and after the body is parsed and
 * validated, so the per-account key can come from the body and a malformed request (a 400, no work
 * done) counts for nothing. One hook is one named counter: give the same hook to several routes to
 * count them together. The counters are this process's, or Redis's when REDIS_URL is set, so that
 * every process of a deployment counts against the same limit (D-ABUSE-6).
 */
export class AbuseLimiter {
  private readonly names = new Set<string>();

  constructor(private readonly counters: RequestCounters) {}

  /** Counts requests per client address (see clientAddress) under `name`. */
  perAddress(name: string, limit: RateLimit): preHandlerAsyncHookHandler {
    return this.hook(name, limit, (request) => `address:${clientAddress(request)}`);
  }

  /** Counts requests per account under `name`; a request naming none is counted by its address. */
  perAccount(name: string, limit: RateLimit, accountOf: AccountOf): preHandlerAsyncHookHandler {
    return this.hook(name, limit, (request) => {
      const account = accountOf(request);
      return account === undefined || account === ''
        ? `address:${clientAddress(request)}`
        : `account:${account}`;
    });
  }

  /**
   * The usual pair of hooks, in this order: `${group}-per-address` and `${group}-per-account`
   * (a request naming no account counted by its address there too).
   */
  perAddressAndAccount(
    group: string,
    perAddress: RateLimit,
    perAccount: RateLimit,
    accountOf: AccountOf,
  ): readonly [preHandlerAsyncHookHandler, preHandlerAsyncHookHandler] {
    return [
      this.perAddress(`${group}-per-address`, perAddress),
      this.perAccount(`${group}-per-account`, perAccount, accountOf),
    ];
  }

  private hook(
    name: string,
    limit: RateLimit,
    keyOf: (request: FastifyRequest) => string,
  ): preHandlerAsyncHookHandler {
    // Two hooks under one name would count each other's requests.
    if (this.names.has(name)) throw new Error(`two abuse limits are both named ${name}`);
    this.names.add(name);
    return async (request, reply) => {
      const { count, resetInMs } = await this.counters.hit(
        `${name}:${keyOf(request)}`,
        limit.windowSeconds * 1000,
      );
      if (count > limit.max) return sendRateLimited(reply, resetInMs / 1000);
    };
  }
}
