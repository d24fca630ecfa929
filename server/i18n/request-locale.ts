import { DEFAULT_LOCALE, type Locale } from '../../src/domain/locale/locale';
import { supportedLocaleFor } from '../../src/domain/locale/locale-resolution';

// Spec §9's language order, as far as the server can see it: the language the portal stored (the
// browser keeps it in localStorage and mirrors it in the LANGUAGE_COOKIE for pages the server
// renders), then the browser's languages (Accept-Language), then en-us. How one tag is read is the
// domain's rule (src/domain/locale/locale-resolution.ts, D-DOM-14); reading the header is HTTP's.

/** The cookie the portal writes whenever its stored language changes (not a secret). */
export const LANGUAGE_COOKIE = 'portal_lang';

/** The tags of an Accept-Language header, most wanted first (RFC 9110 §12.5.4 weights). */
export const acceptedLanguages = (header: string | undefined): string[] =>
  (header ?? '')
    .split(',')
    .map((entry, index) => {
      const [tag = '', ...parameters] = entry.trim().split(';');
      const weight = parameters
        .map((parameter) => /^\s*q=([0-9.]+)\s*$/.exec(parameter)?.[1])
        .find((value) => value !== undefined);
      return { tag: tag.trim(), quality: weight === undefined ? 1 : Number(weight), index };
    })
    .filter(({ tag, quality }) => tag !== '' && tag !== '*' && quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map(({ tag }) => tag);

/**
 * The locale a server-rendered page is shown in: the first supported of `asked` (the `lang`
 * parameter, then the stored language, where the page has them), then of the browser's languages.
 */
export const requestLocale = (
  asked: readonly (string | null | undefined)[],
  acceptLanguage: string | undefined,
): Locale => {
  for (const candidate of [...asked, ...acceptedLanguages(acceptLanguage)]) {
    const locale = supportedLocaleFor(candidate);
    if (locale !== undefined) return locale;
  }
  return DEFAULT_LOCALE;
};
