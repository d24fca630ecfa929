import fc from 'fast-check';
import {
  acceptedLanguages,
  requestLocale,
  supportedLocaleFor,
} from '../../server/i18n/request-locale';
import { SUPPORTED_LOCALES } from '../../src/domain/locale/locale';
import {
  DEFAULT_REGION_BY_LANGUAGE,
  supportedLocaleFor as portalSupportedLocaleFor,
} from '../../src/domain/locale/locale-resolution';

// Spec §9's language order for the pages the server renders; the same reading of a language tag
// as the portal's (src/domain/locale/locale-resolution.ts).

describe('the server reads a language tag as the portal does (§9, D-DOM-14)', () => {
  const tags = [
    ...SUPPORTED_LOCALES,
    ...SUPPORTED_LOCALES.map((locale) => locale.toUpperCase().replace('-', '_')),
    ...Object.keys(DEFAULT_REGION_BY_LANGUAGE),
    'de-DE',
    'en-AU',
    'fr',
    'pt-BR',
    'xx',
    '',
    ' cs-CZ ',
  ];

  it.each(tags)('%j', (tag) => {
    expect(supportedLocaleFor(tag)).toBe(portalSupportedLocaleFor(tag));
  });

  it('agrees on any text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), (tag) => {
        expect(supportedLocaleFor(tag)).toBe(portalSupportedLocaleFor(tag));
      }),
    );
  });
});

describe('Accept-Language (RFC 9110 §12.5.4)', () => {
  it.each([
    ['de-CH,de;q=0.9,en;q=0.8', ['de-CH', 'de', 'en']],
    ['en;q=0.5, pl', ['pl', 'en']],
    ['fi;q=0.8, sv;q=0.8, da;q=0.9', ['da', 'fi', 'sv']],
    ['*, hu;q=0, cs;q=0.1', ['cs']],
    ['', []],
  ])('%j → %j', (header, expected) => {
    expect(acceptedLanguages(header)).toEqual(expected);
  });
});

describe('the language of a server-rendered page: asked first, then the browser, then en-us', () => {
  it.each([
    [['hu-hu', 'cs-cz'], 'sv', 'hu-hu'],
    [[null, 'cs-cz'], 'sv', 'cs-cz'],
    [['xx', undefined], 'de;q=0.4, fi', 'fi-fi'],
    [[], 'pt-BR, es', 'en-us'],
    [[], undefined, 'en-us'],
  ] as const)('asked %j, Accept-Language %j → %s', (asked, header, expected) => {
    expect(requestLocale(asked, header)).toBe(expected);
  });
});
