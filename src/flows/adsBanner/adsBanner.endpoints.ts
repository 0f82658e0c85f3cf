import { adsBannerListSchema } from '../../api/contract/adsBanner';
import { categoryCodes, type UserCategory } from '../../api/contract/categories';
import * as paths from '../../api/contract/paths';
import type { Gateway } from '../../api/gateway';

export function adsBannerEndpoints(gateway: Gateway) {
  return {
    /** requirements#ads-banner: GET with the userType query, a content-service call */
    getBanners: (category: UserCategory, signal?: AbortSignal) =>
      gateway.call(paths.adsBanners, {
        method: 'GET',
        query: { userType: categoryCodes[category] },
        category,
        schema: adsBannerListSchema,
        signal,
      }),
  };
}
