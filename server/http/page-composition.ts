import type { FastifyRequest } from 'fastify';
import {
  SIGNED_IN_PAGES_RENDERED_ON_SERVER,
  SPEC_ROUTES,
} from '../../src/domain/navigation/route-access';
import type { PageRenderer, PageRenderRequest, RenderedPage } from './page-renderer';
import type { CachingPageRenderer } from './page-render-cache';
import { withRenderedPage, type ScriptUse } from './rendered-page-html';
import type { CspNonces } from './security-headers';

/**
 * The placeholders the build leaves in index.html (public/index.html and webpack.config.js) where
 * each answer's CSP nonces go: on its script tags, its inline style and the `csp-nonce` meta that
 * styled-components reads for the style tags it injects.
 */
export const SCRIPT_NONCE_PLACEHOLDER = '__CSP_SCRIPT_NONCE__';
export const STYLE_NONCE_PLACEHOLDER = '__CSP_STYLE_NONCE__';

/** index.html as a template read once: the answer is its parts joined with this answer's nonces. */
export const indexTemplate = (html: string): ((nonces: CspNonces) => string) => {
  const parts = html.split(/(__CSP_SCRIPT_NONCE__|__CSP_STYLE_NONCE__)/);
  return (nonces) =>
    parts
      .map((part) =>
        part === SCRIPT_NONCE_PLACEHOLDER
          ? nonces.script
          : part === STYLE_NONCE_PLACEHOLDER
            ? nonces.style
            : part,
      )
      .join('');
};

/** A page the server rendered, as this answer's HTML once its nonces are known. */
export interface ComposedPage {
  readonly status: number;
  readonly html: (nonces: CspNonces) => string;
}

/** What a page request asks the renderer for. */
export interface PageAsked {
  readonly url: string;
  readonly locale: string;
  readonly pseudoLocale: boolean;
  /**
   * The request's own calls (own-calls.ts) when it has a live session, for a page the cache has
   * not (a secure page): asked for only then, as it costs a look at the session.
   */
  readonly signedIn: () => Promise<PageRenderRequest['serverCall']>;
}

/**
 * The page rendered into the built HTML, or undefined for a page the browser renders itself: a
 * secure page without a session, or one the renderer failed on (as before issue 29; the log says
 * why). What is made from a cached page is kept with it, so a page served again costs its nonces
 * and little more. A signed-in page is the user's own: rendered for each request, never kept.
 */
export const renderedOrNot = async (
  request: FastifyRequest,
  renderers: { readonly cached: CachingPageRenderer; readonly own: PageRenderer },
  composed: WeakMap<RenderedPage, Map<string, (nonces: CspNonces) => string>>,
  html: string,
  { url, locale, pseudoLocale, signedIn }: PageAsked,
): Promise<ComposedPage | undefined> => {
  try {
    const path = url.split('?')[0] ?? '/';
    // A server offering the pseudo-locale serves pages whose language only the browser knows (it
    // is kept in the tab's storage): their script loads with them and renders that language.
    const scriptUse: ScriptUse = {
      worksWithoutScript: PAGES_WITHOUT_SCRIPT.has(path),
      scripts:
        PAGES_WITH_SCRIPT_ON_FIRST_USE.has(path) && !pseudoLocale ? 'onFirstUse' : 'withPage',
    };
    const cached = await renderers.cached.render({ url, locale });
    if (cached === undefined) {
      // Only a page the renderer draws signed in is worth a look at the session.
      if (!SIGNED_IN_PAGES_RENDERED_ON_SERVER.has(path)) return undefined;
      const serverCall = await signedIn();
      const own =
        serverCall === undefined
          ? undefined
          : await renderers.own.render({ url, locale, serverCall });
      if (own === undefined) return undefined;
      // A signed-in page's script is requested once it is painted (D-SSR-8), which it then needs.
      const template = indexTemplate(
        withRenderedPage(html, own, locale, {
          ...scriptUse,
          scripts: pseudoLocale ? 'withPage' : 'afterPaint',
        }),
      );
      return { status: own.status, html: template };
    }
    const { page, personal } = cached;
    const forPage = composed.get(page) ?? new Map<string, (nonces: CspNonces) => string>();
    composed.set(page, forPage);
    const template =
      forPage.get(html) ?? indexTemplate(withRenderedPage(html, page, locale, scriptUse));
    forPage.set(html, template);
    return { status: page.status, html: (nonces) => personal(template(nonces)) };
  } catch (error) {
    request.log.error({ err: error }, 'rendering the page on the server failed');
    return undefined;
  }
};

/** The pages whose script loads when they are first used (D-SSR-7). */
const PAGES_WITH_SCRIPT_ON_FIRST_USE: ReadonlySet<string> = new Set([
  SPEC_ROUTES.forgotPassword.path,
  SPEC_ROUTES.login.path,
  SPEC_ROUTES.signIn.path,
]);

/**
 * The pages a browser without JavaScript can use to the end (their forms answered by the server,
 * docs/decisions/server-rendering.md D-SSR-5): they go without the "needs JavaScript" notice.
 * The reset page's script loads with it: it checks the link's token at once, so that a used link
 * says so before the user types a new password.
 */
const PAGES_WITHOUT_SCRIPT: ReadonlySet<string> = new Set([
  ...PAGES_WITH_SCRIPT_ON_FIRST_USE,
  SPEC_ROUTES.resetPassword.path,
  SPEC_ROUTES.confirmRegistration.path,
  SPEC_ROUTES.continueRegistration.path,
  SPEC_ROUTES.setPassword.path,
]);
