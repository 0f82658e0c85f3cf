import * as v from 'valibot';
import { userCategories, type UserCategory } from '../api/contract/categories';
import { invalidAccessDataSchema, invalidAccessRequestSchema } from '../api/contract/invalidAccess';
import * as paths from '../api/contract/paths';
import { createGateway, type CallFailure, type Gateway } from '../api/gateway';
import type { SessionEnd } from '../api/errors';
import { createAccessLog, type AccessLog } from './accessLog';
import { createContentCache, type ContentCache } from '../config/contentCache';
import { createSiteSettingsStore, type SiteSettingsStore } from '../config/siteSettings';
import { apiLanguageCode } from '../i18n/locales';
import { i18n } from '../i18n';
import { deviceInfo, encodeDeviceInfo } from './device';
import { createDrafts, type Drafts } from './drafts';
import { createNativeShell, type NativeShell } from './nativeShell';
import { browserStore, localStorageOf, observableStore, storageKeys, type ObservableStore } from './storage';
import { createNavigationHandle, type Navigation } from './navigation';

/**
 * What the browser (or the native app around it) offers every flow, created once per page: storage,
 * the gateway, navigation, the native shell, and the caches of configuration. A flow's wiring
 * (`<flow>.logic.ts`) builds its calls from `gateway` and its effects from the rest.
 */
export interface Platform {
  store: ObservableStore;
  gateway: Gateway;
  siteSettings: SiteSettingsStore;
  /** content-service answers, kept until a change is announced or the session ends */
  contentCache: ContentCache;
  /** invalid component accesses (requirements#invalid-access) */
  accessLog: AccessLog;
  /** what open forms keep across maintenance (requirements#maintenance-session) */
  drafts: Drafts;
  /** the native app around the portal, when it runs in a web view (requirements#web-view) */
  nativeShell: NativeShell;
  navigation: Navigation & { bind(n: Navigation): void };
  /** set by the actors once they exist: the gateway reports session ends here */
  sessionEndSink: { current: (end: SessionEnd) => void };
  /** set by the actors once they exist: the gateway reports failed calls here (requirements#error-log) */
  failureSink: { current: (failure: CallFailure) => void };
}

export function readCookie(name: string, doc: Document = document): string | null {
  for (const part of doc.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

export function createPlatform(win: Window = window): Platform {
  const store = observableStore(browserStore(localStorageOf(win)), win);
  const nativeShell = createNativeShell(win);
  const sessionEndSink = { current: (_end: SessionEnd) => {} };
  const failureSink = { current: (_failure: CallFailure) => {} };
  const gateway = createGateway({
    tokens: () => ({ authorize: store.get(storageKeys.authorizeToken), access: store.get(storageKeys.accessToken) }),
    device: () => encodeDeviceInfo(deviceInfo(store, nativeShell.embedded())),
    language: () => apiLanguageCode(i18n.locale),
    readCookie: (name) => readCookie(name, win.document),
    onSessionEnd: (end) => sessionEndSink.current(end),
    onFailure: (failure) => failureSink.current(failure),
  });
  return {
    store,
    gateway,
    siteSettings: createSiteSettingsStore(store),
    contentCache: createContentCache(),
    accessLog: createAccessLog(Date.now, (entry) => reportInvalidAccess(gateway, entry)),
    drafts: createDrafts(),
    nativeShell,
    navigation: createNavigationHandle(win.location),
    sessionEndSink,
    failureSink,
  };
}

/**
 * requirements#invalid-access: the server records a denied access with the session's user; best
 * effort (a failed report costs the user nothing), and only what the contract accepts is sent.
 */
function reportInvalidAccess(gateway: Gateway, entry: { route: string; reason: string }): void {
  const body = { route: entry.route.split(/[?#]/)[0], reason: entry.reason };
  if (!v.is(invalidAccessRequestSchema, body)) return;
  gateway.call(paths.invalidAccess, { body, schema: invalidAccessDataSchema }).catch(() => {});
}

/** The category a user's calls are made for; an unknown one gets the build's (requirements#categories). */
export function toUserCategory(platform: Pick<Platform, 'gateway'>, category: string | undefined): UserCategory {
  return (userCategories as readonly string[]).includes(category ?? '')
    ? (category as UserCategory)
    : (platform.gateway.config?.defaultCategory ?? 'consumer');
}
