import type { FastifyInstance } from 'fastify';
import type Provider from 'oidc-provider';
import { PROVIDER_MOUNT_PATH } from './provider';

/** Whether a request URL is the identity provider's (mounted at /oidc). */
export const isProviderPath = (url: string): boolean =>
  url === PROVIDER_MOUNT_PATH ||
  url.startsWith(`${PROVIDER_MOUNT_PATH}/`) ||
  url.startsWith(`${PROVIDER_MOUNT_PATH}?`);

/**
 * The identity provider (Koa) sees the request as the user made it: at PUBLIC_URL, over its
 * scheme, from the client address Fastify worked out. Koa is told to read the forwarding headers,
 * and this hook writes them from what Fastify decided (trusting only TRUST_PROXY's proxies), so a
 * forged header from anyone else never reaches it. With an https PUBLIC_URL the provider's
 * cookies are therefore always Secure, behind any TLS proxy. The canonical-origin hook has
 * already sent every other host name away, so the host is PUBLIC_URL's.
 */
export const presentPublicOriginToProvider = (
  app: FastifyInstance,
  provider: Provider,
  publicUrl: string,
): void => {
  const origin = new URL(publicUrl);
  provider.proxy = true;
  app.addHook('onRequest', async (request) => {
    if (!isProviderPath(request.raw.url ?? '')) return;
    const headers = request.raw.headers;
    headers['x-forwarded-proto'] = origin.protocol.slice(0, -1);
    headers['x-forwarded-host'] = origin.host;
    headers['x-forwarded-for'] = request.ip;
  });
};
