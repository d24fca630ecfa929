import type { KeyValueStorage } from './key-value-storage';

/** Storage that lasts as long as the page: the fallback when the browser denies Web Storage. */
export class InMemoryStorage implements KeyValueStorage {
  private readonly items = new Map<string, string>();

  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }

  setItem(key: string, value: string): void {
    this.items.set(String(key), String(value));
  }

  removeItem(key: string): void {
    this.items.delete(key);
  }
}

/**
 * The browser's localStorage or sessionStorage, or page memory when merely reading the property
 * throws (a SecurityError when the user blocks site data), so building the container never fails.
 */
export const browserStorage = (access: () => KeyValueStorage): KeyValueStorage => {
  try {
    return access();
  } catch {
    return new InMemoryStorage();
  }
};
