import fc from 'fast-check';
import { SUPPORTED_LOCALES } from '../../../src/domain/locale/locale';
import {
  DEFAULT_REGION_BY_LANGUAGE,
  resolveLocale,
  supportedLocaleFor,
} from '../../../src/domain/locale/locale-resolution';

describe('locale resolution — §9 "Language order" (D-DOM-14)', () => {
  it.each([
    ['pl', 'pl-pl'],
    ['cs', 'cs-cz'],
    ['de', 'de-ch'],
    ['hu', 'hu-hu'],
    ['en', 'en-us'],
    ['fr', 'fr-ca'],
    ['sl', 'sl-si'],
    ['sv', 'sv-se'],
    ['da', 'da-dk'],
    ['nn', 'nn-no'],
    ['no', 'nn-no'],
    ['nb', 'nn-no'],
    ['fi', 'fi-fi'],
  ])('"two-letter maps to default region": %s → %s', (language, locale) => {
    expect(supportedLocaleFor(language)).toBe(locale);
    expect(DEFAULT_REGION_BY_LANGUAGE[language]).toBe(locale);
  });

  it.each([
    ['en-gb', 'en-gb', 'a supported locale is kept'],
    ['EN-GB', 'en-gb', 'case is ignored'],
    ['de_CH', 'de-ch', 'an underscore separates like a hyphen'],
    [' fr-ca ', 'fr-ca', 'spaces are ignored'],
    ['de-DE', 'de-ch', 'an unsupported region falls back to the language default'],
    ['en-AU', 'en-us', 'an unsupported region falls back to the language default'],
    ['zh-CN', undefined, 'an unsupported language has no locale'],
    ['toString', undefined, 'no inherited property passes as a language'],
    ['', undefined, 'empty has no locale'],
    [null, undefined, 'absent has no locale'],
    [undefined, undefined, 'absent has no locale'],
  ])('supportedLocaleFor(%j) is %j: %s', (tag, expected, _sentence) => {
    expect(supportedLocaleFor(tag)).toBe(expected);
  });

  it.each([
    [
      { queryLang: 'hu-hu', storedLanguage: 'pl-pl', browserLanguages: ['fi-FI'] },
      'hu-hu',
      '"lang query parameter" first',
    ],
    [
      { queryLang: null, storedLanguage: 'pl-pl', browserLanguages: ['fi-FI'] },
      'pl-pl',
      '"then stored language"',
    ],
    [
      { queryLang: 'xx', storedLanguage: 'pl-pl', browserLanguages: [] },
      'pl-pl',
      'an unsupported lang is skipped',
    ],
    [{ storedLanguage: '', browserLanguages: ['fi-FI', 'sv'] }, 'fi-fi', '"then browser language"'],
    [{ browserLanguages: ['ja', 'sv'] }, 'sv-se', 'the first supported browser language wins'],
    [{ browserLanguages: ['sv', 'ja'] }, 'sv-se', 'the first supported browser language wins'],
    [{ browserLanguages: ['ja', 'ko'] }, 'en-us', '"then en-us"'],
    [{}, 'en-us', '"then en-us"'],
  ])('resolveLocale(%j) is %s: %s', (sources, expected, _sentence) => {
    expect(resolveLocale(sources)).toBe(expected);
  });

  it('property: the answer is always a supported locale', () => {
    fc.assert(
      fc.property(
        fc.option(fc.string(), { nil: null }),
        fc.option(fc.string(), { nil: null }),
        fc.array(fc.string(), { maxLength: 4 }),
        (queryLang, storedLanguage, browserLanguages) => {
          expect(SUPPORTED_LOCALES).toContain(
            resolveLocale({ queryLang, storedLanguage, browserLanguages }),
          );
        },
      ),
    );
  });

  it('property: a supported lang query parameter always wins', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SUPPORTED_LOCALES),
        fc.array(fc.string()),
        (locale, browser) => {
          expect(
            resolveLocale({
              queryLang: locale.toUpperCase(),
              storedLanguage: 'pl-pl',
              browserLanguages: browser,
            }),
          ).toBe(locale);
        },
      ),
    );
  });
});
