import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** An id a proxy may hand over: nginx's `$request_id` (32 hex digits), a UUID, a trace id. */
const FORWARDED_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Each request's id, logged with every line about it: the proxy's `X-Request-Id` when the server
 * sits behind one (TRUST_PROXY is set) and the value is well formed, so one id follows a request
 * from the proxy's log into ours; otherwise a new UUID. Without a proxy the header is the client's
 * own, which must not choose the id another request's log lines carry (D-OPS-3).
 */
export const requestIdGenerator =
  (behindProxy: boolean) =>
  (request: Pick<IncomingMessage, 'headers'>): string => {
    const forwarded = request.headers['x-request-id'];
    return behindProxy && typeof forwarded === 'string' && FORWARDED_REQUEST_ID.test(forwarded)
      ? forwarded
      : randomUUID();
  };

/** Every answer names its request's id, so a user's report or a proxy log leads to our lines. */
export const registerRequestIdHeader = (app: FastifyInstance): void => {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
};
