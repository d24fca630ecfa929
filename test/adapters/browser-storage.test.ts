import { InMemoryStorage, browserStorage } from '../../src/adapters/browser/browser-storage';
import { FakeStorage } from './fake-storage';

describe('browserStorage — building the container never fails on blocked storage', () => {
  it('is the browser storage when it can be reached', () => {
    const storage = new FakeStorage();
    expect(browserStorage(() => storage)).toBe(storage);
  });

  it('is page memory when reading window.localStorage throws (site data blocked)', () => {
    const storage = browserStorage(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(storage).toBeInstanceOf(InMemoryStorage);
    storage.setItem('languagePreference', '"en-gb"');
    expect(storage.getItem('languagePreference')).toBe('"en-gb"');
    storage.removeItem('languagePreference');
    expect(storage.getItem('languagePreference')).toBeNull();
  });
});
