import { acceptedLanguages, requestLocale } from '../../server/i18n/request-locale';

// Spec §9's language order for the pages the server renders; a tag is read by the domain's rule
// (src/domain/locale/locale-resolution.ts, tested there), the header here.

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
