import { createHash } from 'node:crypto';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { PortalApp } from './portal-app';
import { ErrorBody } from './schemas';
import { CSRF_HEADER, SESSION_COOKIE } from './cookies';

/** Swagger UI's page; it serves the document itself at `${OPENAPI_UI_PATH}/json`. */
export const OPENAPI_UI_PATH = '/services/docs';

/**
 * Swagger UI's top bar draws its logo as an inline SVG holding this style element (in
 * swagger-ui-bundle.js); the Content-Security-Policy of the UI's answers admits it by its hash.
 */
const SWAGGER_LOGO_STYLE = '.logo_small_svg__cls-2{fill:#fff}.logo_small_svg__cls-3{fill:#85ea2d}';
const SWAGGER_LOGO_STYLE_HASH = `'sha256-${createHash('sha256').update(SWAGGER_LOGO_STYLE).digest('base64')}'`;

/** The portal's policy (server/http/security-headers.ts) plus the logo's style hash. */
const admitSwaggerLogoStyle = (policy: string): string =>
  policy.replace(/(^|;)\s*style-src /, `$1style-src ${SWAGGER_LOGO_STYLE_HASH} `);

/**
 * An operation's name from its method and path: `GET /services/entitlements/by-duns/{dunsNumber}`
 * is `getEntitlementsByDunsByDunsNumber`. Unique because method and path are.
 */
export const operationIdOf = (method: string | readonly string[], url: string): string => {
  const words = url
    .replace(/^\/services\//, '')
    .split('/')
    .flatMap((segment) => {
      const parameter = /^[{:](\w+)}?$/.exec(segment)?.[1];
      return parameter === undefined ? segment.split(/[^A-Za-z0-9]+/) : ['by', parameter];
    })
    .filter((word) => word !== '');
  const verb = (typeof method === 'string' ? method : (method[0] ?? 'call')).toLowerCase();
  return [verb, ...words.map(capitalized)].join('');
};

const capitalized = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * The OpenAPI document of /services, generated from the route schemas registered after this call.
 * It is the single description of the API that the portal's codecs and the Pact contracts follow.
 */
export const registerOpenApi = async (app: PortalApp, publicUrl: string): Promise<void> => {
  app.addSchema(ErrorBody);
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Business Portal services',
        version: '1.0.0',
        // Not open source: an SPDX reference to the business's own terms.
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
        description:
          'The /services API of the Business Portal (spec §7). Every request and answer is JSON; ' +
          'errors answer `{ "error": code, "message": text }`. Calls marked with the session cookie ' +
          'answer 401 without a session; state-changing ones also need the CSRF header, which ' +
          'echoes the XSRF-TOKEN cookie.',
      },
      servers: [{ url: publicUrl }],
      components: {
        securitySchemes: {
          sessionCookie: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE },
          csrfHeader: { type: 'apiKey', in: 'header', name: CSRF_HEADER },
        },
      },
    },
    // Only the API is documented: the identity provider, static assets and /dev are not /services.
    // Each operation is named from its method and path, so generated clients get method names.
    transform: ({ schema, url, route }) => ({
      schema: url.startsWith('/services/')
        ? { ...schema, operationId: schema.operationId ?? operationIdOf(route.method, url) }
        : { ...schema, hide: true },
      url,
      route,
    }),
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: OPENAPI_UI_PATH,
    transformStaticCSP: admitSwaggerLogoStyle,
  });
};
