/** The part of the Web Storage API the storage adapters use (a fake in tests, the browser's in the app). */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * The stored JSON value under `key`, or undefined when nothing usable is there: missing, not JSON,
 * or storage that throws on access (Safari private mode, storage disabled by the user).
 */
export const readStoredJson = (storage: KeyValueStorage, key: string): unknown => {
  try {
    const raw = storage.getItem(key);
    if (raw === null) return undefined;
    const parsed: unknown = JSON.parse(raw);
    return parsed;
  } catch {
    return undefined;
  }
};

/** Best-effort: a browser that refuses to store (quota, private mode) leaves the value unsaved. */
export const writeStoredJson = (storage: KeyValueStorage, key: string, value: unknown): void => {
  try {
    storage.setItem(key, JSON.stringify(value));
  } catch {
    // Not remembered for the next visit; the portal works on without it.
  }
};

export const removeStored = (storage: KeyValueStorage, key: string): void => {
  try {
    storage.removeItem(key);
  } catch {
    // Nothing readable was stored either: reads of this storage answer "nothing stored".
  }
};
