import { DEFAULT_LOCALE, isSupportedLocale, type Locale } from './locale';

// Spec §9 "Language order: lang query parameter, then stored language, then browser language
// (two-letter maps to default region: pl-pl, cs-cz, de-ch, hu-hu, en-us, fr-ca, sl-si, sv-se,
// da-dk, nn-no, fi-fi), then en-us." §5 "Language code must be in the supported list, otherwise
// en-us." How each candidate is read: docs/decisions/domain-rules.md D-DOM-14.

export const DEFAULT_REGION_BY_LANGUAGE: Readonly<Record<string, Locale>> = {
  pl: 'pl-pl',
  cs: 'cs-cz',
  de: 'de-ch',
  hu: 'hu-hu',
  en: 'en-us',
  fr: 'fr-ca',
  sl: 'sl-si',
  sv: 'sv-se',
  da: 'da-dk',
  nn: 'nn-no',
  no: 'nn-no',
  nb: 'nn-no',
  fi: 'fi-fi',
};

/** One language tag (`en-GB`, `de_CH`, `pl`) to a supported locale, or undefined. */
export const supportedLocaleFor = (tag: string | null | undefined): Locale | undefined => {
  const normalised = (tag ?? '').trim().toLowerCase().replaceAll('_', '-');
  if (isSupportedLocale(normalised)) return normalised;
  const language = normalised.replace(/-.*$/, '');
  return Object.hasOwn(DEFAULT_REGION_BY_LANGUAGE, language)
    ? DEFAULT_REGION_BY_LANGUAGE[language]
    : undefined;
};

export interface LocaleSources {
  readonly queryLang?: string | null;
  readonly storedLanguage?: string | null;
  readonly browserLanguages?: readonly string[];
}

/** The first supported candidate in the order of §9, else en-us. */
export const resolveLocale = (sources: LocaleSources): Locale => {
  const candidates = [
    sources.queryLang,
    sources.storedLanguage,
    ...(sources.browserLanguages ?? []),
  ];
  for (const candidate of candidates) {
    const locale = supportedLocaleFor(candidate);
    if (locale !== undefined) return locale;
  }
  return DEFAULT_LOCALE;
};
