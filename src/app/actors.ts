import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import { localeMachine } from '../../machines/locale.machine';
import { sessionMachine } from '../../machines/session.machine';
import type { SessionUser } from '../../machines/shared';
import { startupMachine, type SiteSettingsOutcome } from '../../machines/startup.machine';
import type { SiteSettings } from '../api/contract/schemas';
import { ConfigError, parseRuntimeConfig } from '../api/runtimeConfig';
import { activateLocale, loadCatalog } from '../i18n';
import { isOfferedLocale, preferredLocale, sourceLocale } from '../i18n/locales';
import { loadChatScript } from '../shell/chatScript';
import { isFramed } from '../shell/frame';
import { readJson, sessionStorageKeys, storageKeys } from '../shell/storage';
import { watchActivity } from './activity';
import { flowInspector } from './flowInspector';
import { createContentActors, type ContentActors } from './contentActors';
import type { AppServices } from './services';

/**
 * The long-lived actors of the portal, each a statechart from machines/ given its real side
 * effects here. Views subscribe to them; nothing else holds flow state.
 */
export interface AppActors extends ContentActors {
  startup: ActorRefFrom<typeof startupMachine>;
  session: ActorRefFrom<typeof sessionMachine>;
  locale: ActorRefFrom<typeof localeMachine>;
}

const DEFAULT_FAVICON = '/favicon.svg';
const LOGOUT_TIMEOUT_MS = 10_000;

function isSessionUser(value: unknown): value is SessionUser {
  const v = value as Partial<SessionUser> | null;
  return typeof v?.userIdentifier === 'string' && typeof v.userType === 'string' && typeof v.displayName === 'string';
}

export function storedUser(services: AppServices): SessionUser | null {
  if (!services.store.get(storageKeys.authorizeToken)) return null;
  return readJson(services.store, storageKeys.user, isSessionUser);
}

/** A token without a readable user (partial or corrupted storage) is not a session: drop it. */
function dropOrphanToken(services: AppServices): void {
  if (services.store.get(storageKeys.authorizeToken) && storedUser(services) === null)
    services.store.remove(storageKeys.authorizeToken);
}

