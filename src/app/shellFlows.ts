import { fromPromise } from 'xstate';
import { configurationMachine } from '../../machines/configuration.machine';
import { userCategories, type UserCategory } from '../api/contract/categories';
import type { CachedKind } from '../config/contentCache';
import { quietWhenAborted } from './call';
import type { AppServices } from './services';

/**
 * Content-service configuration as flows: each a configuration statechart whose load goes
 * through the content cache (seed 001 §4). A cached load is shared by every caller, so it is
 * not tied to one caller's signal: leaving a page stops the flow, not the shared request.
 */
function cachedConfiguration<T>(services: AppServices, kind: CachedKind, key: string, load: () => Promise<T>) {
  return configurationMachine.provide({
    actors: {
      loadConfiguration: fromPromise<unknown, void>(quietWhenAborted(() => services.contentCache.get(kind, key, load))),
    },
  });
}

/** The category a signed-in user's configuration is asked for; an unknown one gets the build's. */
export function categoryOf(services: AppServices, category: string | undefined): UserCategory {
  return (userCategories as readonly string[]).includes(category ?? '')
    ? (category as UserCategory)
    : (services.gateway.config?.defaultCategory ?? 'consumer');
}

/** The signed-in shell's menu (seed 001 §2.4, §7 layout/getMenu): the session's category. */
export function menuLogic(services: AppServices, category: UserCategory) {
  return cachedConfiguration(services, 'layout', `menu:${category}`, () => services.api.getMenu());
}

/** The category's route table (seed 001 §2.1 page identifiers). */
export function routeMapLogic(services: AppServices, category: UserCategory) {
  return cachedConfiguration(services, 'layout', `pages:${category}`, () => services.api.getRouteMap(category));
}

/** A content page (seed 000 §7 pages by id). */
export function cmsPageLogic(services: AppServices, pageId: string) {
  return cachedConfiguration(services, 'page', pageId, () => services.api.getCmsPage(pageId));
}
