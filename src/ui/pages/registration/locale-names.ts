import { languageTag, type Locale } from '../../../domain/locale/locale';
import type { CountryCode } from '../../../domain/locale/country';

// Names of countries come from the browser's Intl data, not the catalogue: every country in the
// user's language. Languages are named in their own (src/domain/locale/locale-own-names.ts).

/** A country's name in the portal's language ("Czechia", "Tschechien"). */
export const countryName = (country: CountryCode, displayLocale: Locale): string =>
  new Intl.DisplayNames([languageTag(displayLocale)], { type: 'region' }).of(country) ?? country;