export function createAppActors(services: AppServices, win: Window = window): AppActors {
  const { store, api, gateway, navigation, siteSettings } = services;
  dropOrphanToken(services);

  const locale = createActor(
    localeMachine.provide({
      actors: {
        loadCatalog: fromPromise(({ input }) => loadCatalog(input.locale)),
        // seed 001 §4: the signed-in user's language goes to the back end; signed out, nothing to save
        savePreference: fromPromise(async ({ input, signal }) => {
          if (!store.get(storageKeys.authorizeToken) || !gateway.config) return;
          await api.updateLanguagePreference(input.locale, signal);
        }),
      },
      actions: {
        applyLocale: (_, { locale: next }) => {
          activateLocale(next, win.document);
          store.set(storageKeys.locale, next);
        },
      },
    }),
    {
      input: {
        active: sourceLocale,
        requested: (() => {
          const stored = store.get(storageKeys.locale);
          return isOfferedLocale(stored) ? stored : preferredLocale(win.navigator.languages ?? []);
        })(),
      },
      inspect: flowInspector.inspect,
    },
  );

  const startup = createActor(
    startupMachine.provide({
      actors: {
        loadRuntimeConfig: fromPromise(async ({ signal }) => {
          // relative to where the app is served from, not to the current page (deep links)
          const response = await fetch(`${import.meta.env.BASE_URL}portal-config.json`, { signal, cache: 'no-cache' });
          if (!response.ok) throw new ConfigError(`portal-config.json answered ${response.status}`);
          const config = parseRuntimeConfig(await response.json());
          gateway.configure(config);
          // the flow atlas follows this tab's statecharts only where the configuration allows it
          flowInspector.configure(config.atlas);
        }),
        loadSiteSettings: fromPromise(async ({ signal }): Promise<SiteSettingsOutcome> => {
          const settings = await api.siteSettings(signal);
          return { maintenance: settings.server.maintenance_mode, settings };
        }),
        readAccessToken: fromPromise(async () => ({ present: store.get(storageKeys.accessToken) !== null })),
        obtainAccessToken: fromPromise(async ({ signal }) => ({
          accessToken: (await api.appLogin(signal)).access_token,
        })),
      },
      actions: {
        storeSiteSettings: (_, { outcome }) => {
          siteSettings.set(outcome.settings as SiteSettings);
          loadChatScript((outcome.settings as SiteSettings).chatscript, win.document);
        },
        redirectToMaintenance: () => navigation.navigate('/maintenance', { replace: true }),
        redirectToRoot: () => navigation.navigate('/', { replace: true }),
        storeAccessToken: (_, { accessToken }) => store.set(storageKeys.accessToken, accessToken),
        // seed 001 §4: the default locale is stored at first load
        storeDefaultLocale: () => {
          if (store.get(storageKeys.locale) !== null) return;
          const siteDefault = siteSettings.get()?.local.defaultLocale;
          if (isOfferedLocale(siteDefault)) locale.send({ type: 'locale.select', locale: siteDefault });
          store.set(
            storageKeys.locale,
            isOfferedLocale(siteDefault) ? siteDefault : locale.getSnapshot().context.requested,
          );
        },
        // seed 000 §2: the favicon comes from faviconLogo, with a default as fallback
        applyFavicon: () => {
          const href = store.get(storageKeys.faviconLogo) ?? DEFAULT_FAVICON;
          let link = win.document.querySelector<HTMLLinkElement>('link[rel="icon"]');
          if (!link) {
            link = win.document.createElement('link');
            link.rel = 'icon';
            win.document.head.append(link);
          }
          link.href = href;
        },
      },
      delays: {
        tokenPoll: () => gateway.config?.tokenPollMs ?? 100,
        maintenancePoll: () => gateway.config?.maintenancePollMs ?? 30_000,
      },
    }),
    { input: { framed: isFramed(win), pathname: win.location.pathname }, inspect: flowInspector.inspect },
  );

  const session = createActor(
    sessionMachine.provide({
      actors: {
        callLogout: fromPromise(async ({ input, signal }) => {
          // seed 001 §4: the logout call is made only when a token exists
          if (!store.get(storageKeys.authorizeToken) || !input.user) return;
          const bounded = AbortSignal.any([signal, AbortSignal.timeout(LOGOUT_TIMEOUT_MS)]);
          await api.logout(
            { userIdentifier: input.user.userIdentifier, allDevices: input.logoutFromAllDevices },
            bounded,
          );
        }),
      },
      delays: {
        // seed 000 §9 inactivity timeout (600 s) and its warning, as configured
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
          store.set(storageKeys.type, s.user.userType);
          store.set(storageKeys.isLoggedIn, '1');
        },
        clearSession: () => {
          for (const key of sessionStorageKeys) store.remove(key);
          // seed 001 §4: a cached menu or page never outlives the session
          services.contentCache.clear();
          try {
            win.sessionStorage.clear();
          } catch {
            // no session storage in this web-view: nothing to clear
          }
        },
        discardAccessToken: () => store.remove(storageKeys.accessToken),
        notifyNativeShell: (_, { code }) => services.nativeShell?.post({ type: 'SESSION_END', code }),
        redirectToSignIn: (_, { keepTarget, reason }) => {
          const current = navigation.currentPath();
          const search: Record<string, string> = {};
          if (keepTarget && current.startsWith('/app')) search.redirect = current;
          // the sign-in page says why the session ended (a logout needs no explanation)
          if (reason !== null && reason !== 'logout') search.notice = reason;
          navigation.navigate('/signin', { replace: true, search });
        },
      },
    }),
    { input: { user: storedUser(services) }, inspect: flowInspector.inspect },
  );
  // a closing tab takes its actors off the atlas
  win.addEventListener('pagehide', () => flowInspector.close());
  win.addEventListener('pageshow', () => flowInspector.reopen());

  services.sessionEndSink.current = (end) =>
    session.send({
      type: 'session.expired',
      code: end.code,
      alertMessage: end.alertMessage,
      onServerNotFoundPage: startup.getSnapshot().matches('serverNotFound'),
    });

  // storage changes reach the machines at once; the token polling stays as the fallback
  store.subscribe((key, external) => {
    if (key === null || key === storageKeys.accessToken)
      startup.send({ type: 'accessToken.changed', present: store.get(storageKeys.accessToken) !== null });
    if (external && (key === null || key === storageKeys.authorizeToken || key === storageKeys.user))
      session.send({ type: 'storage.sessionChanged', user: storedUser(services) });
  });

  watchActivity(win, () => session.send({ type: 'user.activity' }));

  const content = createContentActors(services);
  // a session's start or end: its category's theme, and the account learns the language in use
  let signedInAs: string | null | undefined;
  session.subscribe((snapshot) => {
    const user = snapshot.matches('signedIn') ? snapshot.context.user : null;
    const key = user ? `${user.userIdentifier}|${user.category}` : null;
    if (key === signedInAs || !startup.getSnapshot().matches('running')) return;
    signedInAs = key;
    // the chosen theme is session data (seed 001 §2.5): a session that ends takes it along
    content.theme.send({
      type: 'theme.sessionChanged',
      category: user?.category ?? '',
      chosen: user ? store.get(storageKeys.colour) : null,
    });
    if (user) locale.send({ type: 'locale.sync' });
  });
  // the content service is asked once the runtime configuration and site settings are there
  const startContent = startup.subscribe((snapshot) => {
    if (!snapshot.matches('running')) return;
    startContent.unsubscribe();
    const user = session.getSnapshot().matches('signedIn') ? session.getSnapshot().context.user : null;
    signedInAs = user ? `${user.userIdentifier}|${user.category}` : null;
    // the chosen theme is session data (seed 001 §2.5): a session that ends takes it along
    content.theme.send({
      type: 'theme.sessionChanged',
      category: user?.category ?? '',
      chosen: user ? store.get(storageKeys.colour) : null,
    });
    content.languages.start();
    content.contentChanges.start();
    win.document.addEventListener('visibilitychange', () => {
      if (win.document.visibilityState === 'visible') content.contentChanges.send({ type: 'changes.check' });
    });
  });

  return { startup, session, locale, ...content };
}

export function startAppActors(actors: AppActors): void {
  actors.locale.start();
  actors.session.start();
  actors.preferences.start();
  actors.theme.start();
  actors.startup.start();
}
