import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { sendError } from './errors';
import { escapeHtml } from './html-page';
import { answerInternetExplorer, isInternetExplorer } from './obsolete-browser';
import { noStore } from './replies';
import { cspNoncesOf, type CspNonces } from './security-headers';
import { loadPageRenderer, RENDERER_FILE, type RenderedPage } from './page-renderer';
import { cachingPageRenderer } from './page-render-cache';
import {
  indexTemplate,
  renderedOrNot,
  SCRIPT_NONCE_PLACEHOLDER,
  STYLE_NONCE_PLACEHOLDER,
} from './page-composition';
import { ownCallsFor } from './own-calls';
import {
  CHUNK_GROUPS_FILE,
  messagesGroupOf,
  langParameterOf,
  pageLocaleOf,
  pagePreloadOf,
  preloadTags,
  readChunkGroups,
} from './page-preloads';
import { supportedLocaleFor } from '../../src/domain/locale/locale-resolution';
import { LANGUAGE_COOKIE } from '../i18n/request-locale';
import { rememberLanguage } from './cookies';

const API_PREFIXES = ['/services', '/oidc', '/interaction', '/dev'];

/**
 * A request for one of the portal's pages (answered with index.html): a GET or HEAD outside the
 * API prefixes for a path without a file extension.
 */
export const isPageRequest = (method: string, url: string): boolean => {
  const isApi = API_PREFIXES.some((prefix) => url === prefix || url.startsWith(`${prefix}/`));
  const wantsPage = method === 'GET' || method === 'HEAD';
  return !isApi && wantsPage && path.extname(url.split('?')[0] ?? '') === '';
};

/**
 * Not served from the build folder: index.html only with its nonces filled in (it is every client
 * route's answer), and source maps never (webpack writes them for our own stack traces only).
 */
const isServedAsFile = (pathName: string): boolean =>
  pathName !== '/index.html' &&
  pathName !== `/${CHUNK_GROUPS_FILE}` &&
  !pathName.startsWith(`/${path.dirname(RENDERER_FILE)}/`) &&
  !pathName.endsWith('.map');

/**
 * The development pseudo-locale (docs/decisions/pseudo-locale.md D-PSEUDO-1): every build has its
 * chunk, but only a server started with PSEUDO_LOCALE=true (never in production mode) serves it and
 * tells the portal, by this meta in each page, that `?lang=en-xa` may choose it.
 */
const PSEUDO_LOCALE_CHUNK = /^\/assets\/messages-en-xa-json\./;
export const PSEUDO_LOCALE_META = '<meta name="portal-pseudo-locale" content="en-xa" />';

/**
 * The tag manager's loader, when PORTAL_TAG_MANAGER_URL sets one: each page names it in this meta
 * for the portal's script to load (src/adapters/analytics/tag-manager-loader.ts), never as a tag of
 * its own, so the third-party-scripts flag can still keep it out (D-ADP-6). Escaped as any value.
 */
export const tagManagerMeta = (url: string): string =>
  `<meta name="portal-tag-manager" content="${escapeHtml(url)}" />`;

/** `markup` added at the end of the page's head (nothing added for none). */
const inHead = (html: string, markup: string): string =>
  markup === '' ? html : html.replace('</head>', `  ${markup}\n  </head>`);

/** webpack's content hash in an asset's name (`[name].[contenthash:10].js`). */
const HASHED_NAME = /\.[0-9a-f]{10}\.[a-z]+$/;

/**
 * A hashed asset never changes under its name: cached for a year without asking again. Other
 * files (the favicon) may change in place: an hour. HTML pages are never stored (see below).
 */
export const cacheControlOf = (filePath: string): string =>
  filePath.endsWith('.html')
    ? 'no-store'
    : HASHED_NAME.test(path.basename(filePath).replace(/\.(br|gz)$/, ''))
      ? 'public, max-age=31536000, immutable'
      : 'public, max-age=3600';

export interface StaticRouteOptions {
  /** PSEUDO_LOCALE: serve and offer the pseudo-locale en-xa. */
  readonly pseudoLocale: boolean;
  /** PORTAL_TAG_MANAGER_URL: the tag manager's loader each page names (none when undefined). */
  readonly tagManagerUrl?: string;
  /** The portal's public origin, for pages rendered on the server. */
  readonly origin?: string;
  /** Whether the request carries a live session (a secure page's preloads are for it alone). */
  readonly hasSession?: (request: FastifyRequest) => Promise<boolean>;
}

/**
 * Serves the built portal: content-hashed assets are cached for a year, and every client route
 * falls back to index.html, which is never cached so the back button cannot show a signed-out
 * user a stale secure page from the cache.
 */
