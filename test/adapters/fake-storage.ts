import type { KeyValueStorage } from '../../src/adapters/browser/key-value-storage';

/** A Web Storage stand-in: a plain map, seeded with raw (already serialised) values. */
export class FakeStorage implements KeyValueStorage {
  readonly items: Map<string, string>;

  constructor(seed: Record<string, string> = {}) {
    this.items = new Map(Object.entries(seed));
  }

  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }

  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }

  removeItem(key: string): void {
    this.items.delete(key);
  }
}

/** Storage the browser refuses: every call throws, as Safari's private mode and blocked site data do. */
export class ThrowingStorage implements KeyValueStorage {
  getItem(): string | null {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  }

  setItem(): void {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  }

  removeItem(): void {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  }
}

/** Reads work, writes throw (Safari private mode before version 11). */
export class ReadOnlyStorage extends FakeStorage {
  override setItem(): void {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  }
}

/** sessionStorage as the browser gives it: only the Storage methods the adapter and oidc-client-ts use. */
export const memoryStorage = (seed: Record<string, string> = {}): Storage => {
  const items = new Map(Object.entries(seed));
  return {
    get length() {
      return items.size;
    },
    key: (index: number) => [...items.keys()][index] ?? null,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    clear: () => items.clear(),
  };
};
