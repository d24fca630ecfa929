import fc from 'fast-check';
import { languageCookie } from '../../src/adapters/browser/language-cookie';
import {
  LocalStoragePreferenceStore,
  PREFERENCE_KEYS,
} from '../../src/adapters/browser/local-storage-preference-store.adapter';
import { isDunsNumber, type DunsNumber } from '../../src/domain/companies/duns-number';
import { SUPPORTED_LOCALES, isSupportedLocale } from '../../src/domain/locale/locale';
import { FakeStorage, ReadOnlyStorage, ThrowingStorage } from './fake-storage';

const storeWith = (key: string, raw: string | undefined) =>
  new LocalStoragePreferenceStore(new FakeStorage(raw === undefined ? {} : { [key]: raw }));

const duns = (value: string): DunsNumber => {
  if (!isDunsNumber(value)) throw new Error(`test data: ${value} is not a DUNS number`);
  return value;
};

describe('LocalStoragePreferenceStore — language preference (spec §9 "stored language")', () => {
  it.each([
    ['nothing stored', undefined, undefined],
    ['a supported locale', '"en-gb"', 'en-gb'],
    ['a locale in another case, read as every language source (D-DOM-14)', '"PL_pl"', 'pl-pl'],
    ['a language with an unsupported region: its default region (D-DOM-14)', '"de-DE"', 'de-ch'],
    ['an unsupported locale', '"xx-yy"', undefined],
    ['an empty string', '""', undefined],
    ['not JSON (a bare locale)', 'en-gb', undefined],
    ['truncated JSON', '"en-g', undefined],
    ['a number', '42', undefined],
    ['null', 'null', undefined],
    ['an object', '{"locale":"en-us"}', undefined],
    ['an empty value', '', undefined],
  ])('%s → %j', (_case, raw, expected) => {
    expect(storeWith(PREFERENCE_KEYS.languagePreference, raw).readLanguagePreference()).toBe(
      expected,
    );
  });

  it('reads back what it wrote, and nothing once removed', () => {
    const storage = new FakeStorage();
    const store = new LocalStoragePreferenceStore(storage);
    store.writeLanguagePreference('fr-ca');
    expect(storage.getItem(PREFERENCE_KEYS.languagePreference)).toBe('"fr-ca"');
    expect(store.readLanguagePreference()).toBe('fr-ca');
    store.removeLanguagePreference();
    expect(store.readLanguagePreference()).toBeUndefined();
  });

  it('every supported locale survives the round trip', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SUPPORTED_LOCALES), (locale) => {
        const store = new LocalStoragePreferenceStore(new FakeStorage());
        store.writeLanguagePreference(locale);
        return store.readLanguagePreference() === locale;
      }),
    );
  });

  it('whatever text is stored reads back as a supported locale or as nothing', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: 'binary' }),
          fc.string().map((text) => JSON.stringify(text)),
        ),
        (raw) => {
          const read = storeWith(PREFERENCE_KEYS.languagePreference, raw).readLanguagePreference();
          return read === undefined || isSupportedLocale(read);
        },
      ),
    );
  });
});

describe('LocalStoragePreferenceStore — the language mirrored for the server (issue 11)', () => {
  it('hears the stored language at start, each change and the removal', () => {
    const heard: (string | undefined)[] = [];
    const store = new LocalStoragePreferenceStore(
      new FakeStorage({ [PREFERENCE_KEYS.languagePreference]: '"hu-hu"' }),
      (locale) => heard.push(locale),
    );
    store.writeLanguagePreference('de-ch');
    store.removeLanguagePreference();
    expect(heard).toEqual(['hu-hu', 'de-ch', undefined]);
  });

  it('hears nothing at start when nothing is stored', () => {
    const heard: (string | undefined)[] = [];
    new LocalStoragePreferenceStore(new FakeStorage(), (locale) => heard.push(locale));
    expect(heard).toEqual([]);
  });

  it.each([
    ['cs-cz', false, 'portal_lang=cs-cz; Path=/; Max-Age=31536000; SameSite=Lax'],
    ['fr-ca', true, 'portal_lang=fr-ca; Path=/; Max-Age=31536000; SameSite=Lax; Secure'],
    [undefined, true, 'portal_lang=; Path=/; Max-Age=0; SameSite=Lax'],
  ] as const)('the cookie for %s (secure: %s) is %j', (locale, secure, cookie) => {
    expect(languageCookie(locale, secure)).toBe(cookie);
  });
});

