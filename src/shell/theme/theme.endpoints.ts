import type { UserCategory } from '../../api/contract/categories';
import { themeSchema } from '../../api/contract/content';
import * as paths from '../../api/contract/paths';
import { byFilter } from '../../api/byFilter';
import type { Gateway } from '../../api/gateway';

export function themeEndpoints(gateway: Gateway) {
  return {
    /** theme by filter (moduleType=theme, accessChannel, userType) */
    getTheme: (category: UserCategory, signal?: AbortSignal) =>
      gateway.call(paths.themeByFilter, {
        query: byFilter('theme', category),
        category,
        schema: themeSchema,
        signal,
      }),
  };
}
