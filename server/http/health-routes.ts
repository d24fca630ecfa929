import { Type, type Static } from 'typebox';
import type { PortalApp } from './portal-app';
import { noStore } from './replies';

const Health = Type.Object({ status: Type.Literal('ok') });

const Readiness = Type.Object({
  status: Type.Union([
    Type.Literal('ready'),
    Type.Literal('draining'),
    Type.Literal('unavailable'),
  ]),
  database: Type.Union([Type.Literal('ok'), Type.Literal('unavailable')]),
  /** `none`: no REDIS_URL. `unavailable` leaves the process ready (D-OPS-5). */
  redis: Type.Union([Type.Literal('ok'), Type.Literal('unavailable'), Type.Literal('none')]),
});

type ReadinessBody = Static<typeof Readiness>;

/** What `/ready` reads: whether the process is stopping, and whether its database answers. */
export interface ReadinessProbe {
  /** True from the stop signal on: the process finishes what it has and should get nothing new. */
  isDraining(): boolean;
  /** Resolves when the database answers a trivial query, rejects with its error otherwise. */
  checkDatabase(): Promise<void>;
  /** Resolves when the shared Redis answers a PING; undefined without REDIS_URL. */
  readonly checkRedis: (() => Promise<void>) | undefined;
}

export interface ReadinessFacts {
  readonly draining: boolean;
  readonly databaseAnswers: boolean;
  readonly redis: ReadinessBody['redis'];
}

/**
 * `/ready`'s answer: 200 only while the process is not draining and its database answers, so a
 * load balancer sends requests only where they can be served; draining wins over a database
 * problem, since a stopping process will not come back either way. Redis is reported, not
 * required: without it the limits count per process, and every process shares the outage (D-OPS-5).
 */
export const readinessAnswer = ({
  draining,
  databaseAnswers,
  redis,
}: ReadinessFacts): { readonly code: 200 | 503; readonly body: ReadinessBody } => {
  const database = databaseAnswers ? 'ok' : 'unavailable';
  if (draining) return { code: 503, body: { status: 'draining', database, redis } };
  if (!databaseAnswers) return { code: 503, body: { status: 'unavailable', database, redis } };
  return { code: 200, body: { status: 'ready', database, redis } };
};

/** Whether `check` resolves; `onError` hears why when it does not. */
const answers = async (
  check: () => Promise<void>,
  onError: (error: unknown) => void,
): Promise<boolean> => {
  try {
    await check();
    return true;
  } catch (error) {
    onError(error);
    return false;
  }
};

// The Redis connection logs an outage once (server/shared-state/redis-connection.ts); a probe
// every few seconds adds nothing to that.
const alreadyLogged = (): void => undefined;

/**
 * `/health` (alive: 200 while the process answers at all, for a supervisor that restarts a hung
 * process) and `/ready` (for the load balancer). Both answer on any host (see canonical-origin.ts).
 * A database outage makes every process unready but none unhealthy: restarting them would not
 * bring the database back (docs/decisions/operations.md D-OPS-1).
 */
export const registerHealthRoutes = (app: PortalApp, probe: ReadinessProbe): void => {
  app.get(
    '/health',
    {
      schema: {
        summary: 'Whether the process is alive, for a supervisor: 200 while it answers at all',
        tags: ['operations'],
        security: [],
        response: { 200: Health },
      },
    },
    async (_request, reply) => noStore(reply, { status: 'ok' as const }),
  );
  app.get(
    '/ready',
    {
      schema: {
        summary:
          'Whether to send this process requests, for load balancers: 200 while its database answers and it is not stopping, else 503',
        tags: ['operations'],
        security: [],
        response: { 200: Readiness, 503: Readiness },
      },
    },
    async (request, reply) => {
      const [databaseAnswers, redisAnswers] = await Promise.all([
        answers(
          () => probe.checkDatabase(),
          (error) =>
            request.log.error({ err: error }, 'readiness check: the database does not answer'),
        ),
        probe.checkRedis === undefined ? undefined : answers(probe.checkRedis, alreadyLogged),
      ]);
      const redis = redisAnswers === undefined ? 'none' : redisAnswers ? 'ok' : 'unavailable';
      const { code, body } = readinessAnswer({
        draining: probe.isDraining(),
        databaseAnswers,
        redis,
      });
      return noStore(reply.code(code), body);
    },
  );
};
