import { SUPPORTED_LOCALES } from '../../../src/domain/locale/locale';
import {
  LOGIN_WIDGET_LANGUAGES,
  loginWidgetFallsBackToEnglish,
  loginWidgetLanguage,
} from '../../../src/domain/locale/login-widget-language';

describe('login widget language — §1', () => {
  it('"The login widget has texts in English, Czech, German, Hungarian, Polish, Slovenian, Swedish, Danish, Norwegian and Finnish"', () => {
    expect(LOGIN_WIDGET_LANGUAGES).toEqual([
      'en',
      'cs',
      'de',
      'hu',
      'pl',
      'sl',
      'sv',
      'da',
      'no',
      'fi',
    ]);
  });

  it.each([
    ['fr-ca', 'en', '"French falls back to English"'],
    ['en-ca', 'en', 'English'],
    ['en-us', 'en', 'English'],
    ['cs-cz', 'cs', 'Czech'],
    ['de-ch', 'de', 'German'],
    ['hu-hu', 'hu', 'Hungarian'],
    ['pl-pl', 'pl', 'Polish'],
    ['sl-si', 'sl', 'Slovenian'],
    ['sv-se', 'sv', 'Swedish'],
    ['da-dk', 'da', 'Danish'],
    ['nn-no', 'no', "Norwegian (nn-no is the widget's no)"],
    ['fi-fi', 'fi', 'Finnish'],
  ] as const)('%s → %s: %s', (locale, expected, _sentence) => {
    expect(loginWidgetLanguage(locale)).toBe(expected);
  });

  it.each([
    ['fr-ca', true],
    ['en-ca', false],
    ['cs-cz', false],
    ['nn-no', false],
  ] as const)('%s: the widget falls back to English on the page: %s', (locale, fallsBack) => {
    expect(loginWidgetFallsBackToEnglish(locale)).toBe(fallsBack);
  });

  it('every portal locale has a widget language', () => {
    for (const locale of SUPPORTED_LOCALES) {
      expect(LOGIN_WIDGET_LANGUAGES).toContain(loginWidgetLanguage(locale));
    }
  });
});
