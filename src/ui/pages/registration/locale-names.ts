import { languageTag, type Locale } from '../../../domain/locale/locale';
import type { CountryCode } from '../../../domain/locale/country';

// Names of countries and languages come from the browser's Intl data, not the catalogue: every
// country in the user's language, every language in its own (as users look for it).

/** A country's name in the portal's language ("Czechia", "Tschechien"). */
export const countryName = (country: CountryCode, displayLocale: Locale): string =>
  new Intl.DisplayNames([languageTag(displayLocale)], { type: 'region' }).of(country) ?? country;

/** A language in its own language ("čeština (Česko)"), like the footer's language switcher. */
export const languageOwnName = (locale: Locale): string => {
  const tag = languageTag(locale);
  return new Intl.DisplayNames([tag], { type: 'language' }).of(tag) ?? tag;
};
