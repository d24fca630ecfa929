import { languageTag, SUPPORTED_LOCALES } from '../../../src/domain/locale/locale';
import { LOCALE_OWN_NAMES, ownName } from '../../../src/domain/locale/locale-own-names';

describe('each locale named in its own language — issue 11, §1', () => {
  it.each([
    ['cs-cz', 'čeština (Česko)'],
    ['de-ch', 'Schweizer Hochdeutsch'],
    ['fr-ca', 'français canadien'],
    ['nn-no', 'norsk nynorsk (Noreg)'],
    ['en-gb', 'British English'],
  ] as const)('%s is "%s"', (locale, name) => {
    expect(ownName(locale)).toBe(name);
  });

  it('names every locale of §1, each differently', () => {
    expect(Object.keys(LOCALE_OWN_NAMES).sort()).toEqual([...SUPPORTED_LOCALES].sort());
    expect(new Set(SUPPORTED_LOCALES.map(ownName)).size).toBe(SUPPORTED_LOCALES.length);
  });

  it("says what a runtime with the Unicode data of every language (Node's full ICU) says", () => {
    for (const locale of SUPPORTED_LOCALES) {
      const tag = languageTag(locale);
      expect(ownName(locale)).toBe(new Intl.DisplayNames([tag], { type: 'language' }).of(tag));
    }
  });
});
