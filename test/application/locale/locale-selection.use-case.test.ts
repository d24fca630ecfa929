import { LocaleSelection } from '../../../src/application/locale/locale-selection.use-case';
import { FakePreferenceStore } from '../fakes';

// Spec §9 "Language order: lang query parameter, then stored language, then browser language
// (two-letter maps to default region ...), then en-us"; a lang given once is remembered.

const setup = (stored?: 'cs-cz' | 'de-ch') => {
  const preferences = new FakePreferenceStore();
  preferences.languagePreference = stored;
  return { preferences, selection: new LocaleSelection(preferences) };
};

describe('the locale the portal starts in', () => {
  it.each([
    ['lang wins over everything', 'hu-hu', 'cs-cz', ['de-CH'], 'hu-hu'],
    ['then the stored language', null, 'cs-cz', ['de-CH'], 'cs-cz'],
    ['then the browser language', null, undefined, ['de-CH', 'en-US'], 'de-ch'],
    ['a two-letter browser language takes its default region', null, undefined, ['pl'], 'pl-pl'],
    ['an unsupported lang falls through', 'xx-yy', undefined, ['sv-SE'], 'sv-se'],
    ['nothing supported is en-us', null, undefined, ['ja-JP'], 'en-us'],
  ] as const)('%s', (_rule, lang, stored, browser, expected) => {
    const { selection } = setup(stored);
    expect(selection.atStartup(lang, browser)).toBe(expected);
  });

  it('a supported lang becomes the stored language; an unsupported one changes nothing', () => {
    const { selection, preferences } = setup('cs-cz');
    selection.atStartup('xx', []);
    expect(preferences.languagePreference).toBe('cs-cz');
    selection.atStartup('fi', []);
    expect(preferences.languagePreference).toBe('fi-fi');
    expect(selection.atStartup(null, ['en-US'])).toBe('fi-fi');
  });

  it('a language chosen in the switcher is the one the next visit starts in', () => {
    const { selection } = setup('cs-cz');
    selection.choose('sv-se');
    expect(selection.atStartup(null, ['de-CH'])).toBe('sv-se');
  });
});