export const registerStaticRoutes = async (
  app: FastifyInstance,
  staticDir: string,
  {
    pseudoLocale,
    tagManagerUrl,
    origin = 'http://localhost',
    hasSession = async () => false,
  }: StaticRouteOptions = { pseudoLocale: false },
): Promise<void> => {
  const indexFile = path.join(staticDir, 'index.html');
  const hasBuild = fs.existsSync(indexFile);
  /** index.html with the preload links of some chunk groups, made once per set of groups. */
  let renderWith: ((groups: readonly string[]) => (nonces: CspNonces) => string) | undefined;
  /** The same, with its nonce placeholders left in, for a page rendered on the server. */
  let htmlWith: ((groups: readonly string[]) => string) | undefined;
  const loaded = hasBuild ? await loadPageRenderer(staticDir, origin) : undefined;
  const renderer = loaded && { cached: cachingPageRenderer(loaded), own: loaded };
  const composed = new WeakMap<RenderedPage, Map<string, (nonces: CspNonces) => string>>();
  if (hasBuild) {
    const built = fs.readFileSync(indexFile, 'utf8');
    if (!built.includes(SCRIPT_NONCE_PLACEHOLDER) || !built.includes(STYLE_NONCE_PLACEHOLDER)) {
      app.log.warn(`${indexFile} has no CSP nonce placeholders: rebuild with \`npm run build\`.`);
    }
    const html = inHead(
      pseudoLocale ? inHead(built, PSEUDO_LOCALE_META) : built,
      tagManagerUrl === undefined ? '' : tagManagerMeta(tagManagerUrl),
    );
    const chunkGroups = readChunkGroups(staticDir);
    const templates = new Map<string, (nonces: CspNonces) => string>();
    const pages = new Map<string, string>();
    const withPreloads = (groups: readonly string[]): string => {
      const key = groups.join(' ');
      const known = pages.get(key) ?? inHead(html, preloadTags(chunkGroups, groups));
      pages.set(key, known);
      return known;
    };
    htmlWith = withPreloads;
    renderWith = (groups) => {
      const key = groups.join(' ');
      const known = templates.get(key) ?? indexTemplate(withPreloads(groups));
      templates.set(key, known);
      return known;
    };
    await app.register(fastifyStatic, {
      root: staticDir,
      index: false,
      wildcard: false,
      globIgnore: ['index.html', '**/*.map', '**/*.br', '**/*.gz'],
      // `npm run build` writes a brotli and a gzip copy beside each text asset
      // (scripts/precompress-assets.ts): the smaller one the browser accepts is sent as it is.
      preCompressed: true,
      allowedPath: (pathName) =>
        isServedAsFile(pathName) && (pseudoLocale || !PSEUDO_LOCALE_CHUNK.test(pathName)),
      setHeaders: (reply, filePath) => {
        reply.header('cache-control', cacheControlOf(filePath));
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    // A form posted before the portal's script took over a page the server rendered, with
    // JavaScript off: the page again (nothing typed is in the address, since forms post).
    const samePage = request.method === 'POST' ? pageOnThisSite(request.raw.url ?? '/') : undefined;
    if (samePage !== undefined && isPageRequest('GET', samePage)) {
      return reply.redirect(samePage, 303);
    }
    if (!isPageRequest(request.method, request.raw.url ?? '/')) {
      return sendError(reply, 404, 'NOT_FOUND', 'Not found.');
    }
    // Old Internet Explorer cannot run the portal: it gets /obsoleteBrowser's static page (D-PAGES-1).
    if (isInternetExplorer(request.headers['user-agent'])) {
      return answerInternetExplorer(request, reply);
    }
    if (renderWith === undefined) {
      return sendError(
        reply,
        503,
        'PORTAL_NOT_BUILT',
        'The portal has not been built: run `npm run build`.',
      );
    }
    const url = request.raw.url ?? '/';
    const preload = pagePreloadOf(url);
    const lang = langParameterOf(url);
    const locale = pageLocaleOf(
      lang,
      request.cookies[LANGUAGE_COOKIE],
      request.headers['accept-language'],
    );
    let session: Promise<boolean> | undefined;
    const signedIn = () => (session ??= hasSession(request));
    const groups = [
      messagesGroupOf(locale),
      ...(preload !== undefined && (!preload.signedInOnly || (await signedIn()))
        ? preload.groups
        : []),
    ];
    const page =
      // The development pseudo-locale's text only the browser has (D-PSEUDO-1).
      renderer === undefined || htmlWith === undefined || (pseudoLocale && lang === 'en-xa')
        ? undefined
        : await renderedOrNot(request, renderer, composed, htmlWith(groups), {
            url,
            locale,
            pseudoLocale,
            signedIn: async () =>
              (await signedIn()) ? ownCallsFor(app, request, reply) : undefined,
          });
    const asked = supportedLocaleFor(lang);
    if (page !== undefined && asked !== undefined && asked !== request.cookies[LANGUAGE_COOKIE]) {
      rememberLanguage(reply, origin, LANGUAGE_COOKIE, asked);
    }
    const answer =
      page === undefined ? renderWith(groups)(cspNoncesOf(reply)) : page.html(cspNoncesOf(reply));
    return noStore(reply.code(page?.status ?? 200).type('text/html; charset=utf-8'), answer);
  });
};

/** The path and query of `url` when it stays on this site (`//host/…` would leave it). */
const pageOnThisSite = (url: string): string | undefined => {
  const base = 'http://portal.invalid';
  const parsed = new URL(url, base);
  return parsed.origin === base ? `${parsed.pathname}${parsed.search}` : undefined;
};
