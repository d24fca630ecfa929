import type { Locale } from '../../domain/locale/locale';

/**
 * The stored language, mirrored in a cookie so the pages the server renders (the identity
 * provider's, mail sent from a request) can speak it too (server/i18n/request-locale.ts). Not a
 * secret and not read by script: only the server reads it.
 */
export const LANGUAGE_COOKIE = 'portal_lang';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The `document.cookie` assignment that stores (or, for undefined, removes) the language. */
export const languageCookie = (locale: Locale | undefined, secure: boolean): string =>
  locale === undefined
    ? `${LANGUAGE_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`
    : `${LANGUAGE_COOKIE}=${locale}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure ? '; Secure' : ''}`;
