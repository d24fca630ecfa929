import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * What a call made on behalf of a page request carries of it: who asks (the session's cookie),
 * their language and browser, and how the request reached the server, so that the call is
 * authorised, limited and logged as the same client's.
 */
const CARRIED_HEADERS = [
  'cookie',
  'host',
  'user-agent',
  'accept-language',
  'x-forwarded-for',
  'x-forwarded-proto',
  'x-forwarded-host',
] as const;

const SERVICES = '/services/';
const BASE = 'http://portal.invalid';

/**
 * The portal's own GET calls, answered in this process through the same routes a browser's call
 * takes (authorisation, limits, validation and shapes included), for a signed-in page the server
 * renders for `request` (docs/decisions/server-rendering.md D-SSR-8). Only `/services/` paths of
 * this site are answered; a cookie a call sets goes onto `reply`, as the browser would have
 * received it.
 */
export const ownCallsFor =
  (app: FastifyInstance, request: FastifyRequest, reply: FastifyReply) =>
  async (url: string): Promise<{ status: number; body: string }> => {
    const parsed = new URL(url, BASE);
    if (parsed.origin !== BASE || !parsed.pathname.startsWith(SERVICES)) {
      throw new Error(`a page rendered on the server may not call ${url}`);
    }
    const headers: Record<string, string> = { accept: 'application/json' };
    for (const name of CARRIED_HEADERS) {
      const value = request.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const answer = await app.inject({
      method: 'GET',
      url: `${parsed.pathname}${parsed.search}`,
      headers,
      remoteAddress: request.socket.remoteAddress ?? '127.0.0.1',
    });
    // Fastify adds each set-cookie to those the reply already has.
    const cookies = answer.headers['set-cookie'];
    if (cookies !== undefined) reply.header('set-cookie', [cookies].flat());
    return { status: answer.statusCode, body: answer.body };
  };
