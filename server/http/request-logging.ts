import type { FastifyInstance } from 'fastify';

/**
 * Calls a signed-in page makes again and again to say nothing new: the session check (spec §4)
 * and the health probe. Their successful answers are logged at debug, so a busy portal's log is
 * not mostly these lines (and writing them does not cost each check a log record).
 */
const ROUTINE_PATHS: ReadonlySet<string> = new Set(['/services/auth/checkUserLogin', '/health']);

const isRoutine = (url: string, statusCode: number): boolean =>
  statusCode < 400 && ROUTINE_PATHS.has(url.replace(/\?.*$/, ''));

/**
 * One log record per request, once it is answered (Fastify's default writes two: "incoming
 * request" and "request completed"). It carries the request as the logger's `req` serializer
 * shows it (its secrets redacted), the status and the time taken. Register on a Fastify made with
 * `disableRequestLogging: true`.
 */
export const registerRequestLogging = (app: FastifyInstance): void => {
  app.addHook('onResponse', (request, reply, done) => {
    const level = isRoutine(request.url, reply.statusCode) ? 'debug' : 'info';
    request.log[level](
      { req: request, res: reply, responseTime: reply.elapsedTime },
      'request completed',
    );
    done();
  });
};
