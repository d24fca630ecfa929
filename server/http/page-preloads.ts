import fs from 'node:fs';
import path from 'node:path';
import { Type } from 'typebox';
import { Compile } from 'typebox/compile';
import { requestLocale } from '../i18n/request-locale';

/**
 * Preload links for the pages users land on from outside (issue 15). The portal's pages load
 * their code lazily: without a hint the browser finds a page's scripts only once the entry has
 * downloaded and run, one round trip after the HTML's own scripts. The HTML of these pages names
 * them at once, so they download beside the entry.
 */

/** What the build wrote (webpack.config.js ChunkGroupManifest): chunk group → its script files. */
const ChunkGroups = Compile(Type.Record(Type.String(), Type.Array(Type.String())));
type ChunkGroups = Readonly<Record<string, readonly string[]>>;

export const CHUNK_GROUPS_FILE = 'chunk-groups.json';

interface PagePreload {
  readonly paths: readonly string[];
  /** The chunk groups (webpackChunkName) the page renders first. */
  readonly groups: readonly string[];
  /**
   * Secure pages: only for a visitor with a live session (a signed-out visit goes to sign-in and
   * would not use them, D-PERF-5).
   */
  readonly signedInOnly: boolean;
}

/** The landing pages: the login widget (both of its paths) and, signed in, the dashboard. */
export const PAGE_PRELOADS: readonly PagePreload[] = [
  { paths: ['/login', '/signin'], groups: ['page-login'], signedInOnly: false },
  { paths: ['/'], groups: ['frame', 'page-dashboard'], signedInOnly: true },
];

/** The build's chunk groups; none (so no preloads) for a build without the file or a bad one. */
export const readChunkGroups = (staticDir: string): ChunkGroups => {
  const file = path.join(staticDir, CHUNK_GROUPS_FILE);
  if (!fs.existsSync(file)) return {};
  const parsed: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
  return ChunkGroups.Check(parsed) ? parsed : {};
};

/** Only the build's own asset names go into the HTML. */
const ASSET_PATH = /^\/assets\/[\w.-]+\.js$/;

/** The `<link rel="preload">` tags for `groups`, each file once, in the order first named. */
export const preloadTags = (chunkGroups: ChunkGroups, groups: readonly string[]): string =>
  [...new Set(groups.flatMap((group) => chunkGroups[group] ?? []))]
    .filter((file) => ASSET_PATH.test(file))
    .map((file) => `<link rel="preload" as="script" href="${file}" />`)
    .join('');

/** The page's preload rule for a request path (its query left out), if it has one. */
export const pagePreloadOf = (url: string): PagePreload | undefined => {
  const pathname = url.split('?')[0] ?? url;
  return PAGE_PRELOADS.find((preload) => preload.paths.includes(pathname));
};

/** A page address's `lang` parameter, if it has one. */
export const langParameterOf = (url: string): string | null =>
  new URLSearchParams(url.split('?')[1] ?? '').get('lang');

/**
 * The locale of the page a request asks for: the portal's language rule as the server sees it (the
 * `lang` parameter, the stored language's cookie, the browser's languages; request-locale.ts, held
 * in step with the portal's own rule by its test).
 */
export const pageLocaleOf = (
  lang: string | null,
  languageCookie: string | undefined,
  acceptLanguage: string | undefined,
): string => requestLocale([lang, languageCookie], acceptLanguage);

/** The chunk group of the messages the page will show first. */
export const messagesGroupOf = (locale: string): string => `messages-${locale}-json`;