describe('LocalStoragePreferenceStore — selected company (spec §4, DUNS ^\\d{9}$)', () => {
  it.each([
    ['nothing stored', undefined, undefined],
    ['a nine-digit string', '"804735132"', '804735132'],
    ['leading zeros kept', '"012345678"', '012345678'],
    ['a number (leading zeros may be lost)', '804735132', undefined],
    ['eight digits', '"80473513"', undefined],
    ['ten digits', '"8047351320"', undefined],
    ['a formatted DUNS', '"80-473-5132"', undefined],
    ['a letter', '"80473513x"', undefined],
    ['padded with spaces', '" 804735132 "', undefined],
    ['not JSON', '804735132x', undefined],
    ['a bare DUNS with a leading zero (not JSON)', '012345678', undefined],
    ['an array', '["804735132"]', undefined],
    ['an empty value', '', undefined],
  ])('%s → %j', (_case, raw, expected) => {
    expect(storeWith(PREFERENCE_KEYS.selectedCompany, raw).readSelectedCompany()).toBe(expected);
  });

  it('reads back what it wrote, and nothing once removed (§4 "removed when no companies exist")', () => {
    const storage = new FakeStorage();
    const store = new LocalStoragePreferenceStore(storage);
    store.writeSelectedCompany(duns('012345678'));
    expect(storage.getItem(PREFERENCE_KEYS.selectedCompany)).toBe('"012345678"');
    expect(store.readSelectedCompany()).toBe('012345678');
    store.removeSelectedCompany();
    expect(storage.items.has(PREFERENCE_KEYS.selectedCompany)).toBe(false);
    expect(store.readSelectedCompany()).toBeUndefined();
  });

  it('any DUNS number survives the round trip', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{9}$/), (value) => {
        const store = new LocalStoragePreferenceStore(new FakeStorage());
        store.writeSelectedCompany(duns(value));
        return store.readSelectedCompany() === value;
      }),
    );
  });

  it('any string stored as the selected company reads back as a valid 9-digit DUNS or as nothing', () => {
    const raw = fc.oneof(
      fc.string({ unit: 'binary' }),
      fc.string({ unit: 'binary' }).map((text) => JSON.stringify(text)),
      fc.stringMatching(/^[0-9]{7,11}$/).map((digits) => JSON.stringify(digits)),
    );
    fc.assert(
      fc.property(raw, (stored) => {
        const read = storeWith(PREFERENCE_KEYS.selectedCompany, stored).readSelectedCompany();
        return read === undefined || /^[0-9]{9}$/.test(read);
      }),
    );
  });
});

describe('LocalStoragePreferenceStore — storage the browser refuses', () => {
  it('storage that throws on every call: reads are "nothing stored", writes and removals do not throw', () => {
    const store = new LocalStoragePreferenceStore(new ThrowingStorage());
    expect(store.readLanguagePreference()).toBeUndefined();
    expect(store.readSelectedCompany()).toBeUndefined();
    expect(() => {
      store.writeLanguagePreference('en-us');
      store.writeSelectedCompany(duns('804735132'));
      store.removeLanguagePreference();
      store.removeSelectedCompany();
    }).not.toThrow();
  });

  it('storage that refuses writes keeps what was stored before', () => {
    const store = new LocalStoragePreferenceStore(
      new ReadOnlyStorage({ [PREFERENCE_KEYS.selectedCompany]: '"804735132"' }),
    );
    expect(() => store.writeSelectedCompany(duns('123456789'))).not.toThrow();
    expect(store.readSelectedCompany()).toBe('804735132');
  });
});

describe('LocalStoragePreferenceStore — the CreditSignal migration explained (D-DASH-8)', () => {
  it.each([
    ['nothing stored', undefined, false],
    ['true', 'true', true],
    ['false', 'false', false],
    ['a string', '"true"', false],
    ['not JSON', 'yes', false],
  ])('%s → %s', (_case, raw, expected) => {
    expect(
      storeWith(
        PREFERENCE_KEYS.creditSignalMigrationExplained,
        raw,
      ).readCreditSignalMigrationExplained(),
    ).toBe(expected);
  });

  it('remembers it once marked; a storage that refuses writes is no error', () => {
    const store = new LocalStoragePreferenceStore(new FakeStorage());
    store.markCreditSignalMigrationExplained();
    expect(store.readCreditSignalMigrationExplained()).toBe(true);
    expect(() =>
      new LocalStoragePreferenceStore(new ThrowingStorage()).markCreditSignalMigrationExplained(),
    ).not.toThrow();
  });
});
