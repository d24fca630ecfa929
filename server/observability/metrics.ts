import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { AuthenticationResult } from '../identity/primary-authentication';

/** A sign-in's outcome as the metrics count it (the primary authentication's own words). */
export type SignInOutcome = AuthenticationResult['outcome'];

/** Where sign-in outcomes are counted; the interaction route reports each attempt. */
export interface SignInCounter {
  count(outcome: SignInOutcome): void;
}

/** A database pool's connections at one moment (PostgreSQL; SQLite has one connection, no pool). */
export interface PoolUse {
  /** Connections open, busy with a query or idle. */
  readonly open: number;
  readonly idle: number;
  /** Queries waiting for a connection, because all `max` are busy. */
  readonly waiting: number;
  readonly max: number;
}

/** The label of a request no route matched: one series for every unknown path, not one each. */
export const UNMATCHED_ROUTE = 'unmatched';

/**
 * The server's Prometheus metrics, in a registry of its own (so two servers in one process, as in
 * a test, never share series): requests by route and status and their latency, abuse-limit
 * refusals (every 429 is one: only the abuse limits answer it), sign-in outcomes, and Node's
 * process metrics (CPU, memory, event-loop delay, GC).
 * Routes are labelled by their pattern (`/services/GAD/companySearch`), never by the raw URL,
 * which would make a series per query string.
 */
export class PortalMetrics implements SignInCounter {
  readonly registry = new Registry();
  private readonly requests = new Counter({
    name: 'portal_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
  });
  private readonly latency = new Histogram({
    name: 'portal_http_request_duration_seconds',
    help: 'Time from a request arriving to its answer being sent, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });
  private readonly refusals = new Counter({
    name: 'portal_rate_limit_refusals_total',
    help: 'Requests refused with 429 by an abuse limit, by route pattern',
    labelNames: ['route'] as const,
    registers: [this.registry],
  });
  private readonly signIns = new Counter({
    name: 'portal_sign_ins_total',
    help: 'Password sign-in attempts by outcome (authenticated, invalidCredentials, lockedOut, throttled, passwordExpired, passwordTemporary)',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });
  private readonly counterFallbacks = new Counter({
    name: 'portal_shared_counter_fallbacks_total',
    help: 'Limited requests counted in this process only, because Redis did not answer',
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry, prefix: 'portal_' });
  }

  answered(method: string, route: string | undefined, status: number, seconds: number): void {
    const labels = { method, route: route ?? UNMATCHED_ROUTE };
    this.requests.inc({ ...labels, status: String(status) });
    this.latency.observe(labels, seconds);
    if (status === 429) this.refusals.inc({ route: labels.route });
  }

  count(outcome: SignInOutcome): void {
    this.signIns.inc({ outcome });
  }

  /** A limited request counted in this process only (server/shared-state, D-ABUSE-6). */
  countedLocally(): void {
    this.counterFallbacks.inc();
  }

  /**
   * Reports the database pool's use at each scrape: a pool whose connections are all busy with
   * queries waiting is the first sign that DATABASE_POOL_MAX or PostgreSQL is too small.
   */
  watchPool(read: () => PoolUse): void {
    new Gauge({
      name: 'portal_db_pool_connections',
      help: 'PostgreSQL connections of this process, by state (busy, idle), and its maximum',
      labelNames: ['state'] as const,
      registers: [this.registry],
      collect() {
        const use = read();
        this.set({ state: 'busy' }, use.open - use.idle);
        this.set({ state: 'idle' }, use.idle);
        this.set({ state: 'max' }, use.max);
      },
    });
    new Gauge({
      name: 'portal_db_pool_waiting_queries',
      help: 'Queries of this process waiting for a PostgreSQL connection',
      registers: [this.registry],
      collect() {
        this.set(read().waiting);
      },
    });
  }

  /** The text exposition format a Prometheus server scrapes. */
  async exposition(): Promise<{ readonly contentType: string; readonly text: string }> {
    return { contentType: this.registry.contentType, text: await this.registry.metrics() };
  }
}
