import { createContext, useContext } from 'react';
import { DEFAULT_LOCALE, type Locale } from '../../domain/locale/locale';

export interface ActiveLocale {
  readonly locale: Locale;
  /** Switches the portal's language in place (no reload, nothing typed is lost) and remembers it. */
  readonly choose: (locale: Locale) => void;
}

/**
 * The portal's language and the way to change it. Outside PortalApp (a test rendering one page)
 * it is en-us and cannot be changed.
 */
export const ActiveLocaleContext = createContext<ActiveLocale>({
  locale: DEFAULT_LOCALE,
  choose: () => undefined,
});

export const useActiveLocale = (): ActiveLocale => useContext(ActiveLocaleContext);
