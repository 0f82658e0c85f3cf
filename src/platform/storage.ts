/**
 * The browser storage the portal uses, under the required key names (requirements#storage-keys).
 * One place, so logout can clear exactly what a session wrote.
 */
export const storageKeys = {
  authorizeToken: 'front_authorize_token',
  accessToken: 'front_access_token',
  user: 'user',
  type: 'type',
  loginSuccess: 'loginSuccess',
  isLoggedIn: 'isLoggedIn',
  /** the chosen theme colour */
  colour: 'colour',
  locale: 'locale',
  /** requirements#language-preference: a language was picked on this browser (kept after logout) */
  localeChosen: 'localeChosen',
  faviconLogo: 'faviconLogo',
  appLogo: 'appLogo',
  appLogoWhite: 'appLogoWhite',
  deviceId: 'u',
  /** requirements#request-device-fields: the native host's ids (DEVICE_INFO); none in a browser */
  deviceUniqueId: 'deviceUniqueId',
  fcmToken: 'fcmToken',
  /** requirements#device-details: what was last sent per user, so only changes are sent again */
  deviceDetailsSent: 'deviceDetailsSent',
  siteGeneral: 'siteGeneral',
  currencyList: 'currencyList',
  /** requirements#languages: the right-to-left locales the content service named */
  rtlLayoutArray: 'rtlLayoutArray',
  /** requirements#display-preferences: layout preferences (dark mode is the UI library's own key) */
  boxLayout: 'boxLayout',
  miniSidebar: 'miniSidebar',
  navCollapsed: 'navCollapsed',
  darkSidenav: 'isDarkSidenav',
  /** a sign-up waiting for its SMS code: the delivery and when it was issued (survives a reload) */
  pendingActivation: 'pendingActivation',
  /** requirements#balance: the users (userIdentifier) who hid their balance on this browser; kept after logout */
  hiddenBalances: 'hiddenBalances',
} as const;

export type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];

/** The keys a logout clears (requirements#logout: tokens, user, type, login flag and colour). */
export const sessionStorageKeys: readonly StorageKey[] = [
  storageKeys.authorizeToken,
  storageKeys.accessToken,
  storageKeys.user,
  storageKeys.type,
  storageKeys.isLoggedIn,
  storageKeys.colour,
];

/** A storage that may be missing (private mode, sandboxed web-views): reads give null, writes are dropped. */
export interface KeyValueStore {
  get(key: StorageKey): string | null;
  set(key: StorageKey, value: string): void;
  remove(key: StorageKey): void;
}

/**
 * The window's local storage, or undefined where even reading the property throws (third-party
 * frames, sandboxed web-views with storage disabled).
 */
export function localStorageOf(win: Window | undefined): Storage | undefined {
  try {
    return win?.localStorage;
  } catch {
    return undefined;
  }
}

export function browserStore(storage: Storage | undefined): KeyValueStore {
  return {
    get: (key) => {
      try {
        return storage?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    set: (key, value) => {
      try {
        storage?.setItem(key, value);
      } catch {
        // quota or privacy mode: the portal keeps working for this page's life
      }
    },
    remove: (key) => {
      try {
        storage?.removeItem(key);
      } catch {
        // see set
      }
    },
  };
}

export function readJson<T>(store: KeyValueStore, key: StorageKey, guard: (value: unknown) => value is T): T | null {
  const raw = store.get(key);
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return guard(value) ? value : null;
  } catch {
    return null;
  }
}

export interface ObservableStore extends KeyValueStore {
  /** called with the key after this page changed it (external = false), or another tab did */
  subscribe(listener: (key: string | null, external: boolean) => void): () => void;
}

export function observableStore(base: KeyValueStore, win: Window | undefined = globalThis.window): ObservableStore {
  const listeners = new Set<(key: string | null, external: boolean) => void>();
  const emit = (key: string | null, external: boolean) => listeners.forEach((l) => l(key, external));
  const watched = localStorageOf(win);
  win?.addEventListener('storage', (e) => {
    if (watched && e.storageArea === watched) emit(e.key, true);
  });
  return {
    get: base.get,
    set: (key, value) => {
      base.set(key, value);
      emit(key, false);
    },
    remove: (key) => {
      base.remove(key);
      emit(key, false);
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
