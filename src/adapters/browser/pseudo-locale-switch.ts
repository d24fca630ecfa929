import { removeStored, type KeyValueStorage } from './key-value-storage';

/** The meta a server started with PSEUDO_LOCALE=true puts in each page (server/http/static-routes.ts). */
export const PSEUDO_LOCALE_META_NAME = 'portal-pseudo-locale';

const STORAGE_KEY = 'portal.pseudoLocale';

export interface PseudoLocalePage {
  /** The `content` of the page's pseudo-locale meta; null when the server does not offer it. */
  readonly offered: string | null;
  /** The page's `lang` query parameter. */
  readonly queryLang: string | null;
  /** This tab's storage: the choice outlives the sign-in's full-page redirects. */
  readonly storage: KeyValueStorage;
}

/**
 * Whether this page shows the development pseudo-locale (docs/decisions/pseudo-locale.md
 * D-PSEUDO-1): only when the server offers it, from a `?lang=<pseudo-locale>` on until another
 * `lang` is given in this tab. Never the portal's stored language: the 23 locales of spec §1 know
 * nothing of it.
 */
export const pseudoLocaleChosen = (
  pseudoLocale: string,
  { offered, queryLang, storage }: PseudoLocalePage,
): boolean => {
  if (offered !== pseudoLocale) {
    removeStored(storage, STORAGE_KEY);
    return false;
  }
  try {
    if (queryLang === pseudoLocale) storage.setItem(STORAGE_KEY, pseudoLocale);
    else if (queryLang !== null) storage.removeItem(STORAGE_KEY);
    return storage.getItem(STORAGE_KEY) === pseudoLocale;
  } catch {
    // No storage: the pseudo-locale lasts for the page that asked for it.
    return queryLang === pseudoLocale;
  }
};

/** pseudoLocaleChosen for the browser's page. */
export const browserPseudoLocaleChosen = (
  browser: Window,
  pseudoLocale: string,
  storage: KeyValueStorage,
): boolean =>
  pseudoLocaleChosen(pseudoLocale, {
    offered:
      browser.document
        .querySelector(`meta[name="${PSEUDO_LOCALE_META_NAME}"]`)
        ?.getAttribute('content') ?? null,
    queryLang: new URLSearchParams(browser.location.search).get('lang'),
    storage,
  });
