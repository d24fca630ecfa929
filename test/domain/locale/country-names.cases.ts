import { SUPPORTED_COUNTRIES } from '../../../src/domain/locale/country';
import { languageTag, SUPPORTED_LOCALES } from '../../../src/domain/locale/locale';
import { countryName } from '../../../src/domain/locale/country-names';

describe('the countries named in the portal’s language — §1', () => {
  it.each([
    ['CZ', 'en-us', 'Czechia'],
    ['CZ', 'de-ch', 'Tschechien'],
    ['NO', 'nn-no', 'Noreg'],
    ['US', 'sv-se', 'USA'],
    ['CH', 'fr-ca', 'Suisse'],
    ['GB', 'en-gb', 'United Kingdom'],
  ] as const)('%s in %s is "%s"', (country, locale, name) => {
    expect(countryName(country, locale)).toBe(name);
  });

  it("says what a runtime with the Unicode data of every language (Node's full ICU) says", () => {
    for (const locale of SUPPORTED_LOCALES) {
      const names = new Intl.DisplayNames([languageTag(locale)], { type: 'region' });
      for (const country of SUPPORTED_COUNTRIES) {
        expect(`${locale} ${country} ${countryName(country, locale)}`).toBe(
          `${locale} ${country} ${names.of(country) ?? ''}`,
        );
      }
    }
  });
});
