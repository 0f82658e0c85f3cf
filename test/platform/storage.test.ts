import { describe, expect, it } from 'vitest';
import { browserStore, localStorageOf, observableStore, storageKeys } from '../../src/platform/storage';

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => void map.set(k, String(v)),
  };
}

describe('browser storage', () => {
  it('treats storage that throws on access (third-party frames, locked web-views) as absent', () => {
    const win = {} as Window;
    Object.defineProperty(win, 'localStorage', {
      get() {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      },
    });
    expect(localStorageOf(win)).toBeUndefined();
    const store = browserStore(localStorageOf(win));
    store.set(storageKeys.locale, 'ar');
    expect(store.get(storageKeys.locale)).toBeNull();
  });

  it('keeps working when writes fail (quota)', () => {
    const storage = memoryStorage();
    storage.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    const store = browserStore(storage);
    expect(() => store.set(storageKeys.user, '{}')).not.toThrow();
  });

  it('tells subscribers about this page’s own changes, marked as not external', () => {
    const store = observableStore(browserStore(memoryStorage()), undefined);
    const seen: Array<[string | null, boolean]> = [];
    store.subscribe((key, external) => seen.push([key, external]));
    store.set(storageKeys.accessToken, 't');
    store.remove(storageKeys.accessToken);
    expect(seen).toEqual([
      ['front_access_token', false],
      ['front_access_token', false],
    ]);
    expect(store.get(storageKeys.accessToken)).toBeNull();
  });
});
