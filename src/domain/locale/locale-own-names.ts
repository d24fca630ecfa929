import type { Locale } from './locale';

/**
 * Each locale of spec §1 named in its own language, as users look for it in a language list.
 * Written out rather than asked of the runtime's Intl data: browsers ship different amounts of it
 * (Chromium has no Norwegian Nynorsk names and would say "Norwegian Nynorsk (Norway)"), and a page
 * the server renders must name each locale exactly as the browser that takes it over does.
 */
export const LOCALE_OWN_NAMES: Readonly<Record<Locale, string>> = {
  'en-us': 'American English',
  'fr-ca': 'français canadien',
  'en-ca': 'Canadian English',
  'en-gb': 'British English',
  'en-ie': 'English (Ireland)',
  'cs-cz': 'čeština (Česko)',
  'en-cz': 'English (Czechia)',
  'de-ch': 'Schweizer Hochdeutsch',
  'en-ch': 'English (Switzerland)',
  'hu-hu': 'magyar (Magyarország)',
  'en-hu': 'English (Hungary)',
  'pl-pl': 'polski (Polska)',
  'en-pl': 'English (Poland)',
  'sl-si': 'slovenščina (Slovenija)',
  'en-si': 'English (Slovenia)',
  'sv-se': 'svenska (Sverige)',
  'en-se': 'English (Sweden)',
  'da-dk': 'dansk (Danmark)',
  'en-dk': 'English (Denmark)',
  'nn-no': 'norsk nynorsk (Noreg)',
  'en-no': 'English (Norway)',
  'fi-fi': 'suomi (Suomi)',
  'en-fi': 'English (Finland)',
};

/** A locale in its own language ("čeština (Česko)"). */
export const ownName = (locale: Locale): string => LOCALE_OWN_NAMES[locale];
