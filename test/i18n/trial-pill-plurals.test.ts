import { IntlMessageFormat } from 'intl-messageformat';
import { readCatalogue } from '../../scripts/translation-catalogue';
import { languageTag, type Locale } from '../../src/domain/locale/locale';

// Issue 11: "N days of trial left" must be right in each language, with the CLDR plural rules
// (Czech, Polish and Slovenian have more than two forms).

const pill = (locale: Locale, days: number): string =>
  String(
    new IntlMessageFormat(
      readCatalogue(locale)['tile.pill.trialDaysLeft'] ?? '',
      languageTag(locale),
    ).format({
      days,
    }),
  );

describe('the trial pill, "N days of trial left", in each language', () => {
  it.each([
    ['en-us', 1, '1 day of trial left'],
    ['en-us', 14, '14 days of trial left'],
    ['cs-cz', 1, 'Zkušební období: zbývá 1 den'],
    ['cs-cz', 3, 'Zkušební období: zbývají 3 dny'],
    ['cs-cz', 5, 'Zkušební období: zbývá 5 dní'],
    ['pl-pl', 1, 'Do końca okresu próbnego: 1 dzień'],
    ['pl-pl', 2, 'Do końca okresu próbnego: 2 dni'],
    ['pl-pl', 5, 'Do końca okresu próbnego: 5 dni'],
    ['pl-pl', 22, 'Do końca okresu próbnego: 22 dni'],
    ['sl-si', 1, 'Preskusno obdobje: še 1 dan'],
    ['sl-si', 2, 'Preskusno obdobje: še 2 dneva'],
    ['sl-si', 3, 'Preskusno obdobje: še 3 dnevi'],
    ['sl-si', 5, 'Preskusno obdobje: še 5 dni'],
    ['sl-si', 102, 'Preskusno obdobje: še 102 dneva'],
    ['de-ch', 1, 'Testversion: noch 1 Tag'],
    ['de-ch', 2, 'Testversion: noch 2 Tage'],
    ['fr-ca', 1, '1 jour d’essai restant'],
    ['fr-ca', 2, '2 jours d’essai restants'],
  ] as const)('%s, %i days: "%s"', (locale, days, text) => {
    expect(pill(locale, days)).toBe(text);
  });
});
