import {
  LogController,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';

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

const REDACTED = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-xsrf-token"]',
  'res.headers["set-cookie"]',
];

/**
 * Query parameters whose values are secrets: the reset and registration links' tokens, the
 * authorization code on the redirect URI, and any token a client puts in a URL.
 */
const SECRET_QUERY =
  /([?&](?:token|code|code_verifier|id_token|id_token_hint|access_token|refresh_token)=)[^&#]*/gi;

/** A request URL as logged: the secret query values replaced. */
export const redactUrl = (url: string): string => url.replace(SECRET_QUERY, '$1[Redacted]');

/** The server's logger: the level, the secrets redacted, the request as one short object. */
export const portalLoggerOptions = (
  level: string,
): Exclude<FastifyServerOptions['logger'], boolean | undefined> => ({
  level,
  redact: REDACTED,
  serializers: {
    // Fastify's own request serializer, but with secrets taken out of the URL's query.
    req: (request) => ({
      method: request.method,
      url: redactUrl(request.url),
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket.remotePort,
    }),
  },
});
