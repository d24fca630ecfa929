import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * Calls made again and again to say nothing new: a signed-in page's session check (spec §4), the
 * health and readiness probes and the metrics scrape. Their successful answers are logged at
 * debug, so a busy portal's log is not mostly these lines (and writing them does not cost each
 * check a log record).
 */
const ROUTINE_PATHS: ReadonlySet<string> = new Set([
  '/services/auth/checkUserLogin',
  '/health',
  '/ready',
  '/metrics',
]);

const isRoutine = (url: string, statusCode: number): boolean =>
  statusCode < 400 && ROUTINE_PATHS.has(url.replace(/\?.*$/, ''));

/**
 * One log record per request, once it is answered (Fastify's default writes two: "incoming
 * request" and "request completed"). It carries the request as the logger's `req` serializer
 * shows it (its secrets redacted), the status and the time taken.
 */
export class PortalLogController extends LogController {
  override incomingRequest(): void {
    // Logged with its outcome in requestCompleted.
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const record = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) {
      reply.log.error({ ...record, err: error }, 'request errored');
      return;
    }
    const level = isRoutine(request.url, reply.statusCode) ? 'debug' : 'info';
    reply.log[level](record, 'request completed');
  }
}
