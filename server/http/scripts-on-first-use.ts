/**
 * A page that works to the end without JavaScript (its forms answered by the server, D-SSR-5)
 * does not load the portal's script with the page: the script's parse and hydration would block
 * the phone's main thread while the user reads the form, which needs none of it. The page's
 * script and preload tags become two metas instead, and index.html's inline script loads what
 * they name when the user first touches, types, moves the pointer or focuses a field
 * (docs/decisions/server-rendering.md D-SSR-7).
 */

/** A script file of the build, as HtmlWebpackPlugin writes it (`defer` and a nonce placeholder). */
const SCRIPT_TAG = /<script\b[^>]*\bsrc="(\/assets\/[\w.-]+\.js)"[^>]*><\/script>/g;
/** A preload link of static-routes.ts (page-preloads.ts writes them, each asset name checked). */
const PRELOAD_TAG = /<link rel="preload" as="script" href="(\/assets\/[\w.-]+\.js)" \/>/g;

/** The metas public/index.html's inline script reads: scripts to run in order, and to fetch. */
export const SCRIPTS_META = 'portal-scripts-on-first-use';
export const PRELOADS_META = 'portal-preloads-on-first-use';
/** And whether to load them once the page is painted, without waiting for a first use. */
export const AFTER_PAINT_META = 'portal-scripts-after-paint';

/** When a page's script files load. */
export type ScriptLoading = 'withPage' | 'onFirstUse' | 'afterPaint';

const filesOf = (html: string, tag: RegExp): string[] =>
  [...html.matchAll(tag)].map((match) => match[1] ?? '');

/**
 * `html` with its script files named for loading on first use instead of with the page, or (a
 * signed-in page, D-SSR-8) as soon as the page is painted: requested after the page's first paint,
 * they do not share the link with what it paints.
 */
export const withScriptsLoaded = (html: string, loading: ScriptLoading): string => {
  const scripts = filesOf(html, SCRIPT_TAG);
  if (loading === 'withPage' || scripts.length === 0) return html;
  const preloads = filesOf(html, PRELOAD_TAG);
  const metas =
    `<meta name="${SCRIPTS_META}" content="${scripts.join(' ')}" />` +
    (preloads.length === 0
      ? ''
      : `<meta name="${PRELOADS_META}" content="${preloads.join(' ')}" />`) +
    (loading === 'afterPaint' ? `<meta name="${AFTER_PAINT_META}" content="" />` : '');
  return html
    .replace(SCRIPT_TAG, '')
    .replace(PRELOAD_TAG, '')
    .replace('</head>', () => `${metas}</head>`);
};
