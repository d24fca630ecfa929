import { STORE_LINK_COUNTRIES, isInGroup } from '../locale/country-groups';
import { countryOfLocale, type Locale } from '../locale/locale';

// Spec §2 "Orders and Subscriptions (magento accounts only; external links built per language
// preference)". §9 "Localised order and subscription links use a supported-country set (en-gb
// maps to uk, en-ie to ie)." Countries outside the set use the US store (D-DOM-16).

/** The country segment of the store's order and subscription links for a language preference. */
export const storeLinkCountryCode = (languagePreference: Locale): string => {
  const country = countryOfLocale(languagePreference);
  if (!isInGroup(STORE_LINK_COUNTRIES, country)) return 'us';
  return country === 'GB' ? 'uk' : country.toLowerCase();
};

/** A configured link template with `{country}` filled in. */
export const localisedStoreLink = (template: string, languagePreference: Locale): string =>
  template.replaceAll('{country}', storeLinkCountryCode(languagePreference));
