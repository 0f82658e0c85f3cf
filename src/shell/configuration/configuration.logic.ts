import { fromPromise } from 'xstate';
import { configurationMachine } from '../../../machines/configuration.machine';
import type { UserCategory } from '../../api/contract/categories';
import type { Language } from '../../api/contract/schemas';
import type { CachedKind } from '../../config/contentCache';
import { addRtlLocales } from '../../i18n/locales';
import { quietWhenAborted } from '../../platform/call';
import type { Platform } from '../../platform/platform';
import { storageKeys } from '../../platform/storage';
import { storedUserType } from '../../platform/storedType';
import { applyPartnerRule } from '../../config/routes';
import { configurationEndpoints } from './configuration.endpoints';

/**
 * Content-service configuration as flows: each a configuration statechart whose load goes
 * through the content cache (requirements#content-cache). A cached load is shared by every caller,
 * so it is not tied to one caller's signal: leaving a page stops the flow, not the shared request.
 */
function cachedConfiguration<T>(platform: Platform, kind: CachedKind, key: string, load: () => Promise<T>) {
  return configurationMachine.provide({
    actors: {
      loadConfiguration: fromPromise<unknown, void>(quietWhenAborted(() => platform.contentCache.get(kind, key, load))),
    },
  });
}

/** The signed-in shell's menu (requirements#menu): the session's category. */
export function menuLogic(platform: Platform, category: UserCategory) {
  const api = configurationEndpoints(platform.gateway);
  return cachedConfiguration(platform, 'layout', `menu:${category}`, () => api.getMenu());
}

/** The category's route table (requirements#route-table), under the partner rule (requirements#partner-rule). */
export function routeMapLogic(platform: Platform, category: UserCategory) {
  const api = configurationEndpoints(platform.gateway);
  return cachedConfiguration(platform, 'layout', `pages:${category}`, async () =>
    applyPartnerRule(await api.getRouteMap(category), await storedUserType(platform)),
  );
}

/** A content page by its id. */
export function cmsPageLogic(platform: Platform, pageId: string) {
  const api = configurationEndpoints(platform.gateway);
  return cachedConfiguration(platform, 'page', pageId, () => api.getCmsPage(pageId));
}

/**
 * requirements#landing: the active content pages (footer links, /pages/<slug>). Cached with the
 * pages, under a key no page id can take (ids have no colon).
 */
export function activePagesLogic(platform: Platform) {
  const api = configurationEndpoints(platform.gateway);
  return cachedConfiguration(platform, 'page', ':active', () => api.getActivePages());
}

/** requirements#languages: the active languages; the right-to-left ones are remembered on the device. */
export function languagesLogic(platform: Platform) {
  const api = configurationEndpoints(platform.gateway);
  return configurationMachine.provide({
    actors: {
      loadConfiguration: fromPromise<unknown, void>(async () => {
        const list: Language[] = await api.activeLanguages();
        const rtl = list.filter((l) => l.rtlLayout).map((l) => l.locale);
        addRtlLocales(rtl);
        platform.store.set(storageKeys.rtlLayoutArray, JSON.stringify(rtl));
        return list;
      }),
    },
  });
}

/**
 * requirements#config-details: the public settings (support desk, age limits, code lengths). Not a
 * cached kind: each screen that shows them asks once, and leaving it cancels the call.
 */
export function configDetailsLogic(platform: Platform) {
  const api = configurationEndpoints(platform.gateway);
  return configurationMachine.provide({
    actors: {
      loadConfiguration: fromPromise<unknown, void>(quietWhenAborted(({ signal }) => api.getConfigDetails(signal))),
    },
  });
}
