import type { ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyHelmet from '@fastify/helmet';
import { FRAME_STYLE_HASH } from './html-page';

/** The per-response nonces of the Content-Security-Policy: one for scripts, one for styles. */
export interface CspNonces {
  readonly script: string;
  readonly style: string;
}

/**
 * Browser features the portal never uses, off for its pages and for anything framed in them.
 * Only features Chromium knows: an unknown name is reported on the console of every page.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/**
 * The policy without its nonces (helmet appends `'nonce-…'` to script-src and style-src per
 * response). No `unsafe-inline`, no `unsafe-eval`: scripts come from this origin or carry the
 * response's nonce; inline styles carry the nonce (the SPA's index.html, styled-components' tags,
 * read from `<meta property="csp-nonce">`) or are the server pages' one hashed frame style.
 */
export const cspDirectives = (https: boolean): Record<string, string[]> => ({
  'default-src': ["'self'"],
  'base-uri': ["'none'"],
  'object-src': ["'none'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", FRAME_STYLE_HASH],
  // data: for the images that style sheets and Swagger UI's logo inline.
  'img-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
  ...(https ? { 'upgrade-insecure-requests': [] } : {}),
});

const rawNonces = new WeakMap<ServerResponse, CspNonces>();

/**
 * Security headers on every answer: the Content-Security-Policy with fresh nonces, frame and
 * sniffing protection, the referrer and permissions policies, and HSTS when the portal is public
 * over https. Helmet writes them on the raw response in an onRequest hook, so they are there
 * whatever answers next: a route, the 404 handler, an error, or the hijacked identity provider.
 */
export const registerSecurityHeaders = async (
  app: FastifyInstance,
  publicUrl: string,
): Promise<void> => {
  const https = new URL(publicUrl).protocol === 'https:';
  await app.register(fastifyHelmet, {
    global: true,
    enableCSPNonces: true,
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(https) },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // The portal owns its host, not its parent domain's other hosts: no includeSubDomains.
    strictTransportSecurity: https
      ? { maxAge: 365 * 24 * 60 * 60, includeSubDomains: false, preload: false }
      : false,
  });
  app.addHook('onRequest', async (_request, reply) => {
    reply.raw.setHeader('permissions-policy', PERMISSIONS_POLICY);
    rawNonces.set(reply.raw, reply.cspNonce);
  });
};

/**
 * This answer's nonces, for a `nonce` attribute. From a Fastify reply, or from Node's raw response
 * for code that sees only that: the identity provider's Koa pages can write
 * `<script nonce="${cspNoncesOf(ctx.res).script}" src="...">`.
 */
export const cspNoncesOf = (response: FastifyReply | ServerResponse): CspNonces => {
  const nonces = rawNonces.get('raw' in response ? response.raw : response);
  if (nonces === undefined) {
    throw new Error('No CSP nonce on this response: registerSecurityHeaders must run first.');
  }
  return nonces;
};
