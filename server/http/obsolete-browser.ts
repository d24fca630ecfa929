import type { FastifyReply, FastifyRequest } from 'fastify';
import { BROWSER_DOWNLOADS } from '../../src/domain/maintenance/obsolete-browser';
import { LANGUAGE_COOKIE, requestLocale } from '../i18n/request-locale';
import { languageTagOf, serverText } from '../i18n/server-texts';
import { escapeHtml, htmlPage } from './html-page';

// Spec §4 "Old Internet Explorer goes to /obsoleteBrowser", §8 "Unsupported browser: suggests
// Safari, Firefox, Chrome, Edge". The server is where the rule is applied (D-DOM-20, D-PAGES-1):
// Internet Explorer cannot run the portal's bundle. The browsers and their links are the portal's
// (src/domain/maintenance/obsolete-browser.ts, D-LAYOUT-4).

export const OBSOLETE_BROWSER_PATH = '/obsoleteBrowser';

/** IE 10 and older say "MSIE n"; IE 11 says "Trident/7.0". Legacy Edge says neither. */
const INTERNET_EXPLORER = /\bMSIE \d|\bTrident\/\d/;

export const isInternetExplorer = (userAgent: string | undefined): boolean =>
  userAgent !== undefined && INTERNET_EXPLORER.test(userAgent);

/**
 * The page Internet Explorer gets instead of the portal, which it cannot run: plain HTML, no
 * script, the server pages' one hashed style sheet, in the portal's texts (status-pages.json) of
 * the locale the request asks for.
 */
export const obsoleteBrowserPage = (locale = 'en-us'): string =>
  htmlPage(
    serverText(locale, 'obsoleteBrowser.pageTitle'),
    `<h1>${escapeHtml(serverText(locale, 'obsoleteBrowser.heading'))}</h1>
<p>${escapeHtml(serverText(locale, 'obsoleteBrowser.intro'))}</p>
<ul>${BROWSER_DOWNLOADS.map(
      ({ name, url }) =>
        `<li><a href="${escapeHtml(url)}" target="_blank" rel="noopener noreferrer">${escapeHtml(name)}</a></li>`,
    ).join('')}</ul>`,
    languageTagOf(locale),
  );

/**
 * Answers Internet Explorer's request for a portal page: /obsoleteBrowser itself with the static
 * page, any other page with a redirect there. Never cached: the same address answers other
 * browsers with the portal.
 */
export const answerInternetExplorer = (
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply => {
  reply.header('cache-control', 'no-store');
  const pathName = (request.raw.url ?? '/').split('?')[0];
  if (pathName === OBSOLETE_BROWSER_PATH) {
    // §9: the `lang` parameter first, then the stored language, then the browser's.
    const query = new URLSearchParams((request.raw.url ?? '').split('?')[1] ?? '');
    const locale = requestLocale(
      [query.get('lang'), request.cookies[LANGUAGE_COOKIE]],
      request.headers['accept-language'],
    );
    return reply.type('text/html; charset=utf-8').send(obsoleteBrowserPage(locale));
  }
  return reply.redirect(OBSOLETE_BROWSER_PATH, 302);
};
