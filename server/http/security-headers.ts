import { randomBytes } from 'node:crypto';
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
 * read from `<meta property="csp-nonce">`) or are the server pages' one hashed frame style. A
 * configured tag manager's origin (PORTAL_TAG_MANAGER_URL) may serve scripts and receive events;
 * no other origin is ever allowed, and none at all when it is unset (D-ADP-6).
 */
export const cspDirectives = (https: boolean, tagManagerUrl?: string): Record<string, string[]> => {
  const tagManager = tagManagerUrl === undefined ? [] : [new URL(tagManagerUrl).origin];
  return {
    'default-src': ["'self'"],
    'base-uri': ["'none'"],
    'object-src': ["'none'"],
    'script-src': ["'self'", ...tagManager],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", FRAME_STYLE_HASH],
    // data: for the images that style sheets and Swagger UI's logo inline.
    'img-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...tagManager],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    ...(https ? { 'upgrade-insecure-requests': [] } : {}),
  };
};

/** A policy as its header value: `name source source;name …`. */
const serialized = (directives: Readonly<Record<string, readonly string[]>>): string =>
  Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join(';');

const rawNonces = new WeakMap<ServerResponse, CspNonces>();
/**
 * Each app's policy, as sent, to the same policy naming nonces: written once per app, read from
 * the answer's own header, so a request costs no bookkeeping (and http and https apps coexist).
 */
const noncePolicies = new Map<string, (nonces: CspNonces) => string>();
const withSecurityHeaders = new WeakSet<FastifyInstance>();

/**
 * Security headers on every answer: the Content-Security-Policy, frame and sniffing protection,
 * the referrer and permissions policies, and HSTS when the portal is public over https. They are
 * written on the raw response in onRequest hooks, so they are there whatever answers next: a
 * route, the 404 handler, an error, or the hijacked identity provider.
 *
 * The policy is serialized once. Nonces are made only for an answer that asks for them
 * (`cspNoncesOf`, the SPA's index.html), which then gets the policy naming them: the JSON answers,
 * the session check first, cost no random bytes and no policy rebuilt (D-PERF-6).
 */
export const registerSecurityHeaders = async (
  app: FastifyInstance,
  publicUrl: string,
  tagManagerUrl?: string,
): Promise<void> => {
  const https = new URL(publicUrl).protocol === 'https:';
  const directives = cspDirectives(https, tagManagerUrl);
  const policy = serialized(directives);
  const policyWithNonces = (nonces: CspNonces): string =>
    serialized({
      ...directives,
      'script-src': [...(directives['script-src'] ?? []), `'nonce-${nonces.script}'`],
      'style-src': [...(directives['style-src'] ?? []), `'nonce-${nonces.style}'`],
    });
  await app.register(fastifyHelmet, {
    global: true,
    contentSecurityPolicy: false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // The portal owns its host, not its parent domain's other hosts: no includeSubDomains.
    strictTransportSecurity: https
      ? { maxAge: 365 * 24 * 60 * 60, includeSubDomains: false, preload: false }
      : false,
  });
  app.addHook('onRequest', async (_request, reply) => {
    reply.raw.setHeader('content-security-policy', policy);
    reply.raw.setHeader('permissions-policy', PERMISSIONS_POLICY);
  });
  noncePolicies.set(policy, policyWithNonces);
  withSecurityHeaders.add(app);
};

/** Whether registerSecurityHeaders has run on `app` (the identity provider needs it first). */
export const hasSecurityHeaders = (app: FastifyInstance): boolean => withSecurityHeaders.has(app);

/**
 * This answer's nonces, for a `nonce` attribute. From a Fastify reply, or from Node's raw response
 * for code that sees only that: the identity provider's Koa pages can write
 * `<script nonce="${cspNoncesOf(ctx.res).script}" src="...">`.
 */
export const cspNoncesOf = (response: FastifyReply | ServerResponse): CspNonces => {
  const raw = 'raw' in response ? response.raw : response;
  const made = rawNonces.get(raw);
  if (made !== undefined) return made;
  const sent = raw.getHeader('content-security-policy');
  const policyWithNonces = typeof sent === 'string' ? noncePolicies.get(sent) : undefined;
  if (policyWithNonces === undefined || raw.headersSent) {
    throw new Error('No CSP nonce for this response: registerSecurityHeaders must run first.');
  }
  const bytes = randomBytes(32).toString('hex');
  const nonces = { script: bytes.slice(0, 32), style: bytes.slice(32) };
  rawNonces.set(raw, nonces);
  raw.setHeader('content-security-policy', policyWithNonces(nonces));
  return nonces;
};
