import { createEndpoints, type Endpoints } from '../api/endpoints';
import { createGateway, type Gateway } from '../api/gateway';
import type { SessionEnd } from '../api/errors';
import { createAccessLog, type AccessLog } from './accessLog';
import { createContentCache, type ContentCache } from '../config/contentCache';
import { createSiteSettingsStore, type SiteSettingsStore } from '../config/siteSettings';
import { apiLanguageCode } from '../i18n/locales';
import { i18n } from '../i18n';
import { deviceInfo, encodeDeviceInfo } from '../shell/device';
import { detectNativeShell, type NativeShell } from '../shell/nativeShell';
import { browserStore, localStorageOf, observableStore, storageKeys, type ObservableStore } from '../shell/storage';
import { createNavigationHandle, type Navigation } from './navigation';

/** Everything the actors' implementations need, created once per page. */
export interface AppServices {
  store: ObservableStore;
  gateway: Gateway;
  api: Endpoints;
  siteSettings: SiteSettingsStore;
  /** content-service answers, kept until a change is announced or the session ends */
  contentCache: ContentCache;
  /** invalid component accesses (seed 001 §6) */
  accessLog: AccessLog;
  nativeShell: NativeShell | null;
  navigation: Navigation & { bind(n: Navigation): void };
  /** set by the actors once they exist: the gateway reports session ends here */
  sessionEndSink: { current: (end: SessionEnd) => void };
}

export function readCookie(name: string, doc: Document = document): string | null {
  for (const part of doc.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

export function createServices(win: Window = window): AppServices {
  const store = observableStore(browserStore(localStorageOf(win)), win);
  const nativeShell = detectNativeShell(win);
  const sessionEndSink = { current: (_end: SessionEnd) => {} };
  const gateway = createGateway({
    tokens: () => ({ authorize: store.get(storageKeys.authorizeToken), access: store.get(storageKeys.accessToken) }),
    device: () => encodeDeviceInfo(deviceInfo(store, nativeShell !== null)),
    language: () => apiLanguageCode(i18n.locale),
    readCookie: (name) => readCookie(name, win.document),
    onSessionEnd: (end) => sessionEndSink.current(end),
  });
  return {
    store,
    gateway,
    api: createEndpoints(gateway),
    siteSettings: createSiteSettingsStore(store),
    contentCache: createContentCache(),
    accessLog: createAccessLog(),
    nativeShell,
    navigation: createNavigationHandle(win.location),
    sessionEndSink,
  };
}
