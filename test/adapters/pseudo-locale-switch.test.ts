import { pseudoLocaleChosen } from '../../src/adapters/browser/pseudo-locale-switch';
import { FakeStorage, ThrowingStorage } from './fake-storage';

// docs/decisions/pseudo-locale.md D-PSEUDO-1: the pseudo-locale shows only when the server offers
// it, from a `?lang=en-xa` on, until another `lang` in the same tab.

const PSEUDO = 'en-xa';

describe('pseudoLocaleChosen', () => {
  it.each([
    // offered by the server, ?lang, stored before → shown, stored after
    [null, 'en-xa', undefined, false, undefined],
    [null, null, 'en-xa', false, undefined],
    ['en-xa', 'en-xa', undefined, true, 'en-xa'],
    ['en-xa', null, 'en-xa', true, 'en-xa'],
    ['en-xa', null, undefined, false, undefined],
    ['en-xa', 'de-ch', 'en-xa', false, undefined],
    ['en-xa', 'fr', undefined, false, undefined],
    ['something-else', 'en-xa', undefined, false, undefined],
  ])(
    'offered %s, ?lang=%s, stored %s: shown %s, stored %s',
    (offered, queryLang, storedBefore, shown, storedAfter) => {
      const storage = new FakeStorage(
        storedBefore === undefined ? {} : { 'portal.pseudoLocale': storedBefore },
      );
      expect(pseudoLocaleChosen(PSEUDO, { offered, queryLang, storage })).toBe(shown);
      expect(storage.getItem('portal.pseudoLocale') ?? undefined).toBe(storedAfter);
    },
  );

  it('lasts for the asking page alone when the browser refuses storage', () => {
    const storage = new ThrowingStorage();
    expect(pseudoLocaleChosen(PSEUDO, { offered: PSEUDO, queryLang: PSEUDO, storage })).toBe(true);
    expect(pseudoLocaleChosen(PSEUDO, { offered: PSEUDO, queryLang: null, storage })).toBe(false);
    expect(pseudoLocaleChosen(PSEUDO, { offered: null, queryLang: PSEUDO, storage })).toBe(false);
  });
});
