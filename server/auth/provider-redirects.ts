import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { INTERACTION_PATH } from '../identity/provider';
import { isProviderPath } from '../identity/provider-origin';

/** At most this many of the provider's own redirects are followed in this process. */
const MAX_HOPS = 4;

const isInteractionPath = (path: string): boolean => path.startsWith(`${INTERACTION_PATH}/`);

/** The request's cookies as sent (`name=value`, by name): what the next hop is sent, as a browser would. */
const cookieJar = (request: FastifyRequest): Map<string, string> => {
  const jar = new Map<string, string>();
  for (const pair of (request.headers.cookie ?? '').split(';')) addPair(jar, pair);
  return jar;
};

const addPair = (jar: Map<string, string>, pair: string): void => {
  const equals = pair.indexOf('=');
  if (equals > 0) jar.set(pair.slice(0, equals).trim(), pair.slice(equals + 1).trim());
};

const setCookiesOf = (header: string | string[] | undefined): string[] =>
  header === undefined ? [] : Array.isArray(header) ? header : [header];

/**
 * Follows the identity provider's redirects that stay within it (its authorization endpoint to its
 * interaction, the interaction to the login page) in this process, as the browser would, and
 * answers where the browser goes next: a page of the portal, in one redirect instead of three
 * (docs/decisions/server-rendering.md D-SSR-6). The cookies the provider set on the way are set
 * on `reply`. A step that does not redirect (an error page) is left for the browser to request.
 */
export const followProviderRedirects = async (
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  start: string,
): Promise<string> => {
  const jar = cookieJar(request);
  const here = new URL(`${request.protocol}://${request.host}`);
  let next = start;
  for (let hop = 0; hop < MAX_HOPS && (isProviderPath(next) || isInteractionPath(next)); hop++) {
    const answer = await app.inject({
      method: 'GET',
      url: next,
      headers: {
        host: request.host,
        accept: 'text/html',
        cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(request.headers['accept-language'] === undefined
          ? {}
          : { 'accept-language': request.headers['accept-language'] }),
        ...(request.headers['user-agent'] === undefined
          ? {}
          : { 'user-agent': request.headers['user-agent'] }),
      },
    });
    const location = answer.headers.location;
    if (answer.statusCode < 300 || answer.statusCode >= 400 || typeof location !== 'string') {
      return next;
    }
    const cookies = setCookiesOf(answer.headers['set-cookie']);
    if (cookies.length > 0) reply.header('set-cookie', cookies);
    for (const line of cookies) addPair(jar, line.split(';')[0] ?? '');
    const target = new URL(location, here);
    if (target.origin !== here.origin) return location;
    next = `${target.pathname}${target.search}`;
  }
  return next;
};
