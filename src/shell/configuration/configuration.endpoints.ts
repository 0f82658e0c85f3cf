import type { UserCategory } from '../../api/contract/categories';
import { cmsPageSchema, menuSchema, routeMapSchema } from '../../api/contract/content';
import { configDetailsSchema } from '../../api/contract/configDetails';
import { accessChannel } from '../../api/contract/headers';
import { activePagesSchema } from '../../api/contract/landing';
import * as paths from '../../api/contract/paths';
import { languagesDataSchema } from '../../api/contract/schemas';
import { byFilter } from '../../api/byFilter';
import type { Gateway } from '../../api/gateway';

/** The content service's configuration of the shell: menus, route table, content pages, languages. */
export function configurationEndpoints(gateway: Gateway) {
  return {
    activeLanguages: (signal?: AbortSignal) =>
      gateway.call(paths.activeLanguages, { schema: languagesDataSchema, signal }),
    /** the menu (five parts) for the signed-in user's category */
    getMenu: (signal?: AbortSignal) =>
      gateway.call(paths.getMenu, {
        method: 'GET',
        query: { accessChannel },
        schema: menuSchema,
        signal,
      }),
    /** the category's route table (layout by filter, moduleType=pages) */
    getRouteMap: (category: UserCategory, signal?: AbortSignal) =>
      gateway.call(paths.layoutByFilter, {
        query: byFilter('pages', category),
        category,
        schema: routeMapSchema,
        signal,
      }),
    /** requirements#landing: the content pages the public side lists (public, empty payload) */
    getActivePages: (signal?: AbortSignal) => gateway.call(paths.activePages, { schema: activePagesSchema, signal }),
    /** requirements#config-details: public settings, empty payload, no signed-in user needed */
    getConfigDetails: (signal?: AbortSignal) =>
      gateway.call(paths.getConfigDetails, { body: {}, schema: configDetailsSchema, signal }),
    /** a content page by id (GET, empty body) */
    getCmsPage: (id: string, signal?: AbortSignal) =>
      gateway.call(paths.pageById(id), { schema: cmsPageSchema, signal }),
  };
}
