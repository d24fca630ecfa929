import type { FastifyInstance } from 'fastify';
import type Provider from 'oidc-provider';
import { hasSecurityHeaders } from '../http/security-headers';
import { PROVIDER_MOUNT_PATH } from './provider';
import { isProviderPath } from './provider-origin';

/**
 * oidc-provider is a Koa application: requests under its mount path are handed to it before
 * Fastify parses their bodies, with `originalUrl` kept so it can work out where it is mounted.
 *
 * A hijacked reply skips Fastify's later hooks and `reply.header`, so the provider's answers carry
 * only what is on the raw response already: the security headers (server/http/security-headers.ts)
 * are written there by onRequest hooks, which must therefore be registered first. The provider's
 * pages can read the answer's nonces with `cspNoncesOf(ctx.res)`; its form_post page adds its
 * inline script's hash to the policy itself.
 */
export const mountIdentityProvider = (app: FastifyInstance, provider: Provider): void => {
  if (!hasSecurityHeaders(app)) {
    throw new Error('Register the security headers before mounting the identity provider.');
  }
  const handle = provider.callback();
  app.addHook('onRequest', (request, reply, done) => {
    const url = request.raw.url ?? '';
    if (!isProviderPath(url)) {
      done();
      return;
    }
    reply.hijack();
    const raw = Object.assign(request.raw, { originalUrl: url });
    raw.url = url.slice(PROVIDER_MOUNT_PATH.length) || '/';
    void handle(raw, reply.raw);
  });
};
