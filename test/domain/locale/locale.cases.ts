import {
  countryOfLocale,
  DEFAULT_LOCALE,
  isSupportedLocale,
  supportedLocaleOrDefault,
  languageOf,
  languagesOfCountry,
  LOCALES_BY_COUNTRY,
  SUPPORTED_LOCALES,
  textLocaleFor,
  languageTag,
} from '../../../src/domain/locale/locale';
import { eachConstantIsAsQuoted } from '../constant-rows';

describe('locales — spec §1 and §9', () => {
  it('§1 "Text exists for" exactly these 23 locales', () => {
    expect([...SUPPORTED_LOCALES].sort()).toEqual(
      [
        'en-us',
        'en-gb',
        'en-ie',
        'fr-ca',
        'en-ca',
        'cs-cz',
        'en-cz',
        'en-ch',
        'de-ch',
        'hu-hu',
        'en-hu',
        'pl-pl',
        'en-pl',
        'sl-si',
        'en-si',
        'sv-se',
        'en-se',
        'da-dk',
        'en-dk',
        'nn-no',
        'en-no',
        'fi-fi',
        'en-fi',
      ].sort(),
    );
  });

  it.each([
    ['US', ['en-us']],
    ['CA', ['fr-ca', 'en-ca']],
    ['GB', ['en-gb']],
    ['IE', ['en-ie']],
    ['HU', ['hu-hu', 'en-hu']],
    ['PL', ['pl-pl', 'en-pl']],
    ['CZ', ['cs-cz', 'en-cz']],
    ['CH', ['de-ch', 'en-ch']],
    ['SE', ['sv-se', 'en-se']],
    ['DK', ['da-dk', 'en-dk']],
    ['NO', ['nn-no', 'en-no']],
    ['FI', ['fi-fi', 'en-fi']],
    ['SI', ['sl-si', 'en-si']],
  ] as const)('§9 "Languages per country": %s has %j', (country, expected) => {
    expect(languagesOfCountry(country)).toEqual(expected);
    expect(LOCALES_BY_COUNTRY[country]).toEqual(expected);
  });

  it.each([
    ['en-gb', true],
    ['fr-ca', true],
    ['fr-fr', false],
    ['EN-US', false],
  ])('isSupportedLocale(%j) is %s', (value, expected) => {
    expect(isSupportedLocale(value)).toBe(expected);
  });

  it.each([
    ['en-gb', 'en-gb'],
    [' EN-GB ', 'en-gb'],
    ['fr-fr', 'en-us'],
    ['', 'en-us'],
    [undefined, 'en-us'],
  ])('§5 "must be in the supported list, otherwise en-us": %j is %j', (value, expected) => {
    expect(supportedLocaleOrDefault(value)).toBe(expected);
  });

  it.each([
    ['en-us', 'US'],
    ['fr-ca', 'CA'],
    ['en-ca', 'CA'],
    ['en-gb', 'GB'],
    ['en-ie', 'IE'],
    ['nn-no', 'NO'],
    ['en-fi', 'FI'],
  ] as const)('countryOfLocale(%s) is %s', (locale, country) => {
    expect(countryOfLocale(locale)).toBe(country);
  });

  it('every supported locale belongs to exactly one country', () => {
    for (const locale of SUPPORTED_LOCALES) {
      expect(languagesOfCountry(countryOfLocale(locale))).toContain(locale);
    }
  });

  it.each([
    ['en-ie', 'en-us', '§1 "en-ie (same text as en-us)"'],
    ['en-gb', 'en-gb', 'other locales have their own text'],
    ['fr-ca', 'fr-ca', 'other locales have their own text'],
  ] as const)('textLocaleFor(%s) is %s: %s', (locale, expected, _sentence) => {
    expect(textLocaleFor(locale)).toBe(expected);
  });

  it.each([
    ['cs-cz', 'cs'],
    ['en-fi', 'en'],
    ['nn-no', 'nn'],
  ] as const)('languageOf(%s) is %s', (locale, expected) => {
    expect(languageOf(locale)).toBe(expected);
  });
});

describe('languageTag — the locale as <html lang> and Intl take it', () => {
  it.each([
    ['de-ch', 'de-CH'],
    ['cs-cz', 'cs-CZ'],
    ['en-ie', 'en-IE'],
    ['nn-no', 'nn-NO'],
  ] as const)('%s is %s', (locale, tag) => {
    expect(languageTag(locale)).toBe(tag);
  });

  it('every supported locale gives a tag Intl accepts as itself', () => {
    for (const locale of SUPPORTED_LOCALES)
      expect(Intl.getCanonicalLocales(languageTag(locale))).toEqual([languageTag(locale)]);
  });
});

describe('locales — §5 constants', () => {
  eachConstantIsAsQuoted([['§5 "otherwise en-us"', DEFAULT_LOCALE, 'en-us']]);
});
