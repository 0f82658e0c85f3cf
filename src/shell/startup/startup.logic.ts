import { fromPromise, type ActorRefFrom } from 'xstate';
import type { localeMachine } from '../../../machines/locale.machine';
import { startupMachine, type SiteSettingsOutcome } from '../../../machines/startup.machine';
import type { SiteSettings } from '../../api/contract/schemas';
import { judgeServedSettings } from '../../config/siteSettings';
import { ConfigError, parseRuntimeConfig } from '../../api/runtimeConfig';
import { isOfferedLocale } from '../../i18n/locales';
import { loadChatScript } from '../../platform/chatScript';
import { flowInspector } from '../../platform/flowInspector';
import type { Platform } from '../../platform/platform';
import { storageKeys } from '../../platform/storage';
import { storedCategoryCode } from '../session/session.logic';
import { startupEndpoints } from './startup.endpoints';

const DEFAULT_FAVICON = '/favicon.svg';

declare global {
  interface Window {
    /** public/boot.js: the runtime configuration's request, made before the app's scripts ran */
    __wpRuntimeConfig?: Promise<Response>;
  }
}

/** The early request of the runtime configuration, once: later attempts (a retry) ask again. */
export function takeEarlyRuntimeConfig(win: Window): Promise<Response> | undefined {
  const early = win.__wpRuntimeConfig;
  win.__wpRuntimeConfig = undefined;
  return early;
}

/** requirements#startup: runtime configuration, site settings (maintenance), the front access token. */
export function startupLogic(platform: Platform, locale: ActorRefFrom<typeof localeMachine>, win: Window) {
  const { store, gateway, navigation, siteSettings, drafts } = platform;
  const api = startupEndpoints(gateway);
  return startupMachine.provide({
    actors: {
      loadRuntimeConfig: fromPromise(async ({ signal }) => {
        // relative to where the app is served from, not to the current page (deep links)
        // the first time, the answer public/boot.js asked for beside the scripts; a retry asks again
        const response = await (takeEarlyRuntimeConfig(win) ??
          fetch(`${import.meta.env.BASE_URL}portal-config.json`, { signal, cache: 'no-cache' }));
        if (!response.ok) throw new ConfigError(`portal-config.json answered ${response.status}`);
        const config = parseRuntimeConfig(await response.json());
        gateway.configure(config);
        // the flow atlas follows this tab's statecharts only where the configuration allows it
        flowInspector.configure(config.atlas);
      }),
      loadSiteSettings: fromPromise(async ({ signal }): Promise<SiteSettingsOutcome> => {
        // requirements#site-settings: the signed-in user's category, else the build's
        const served = await api.siteSettings(await storedCategoryCode(platform), signal);
        const { verdict, settings } = await judgeServedSettings(served, siteSettings.get());
        // nothing good is held yet: refused settings cannot start the portal (server-not-found)
        if (settings === null) throw new Error(`site settings refused: ${verdict}`);
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
      redirectToReturnPath: (_, { pathname }) => navigation.navigate(pathname, { replace: true }),
      keepDrafts: () => drafts.keepAll(),
      storeAccessToken: (_, { accessToken }) => store.set(storageKeys.accessToken, accessToken),
      // requirements#startup: the default locale is stored at first load
      storeDefaultLocale: () => {
        if (store.get(storageKeys.locale) !== null) return;
        const siteDefault = siteSettings.get()?.local.defaultLocale;
        if (isOfferedLocale(siteDefault)) locale.send({ type: 'locale.select', locale: siteDefault });
        store.set(
          storageKeys.locale,
          isOfferedLocale(siteDefault) ? siteDefault : locale.getSnapshot().context.requested,
        );
      },
      // requirements#startup: the favicon comes from faviconLogo, with a default as fallback
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
  });
}
