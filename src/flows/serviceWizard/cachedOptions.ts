import { cachedKindOfPath, getCallKey, type ContentCache } from '../../config/contentCache';
import type { ServiceWizardEndpoints } from './serviceWizard.endpoints';

/**
 * The wizard's calls with option lists from the content service kept in the content cache
 * (requirements#content-cache): an e-voucher category list is asked once per parentId and dropped
 * when the change feed announces default_evouchercategorymasters or the session ends. A cached
 * load is shared, so it does not take one caller's signal; any other option call goes out as it is.
 */
export function cachedOptions(api: ServiceWizardEndpoints, cache: ContentCache): ServiceWizardEndpoints {
  return {
    ...api,
    options: (call, signal) => {
      const kind = call.method === 'GET' ? cachedKindOfPath(call.url) : null;
      if (kind === null) return api.options(call, signal);
      return cache.get(kind, getCallKey(call.url, call.query), () => api.options(call));
    },
  };
}
