import type { FastifyInstance } from 'fastify';
import { sendError } from './errors';

/** Paths answered on any host: load balancers and Prometheus reach a process by its address. */
const ANY_HOST_PATHS = new Set(['/health', '/ready', '/metrics']);

/**
 * Every request must use the public origin's host: the identity provider's redirect URIs, the
 * cookies and the same-origin checks are all bound to it. A page or API read on another host
 * (http://127.0.0.1:8080 for http://localhost:8080) is redirected to the same path on PUBLIC_URL;
 * a write is refused, since a redirect would replay it from an origin the checks do not know.
 * Behind a trusted proxy, Fastify's `request.host` is the forwarded host the user typed.
 */
export const registerCanonicalOrigin = (app: FastifyInstance, publicUrl: string): void => {
  const canonical = new URL(publicUrl);
  app.addHook('onRequest', async (request, reply) => {
    if (request.host.toLowerCase() === canonical.host) return;
    const url = request.raw.url ?? '/';
    if (ANY_HOST_PATHS.has(url.split('?')[0] ?? '')) return;
    if (request.method === 'GET' || request.method === 'HEAD') {
      return reply.header('cache-control', 'no-store').redirect(`${canonical.origin}${url}`, 308);
    }
    return sendError(
      reply,
      421,
      'MISDIRECTED_REQUEST',
      `This service answers at ${canonical.origin} only.`,
    );
  });
};
