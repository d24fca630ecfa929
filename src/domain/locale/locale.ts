import type { CountryCode } from './country';

// Spec §1 "Text exists for en-us, en-gb, en-ie (same text as en-us), fr-ca, en-ca, cs-cz, en-cz,
// en-ch, de-ch, hu-hu, en-hu, pl-pl, en-pl, sl-si, en-si, sv-se, en-se, da-dk, en-dk, nn-no,
// en-no, fi-fi, en-fi." §9 "Languages per country: CA French/English; HU Hungarian/English; ...".

/** §5 "Language code must be in the supported list, otherwise en-us". */
export const DEFAULT_LOCALE = 'en-us';

/** The locales of each country, the local language first. */
export const LOCALES_BY_COUNTRY = {
  US: ['en-us'],
  CA: ['fr-ca', 'en-ca'],
  GB: ['en-gb'],
  IE: ['en-ie'],
  CZ: ['cs-cz', 'en-cz'],
  CH: ['de-ch', 'en-ch'],
  HU: ['hu-hu', 'en-hu'],
  PL: ['pl-pl', 'en-pl'],
  SI: ['sl-si', 'en-si'],
  SE: ['sv-se', 'en-se'],
  DK: ['da-dk', 'en-dk'],
  NO: ['nn-no', 'en-no'],
  FI: ['fi-fi', 'en-fi'],
} as const satisfies Readonly<Record<CountryCode, readonly string[]>>;

export type Locale = (typeof LOCALES_BY_COUNTRY)[CountryCode][number];

export const SUPPORTED_LOCALES: readonly Locale[] = Object.values(LOCALES_BY_COUNTRY).flat();

export const isSupportedLocale = (value: string): value is Locale =>
  (SUPPORTED_LOCALES as readonly string[]).includes(value);

/** §5 "Language code must be in the supported list, otherwise en-us" (case and spaces ignored). */
export const supportedLocaleOrDefault = (value: string | null | undefined): Locale => {
  const lower = (value ?? '').trim().toLowerCase();
  return isSupportedLocale(lower) ? lower : DEFAULT_LOCALE;
};

export const languagesOfCountry = (country: CountryCode): readonly Locale[] =>
  LOCALES_BY_COUNTRY[country];

/** The country whose locale list holds `locale`. */
export const countryOfLocale = (locale: Locale): CountryCode =>
  (Object.keys(LOCALES_BY_COUNTRY) as CountryCode[]).find((country) =>
    (LOCALES_BY_COUNTRY[country] as readonly Locale[]).includes(locale),
  ) as CountryCode;

/** §1 "en-ie (same text as en-us)": the locale whose message catalogue is loaded. */
export const textLocaleFor = (locale: Locale): Locale => (locale === 'en-ie' ? 'en-us' : locale);

/** The language subtag of a locale (`cs` of `cs-cz`). */
export const languageOf = (locale: Locale): string => locale.slice(0, 2);

/** The BCP 47 tag of a locale, as `<html lang>` and Intl take it (`de-CH` for `de-ch`). */
export const languageTag = (locale: Locale): string =>
  `${languageOf(locale)}-${locale.slice(3).toUpperCase()}`;
