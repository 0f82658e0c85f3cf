import { fromPromise } from 'xstate';
import { sessionMachine, type SessionEndReason } from '../../../machines/session.machine';
import type { SessionEndReasonCode } from '../../api/contract/webviewBridge';
import type { SessionUser } from '../../../machines/shared';
import { categoryCodes } from '../../api/contract/categories';
import type { Platform } from '../../platform/platform';
import { storedUserType, storeUserType } from '../../platform/storedType';
import { readJson, sessionStorageKeys, storageKeys } from '../../platform/storage';
import { sessionEndpoints } from './session.endpoints';

const LOGOUT_TIMEOUT_MS = 10_000;

/** requirements#web-view-protocol: why a session ended, in the host's words */
const hostReasons: Record<SessionEndReason, SessionEndReasonCode> = {
  logout: 'signedOut',
  expired: 'expired',
  elsewhere: 'revoked',
  inactive: 'inactive',
};

function isSessionUser(value: unknown): value is SessionUser {
  const v = value as Partial<SessionUser> | null;
  return typeof v?.userIdentifier === 'string' && typeof v.userType === 'string' && typeof v.displayName === 'string';
}

/** requirements#session-state: signed in means an authorize token and a readable user are stored. */
export function storedUser(platform: Platform): SessionUser | null {
  if (!platform.store.get(storageKeys.authorizeToken)) return null;
  return readJson(platform.store, storageKeys.user, isSessionUser);
}

/** The build's own category code (requirements#categories). */
export function defaultCategoryCode(platform: Platform): string {
  return categoryCodes[platform.gateway.config?.defaultCategory ?? 'consumer'];
}

/**
 * requirements#user-type: the category code of the signed-in user (the stored user's), else the
 * build's own category.
 */
export function sessionCategoryCode(platform: Platform): string {
  return storedUser(platform)?.userType ?? defaultCategoryCode(platform);
}

/** The same from the stored `type`, decoded (spec 000 §6); a type that does not decode gives the build's. */
export async function storedCategoryCode(platform: Platform): Promise<string> {
  return (await storedUserType(platform)) ?? defaultCategoryCode(platform);
}

/** A token without a readable user (partial or corrupted storage) is not a session: drop it. */
export function dropOrphanToken(platform: Platform): void {
  if (platform.store.get(storageKeys.authorizeToken) && storedUser(platform) === null)
    platform.store.remove(storageKeys.authorizeToken);
}

/** The session statechart: sign-in and sign-out, inactivity, session end told by the gateway. */
export function sessionLogic(platform: Platform, win: Window) {
  const { store, gateway, navigation } = platform;
  const api = sessionEndpoints(gateway);
  return sessionMachine.provide({
    actors: {
      callLogout: fromPromise(async ({ input, signal }) => {
        // requirements#logout: the logout call is made only when a token exists
        if (!store.get(storageKeys.authorizeToken) || !input.user) return;
        const bounded = AbortSignal.any([signal, AbortSignal.timeout(LOGOUT_TIMEOUT_MS)]);
        await api.logout(
          { userIdentifier: input.user.userIdentifier, allDevices: input.logoutFromAllDevices },
          bounded,
        );
      }),
    },
    delays: {
      // requirements#inactivity-timeout (600 s) and its warning, as configured
      untilWarning: () => {
        const c = gateway.config;
        return c ? Math.max(0, c.inactivityTimeoutSeconds - c.inactivityWarningSeconds) * 1000 : 540_000;
      },
      warningLength: () => (gateway.config?.inactivityWarningSeconds ?? 60) * 1000,
    },
    actions: {
      persistSession: (_, { session: s }) => {
        store.set(storageKeys.authorizeToken, s.authorizeToken);
        store.set(storageKeys.user, JSON.stringify(s.user));
        // requirements#user-type: held encrypted (the encryption is asynchronous; the user's JSON is enough meanwhile)
        void storeUserType(platform, s.user.userType, s.authorizeToken);
        store.set(storageKeys.isLoggedIn, '1');
      },
      clearSession: () => {
        for (const key of sessionStorageKeys) store.remove(key);
        // requirements#content-cache: a cached menu or page never outlives the session
        platform.contentCache.clear();
        platform.drafts.clear();
        try {
          win.sessionStorage.clear();
        } catch {
          // no session storage in this web-view: nothing to clear
        }
        // the page stays a web view after the session that ended
        platform.nativeShell.rememberLaunch();
      },
      discardAccessToken: () => store.remove(storageKeys.accessToken),
      notifyNativeShell: (_, { reason, code }) =>
        platform.nativeShell.post({ type: 'SESSION_END', reason: hostReasons[reason], code }),
      redirectToSignIn: (_, { keepTarget, reason }) => {
        const current = navigation.currentPath();
        const search: Record<string, string> = {};
        if (keepTarget && current.startsWith('/app')) search.redirect = current;
        // the sign-in page says why the session ended (a logout needs no explanation)
        if (reason !== null && reason !== 'logout') search.notice = reason;
        navigation.navigate('/signin', { replace: true, search });
      },
    },
  });
}
