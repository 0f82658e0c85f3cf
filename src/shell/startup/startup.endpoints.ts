import * as v from 'valibot';
import * as paths from '../../api/contract/paths';
import { appLoginDataSchema } from '../../api/contract/schemas';
import type { Gateway } from '../../api/gateway';

/** What the portal asks before anything else: the site settings and the front access token. */
export function startupEndpoints(gateway: Gateway) {
  const config = () => {
    if (!gateway.config) throw new Error('runtime configuration not loaded');
    return gateway.config;
  };
  return {
    /**
     * requirements#site-settings: the settings of a category (its code), as served: judged on the
     * exact document (its checksum covers fields this portal does not read), then parsed.
     */
    siteSettings: async (categoryCode: string, signal?: AbortSignal): Promise<unknown> =>
      gateway.call(paths.siteSettings(config().siteId), {
        query: { category: categoryCode, portalType: config().portalType },
        schema: v.record(v.string(), v.unknown()),
        signal,
      }),
    /** the front access token: a client-credentials login */
    appLogin: (signal?: AbortSignal) =>
      gateway.call(paths.appLogin, { body: { grant_type: 'client_credentials' }, schema: appLoginDataSchema, signal }),
  };
}
