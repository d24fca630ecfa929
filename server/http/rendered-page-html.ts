import { escapeHtml } from './html-page';
import type { RenderedPage } from './page-renderer';

/** The attribute that tells the browser the page was rendered in this locale (src/ui/server-rendered.ts). */
const RENDERED_LOCALE_ATTRIBUTE = 'data-rendered-locale';

const replaceOnce = (html: string, from: RegExp, to: string): string => {
  if (!from.test(html)) throw new Error(`index.html has no ${from.source}`);
  return html.replace(from, () => to);
};

/**
 * The built index.html with a page the server rendered in place: its language, title, style
 * sheet and markup. The nonce placeholders stay for each answer to fill (static-routes.ts).
 */
export const withRenderedPage = (
  html: string,
  page: RenderedPage,
  locale: string,
  worksWithoutScript: boolean,
): string => {
  // "The portal needs JavaScript" is for the pages that still do.
  const notice = worksWithoutScript ? html.replace(/<noscript>[\s\S]*?<\/noscript>\s*/, '') : html;
  const withLanguage = replaceOnce(
    notice,
    /<html lang="[^"]*">/,
    `<html lang="${escapeHtml(page.lang)}">`,
  );
  const withTitle = replaceOnce(
    withLanguage,
    /<title>[^<]*<\/title>/,
    `<title>${escapeHtml(page.title)}</title>`,
  );
  const withStyles = replaceOnce(withTitle, /<\/head>/, `${page.styles}</head>`);
  return replaceOnce(
    withStyles,
    /<div id="root"><\/div>/,
    `<div id="root" ${RENDERED_LOCALE_ATTRIBUTE}="${escapeHtml(locale)}">${page.markup}</div>`,
  );
};
