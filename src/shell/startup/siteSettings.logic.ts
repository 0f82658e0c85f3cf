import { fromPromise } from 'xstate';
import { siteSettingsMachine, type SiteSettingsLoad } from '../../../machines/siteSettings.machine';
import type { SiteSettings } from '../../api/contract/schemas';
import { judgeServedSettings } from '../../config/siteSettings';
import { loadChatScript } from '../../platform/chatScript';
import type { Platform } from '../../platform/platform';
import { startupEndpoints } from './startup.endpoints';

/**
 * requirements#site-settings: the settings loaded again for the session's category and when the
 * change feed names them, judged against those in force before they replace them.
 */
export function siteSettingsLogic(platform: Platform, win: Window) {
  const api = startupEndpoints(platform.gateway);
  return siteSettingsMachine.provide({
    actors: {
      loadSiteSettings: fromPromise(async ({ input, signal }): Promise<SiteSettingsLoad> => {
        const served = await api.siteSettings(input.category, signal);
        return judgeServedSettings(served, platform.siteSettings.get());
      }),
    },
    actions: {
      storeSiteSettings: (_, { settings }) => {
        platform.siteSettings.set(settings as SiteSettings);
        loadChatScript((settings as SiteSettings).chatscript, win.document);
      },
    },
  });
}
