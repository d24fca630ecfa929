import { escapeHtml } from './html-page';
import type { RenderedPage } from './page-renderer';
import { withScriptsOnFirstUse } from './scripts-on-first-use';

/** The attribute that tells the browser the page was rendered in this locale (src/ui/server-rendered.ts). */
const RENDERED_LOCALE_ATTRIBUTE = 'data-rendered-locale';

const replaceOnce = (html: string, from: RegExp, to: string): string => {
  if (!from.test(html)) throw new Error(`index.html has no ${from.source}`);
  return html.replace(from, () => to);
};

/** What a rendered page does without the portal's script (static-routes.ts says which pages). */
export interface ScriptUse {
  /** The page is usable to the end without JavaScript: no "needs JavaScript" notice. */
  readonly worksWithoutScript: boolean;
  /** Its script files load on the user's first use, not with the page (D-SSR-7). */
  readonly scriptsOnFirstUse: boolean;
}

/**
 * The built index.html with a page the server rendered in place: its language, title, style
 * sheet and markup. The nonce placeholders stay for each answer to fill (static-routes.ts).
 */
export const withRenderedPage = (
  html: string,
  page: RenderedPage,
  locale: string,
  { worksWithoutScript, scriptsOnFirstUse }: ScriptUse,
): string => {
  // "The portal needs JavaScript" is for the pages that still do.
  const withoutNotice = worksWithoutScript
    ? html.replace(/<noscript>[\s\S]*?<\/noscript>\s*/, '')
    : html;
  const notice = scriptsOnFirstUse ? withScriptsOnFirstUse(withoutNotice) : withoutNotice;
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
