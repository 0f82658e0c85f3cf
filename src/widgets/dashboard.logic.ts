import { fromPromise } from 'xstate';
import { configurationMachine } from '../../machines/configuration.machine';
import type { UserCategory } from '../api/contract/categories';
import { quietWhenAborted } from '../platform/call';
import type { Platform } from '../platform/platform';
import { dashboardEndpoints } from './dashboard.endpoints';

/**
 * requirements#dashboard-widgets: the category's dashboard layout as a configuration flow, through
 * the content cache like the menu (one request per session, reloaded when the layout changes). The
 * gateway parsed it with dashboardLayoutSchema: a broken document is a failed load, never a crash.
 */
export function dashboardLayoutLogic(platform: Platform, category: UserCategory) {
  const api = dashboardEndpoints(platform.gateway);
  return configurationMachine.provide({
    actors: {
      loadConfiguration: fromPromise<unknown, void>(
        quietWhenAborted(() =>
          platform.contentCache.get('layout', `dashboard:${category}`, () => api.getDashboard(category)),
        ),
      ),
    },
  });
}
