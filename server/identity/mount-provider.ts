import type { FastifyInstance } from 'fastify';
import type Provider from 'oidc-provider';
import { PROVIDER_MOUNT_PATH } from './provider';

/**
 * oidc-provider is a Koa application: requests under its mount path are handed to it before
 * Fastify parses their bodies, with `originalUrl` kept so it can work out where it is mounted.
 */
export const mountIdentityProvider = (app: FastifyInstance, provider: Provider): void => {
  const handle = provider.callback();
  app.addHook('onRequest', (request, reply, done) => {
    const url = request.raw.url ?? '';
    if (url !== PROVIDER_MOUNT_PATH && !url.startsWith(`${PROVIDER_MOUNT_PATH}/`) && !url.startsWith(`${PROVIDER_MOUNT_PATH}?`)) {
      done();
      return;
    }
    reply.hijack();
    const raw = request.raw as typeof request.raw & { originalUrl?: string };
    raw.originalUrl = url;
    raw.url = url.slice(PROVIDER_MOUNT_PATH.length) || '/';
    void handle(raw, reply.raw);
  });
};
