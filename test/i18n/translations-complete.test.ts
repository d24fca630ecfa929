import {
  catalogueLocales,
  checkAllCatalogues,
  checkCatalogue,
} from '../../scripts/translation-catalogue';
import { SUPPORTED_LOCALES, textLocaleFor } from '../../src/domain/locale/locale';

// Issue 11 "Completeness gate": every locale has every key of en-us and no other, each message
// parses, has en-us's placeholders, and every plural names the forms its language needs.

describe('the translations', () => {
  it('every supported locale has a catalogue (en-ie is en-us by spec §1)', () => {
    const locales = catalogueLocales();
    for (const locale of SUPPORTED_LOCALES) expect(locales).toContain(textLocaleFor(locale));
  });

  it.each(checkAllCatalogues().map((report) => [report.locale, report.part, report] as const))(
    "%s's %s messages are complete and well-formed",
    (_locale, _part, report) => {
      expect({
        missing: report.missing,
        extra: report.extra,
        placeholderMismatches: report.placeholderMismatches,
        unparsable: report.unparsable,
        pluralGaps: report.pluralGaps,
      }).toEqual({
        missing: [],
        extra: [],
        placeholderMismatches: [],
        unparsable: [],
        pluralGaps: [],
      });
    },
  );
});

describe('the completeness gate bites', () => {
  const source = { greeting: 'Hello {name}', days: '{n, plural, one {# day} other {# days}}' };

  it('finds a missing key, an extra key, a renamed placeholder and a broken message', () => {
    expect(
      checkCatalogue('de-ch', source, { greeting: 'Hallo {nom}', stray: 'x {' }),
    ).toMatchObject({
      missing: ['days'],
      extra: ['stray'],
      placeholderMismatches: ['greeting'],
    });
    expect(checkCatalogue('de-ch', { a: 'x' }, { a: 'x {' }).unparsable).toEqual(['a']);
  });

  it('asks Czech, Polish and Slovenian for their own plural forms', () => {
    const twoForms = { days: '{n, plural, one {# den} other {# dní}}' };
    expect(checkCatalogue('cs-cz', source, twoForms).pluralGaps).toEqual(['days (few)']);
    expect(checkCatalogue('pl-pl', source, twoForms).pluralGaps).toEqual(['days (few, many)']);
    expect(checkCatalogue('sl-si', source, twoForms).pluralGaps).toEqual(['days (few, two)']);
    expect(checkCatalogue('de-ch', source, twoForms).pluralGaps).toEqual([]);
  });
});
