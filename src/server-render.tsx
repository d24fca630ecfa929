import 'reflect-metadata';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router-dom';
import type { Container } from 'inversify';
import {
  createContainer,
  recordingFetch,
  type FirstAnswer,
  type ServerCall,
} from './composition-root';
import { serverRenderEnvironment } from './server-render-environment';
import { styleSheetForRender } from './server-render-styles';
import { DEFAULT_LOCALE, languageTag, textLocaleFor, type Locale } from './domain/locale/locale';
import { PortalShell } from './ui/portal-app';
import { loadCompiledMessages } from './ui/i18n/load-compiled-messages';
import { sharedIntl } from './ui/i18n/shared-intl';
import type { CompiledMessages } from './ui/i18n/portal-intl-provider';
import { pageTitleOf } from './ui/routing/document-title';
import { NOT_FOUND_ROUTE_ID, portalRoutes, SECURE_ROUTES_ID } from './ui/routing/portal-routes';
import { SignedInFirstRender } from './application/session/signed-in-first-render.use-case';
import { SIGNED_IN_PAGES_RENDERED_ON_SERVER } from './domain/navigation/route-access';

/** What the server asks for: a page's path and query, in the language the request resolved to. */
export interface PageRenderRequest {
  /** The page's path and query, as the browser asked for it (`/login?uid=a%40b.com`). */
  readonly url: string;
  /** The portal's origin (`https://portal.example.com`). */
  readonly origin: string;
  readonly locale: Locale;
  /**
   * For a request with a live session: the server's answer to one of the portal's GET calls, as
   * this request's user (D-SSR-8). Without it, secure pages are not rendered.
   */
  readonly serverCall?: ServerCall;
}

/** A page rendered: the markup of the root element, its style sheet, title and status. */
export interface RenderedPage {
  readonly kind: 'rendered';
  readonly status: 200 | 404;
  /** The page's language tag (`de-CH`), for `<html lang>`. */
  readonly lang: string;
  readonly title: string;
  /** The root element's content. */
  readonly markup: string;
  /** styled-components' `<style>` tags, nonce placeholders in place (STYLE_NONCE_PLACEHOLDER). */
  readonly styles: string;
  /** A signed-in page's: the answers it was drawn from, for the browser's first render. */
  readonly firstAnswers?: readonly FirstAnswer[];
}

/** A page the browser renders itself: a secure page (it needs the session check) or a redirect. */
export interface NotRendered {
  readonly kind: 'notRendered';
}

/** Where the style tags' nonce goes; the server puts each answer's nonce in its place. */
export const STYLE_NONCE_PLACEHOLDER = '__CSP_STYLE_NONCE__';

const routes = portalRoutes();
/** Every catalogue a render has needed; they are part of this bundle and never change. */
const catalogues = new Map<string, CompiledMessages>();
const catalogue = async (locale: string): Promise<CompiledMessages> => {
  const known = catalogues.get(locale);
  if (known !== undefined) return known;
  const loaded = await loadCompiledMessages(locale);
  catalogues.set(locale, loaded);
  return loaded;
};
const handler = createStaticHandler(routes);

const textOf = async (stream: AsyncIterable<Uint8Array | string>): Promise<string> => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
};

/** React's marks of a boundary left waiting or to the browser: a complete page has none. */
const INCOMPLETE_BOUNDARY = /<!--\$[?!]-->/;

/** The page rendered synchronously, or undefined when a part of it was not at hand. */
const completeAtOnce = (tree: ReactNode): string | undefined => {
  const markup = renderToString(tree);
  return INCOMPLETE_BOUNDARY.test(markup) ? undefined : markup;
};

/** The page rendered once every part of it has arrived. */
const prerendered = async (tree: ReactNode): Promise<string> => {
  const failures: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(tree, {
    // A part that fails leaves its boundary to the browser, which would draw it afresh over the
    // server's markup: the page is not served rendered, and the server's log says why.
    onError: (error) => void failures.push(error),
    // Every boundary in place in the markup: React would otherwise move a large one after the
    // rest, with an inline script (which the CSP refuses) to put it back.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  const markup = await textOf(prelude);
  if (failures.length > 0) throw failures[0];
  return markup;
};

const isSecure = (context: StaticHandlerContext): boolean =>
  context.matches.some((match) => match.route.id === SECURE_ROUTES_ID);

/**
 * Renders a page of the route table as the browser's first render would draw it, for the browser
 * to hydrate (src/main.tsx): the same shell, routes and text, every lazy part resolved. A public
 * page, or for a request with a live session the dashboard with its data (D-SSR-8).
 */
export const renderPage = async (
  request: PageRenderRequest,
): Promise<RenderedPage | NotRendered> => {
  const url = new URL(request.url, request.origin);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return { kind: 'notRendered' };
  const secure = isSecure(context);
  if (
    secure &&
    (request.serverCall === undefined || !SIGNED_IN_PAGES_RENDERED_ON_SERVER.has(url.pathname))
  ) {
    return { kind: 'notRendered' };
  }
  const firstAnswers: FirstAnswer[] = [];
  const container = createContainer(
    serverRenderEnvironment(
      url.origin,
      secure && request.serverCall ? recordingFetch(request.serverCall, firstAnswers) : undefined,
    ),
  );
  const firstRender = secure ? container.get(SignedInFirstRender) : undefined;
  try {
    if (firstRender && !(await firstRender.prepare(`${url.pathname}${url.search}`))) {
      return { kind: 'notRendered' };
    }
    return await rendered(request, url, context, container, secure ? firstAnswers : undefined);
  } finally {
    firstRender?.dispose();
  }
};

const rendered = async (
  request: PageRenderRequest,
  url: URL,
  context: StaticHandlerContext,
  container: Container,
  firstAnswers: readonly FirstAnswer[] | undefined,
): Promise<RenderedPage> => {
  const textLocale = textLocaleFor(request.locale);
  // The page's text, and English for the login widget where it falls back to English (spec §1).
  const [messages] = await Promise.all([catalogue(textLocale), catalogue(DEFAULT_LOCALE)]);
  const lang = languageTag(request.locale);
  const router = createStaticRouter(handler.dataRoutes, context);
  const sheet = styleSheetForRender();
  try {
    const tree = sheet.collectStyles(
      <PortalShell
        container={container}
        locale={request.locale}
        loadMessages={catalogue}
        preloaded={(asked) => catalogues.get(asked)}
      >
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </PortalShell>,
    );
    // A public page has every part at hand (its route's code is resolved above): rendered at once,
    // a third faster than streaming; a signed-in page's frame and page are lazy, and wait.
    const markup =
      (firstAnswers === undefined ? completeAtOnce(tree) : undefined) ?? (await prerendered(tree));
    const notFound = context.matches.at(-1)?.route.id === NOT_FOUND_ROUTE_ID;
    return {
      kind: 'rendered',
      status: notFound ? 404 : 200,
      lang,
      title: pageTitleOf(
        sharedIntl(lang, messages),
        context.matches.map((match): unknown => match.route.handle),
      ),
      markup,
      styles: sheet
        .getStyleTags()
        .replaceAll('<style ', `<style nonce="${STYLE_NONCE_PLACEHOLDER}" `),
      ...(firstAnswers === undefined ? {} : { firstAnswers }),
    };
  } finally {
    sheet.seal();
  }
};
