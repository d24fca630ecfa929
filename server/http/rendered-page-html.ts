import { escapeHtml } from './html-page';
import type { RenderedPage } from './page-renderer';
import { withScriptsLoaded, type ScriptLoading } from './scripts-on-first-use';

/** The attribute that tells the browser the page was rendered in this locale (src/ui/server-rendered.ts). */
const RENDERED_LOCALE_ATTRIBUTE = 'data-rendered-locale';

/** The element that carries a signed-in page's answers (src/adapters/http/first-answers.ts). */
const FIRST_ANSWERS_ELEMENT_ID = 'portal-first-answers';

/**
 * A signed-in page's answers as a data block the browser reads before hydrating (D-SSR-8): JSON,
 * never run, with every `<` escaped so that nothing in it can end the element.
 */
const firstAnswersBlock = (page: RenderedPage): string =>
  page.firstAnswers === undefined
    ? ''
    : `<script type="application/json" id="${FIRST_ANSWERS_ELEMENT_ID}">${JSON.stringify(
        page.firstAnswers,
      ).replaceAll('<', '\\u003c')}</script>`;

const replaceOnce = (html: string, from: RegExp, to: string): string => {
  if (!from.test(html)) throw new Error(`index.html has no ${from.source}`);
  return html.replace(from, () => to);
};

/** What a rendered page does without the portal's script (static-routes.ts says which pages). */
export interface ScriptUse {
  /** The page is usable to the end without JavaScript: no "needs JavaScript" notice. */
  readonly worksWithoutScript: boolean;
  /** When its script files load: with the page, on the user's first use (D-SSR-7), or once painted. */
  readonly scripts: ScriptLoading;
}

/**
 * The built index.html with a page the server rendered in place: its language, title, style
 * sheet and markup. The nonce placeholders stay for each answer to fill (static-routes.ts).
 */
export const withRenderedPage = (
  html: string,
  page: RenderedPage,
  locale: string,
  { worksWithoutScript, scripts }: ScriptUse,
): string => {
  // "The portal needs JavaScript" is for the pages that still do (not the head's noscript style).
  const withoutNotice = worksWithoutScript
    ? html.replace(/<noscript>(?!\s*<style)[\s\S]*?<\/noscript>\s*/, '')
    : html;
  const notice = withScriptsLoaded(withoutNotice, scripts);
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
    `<div id="root" ${RENDERED_LOCALE_ATTRIBUTE}="${escapeHtml(locale)}">${page.markup}</div>${firstAnswersBlock(page)}`,
  );
};
