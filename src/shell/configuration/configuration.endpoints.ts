import { categoryCodes, type UserCategory } from '../../api/contract/categories';
import { cmsPageSchema, menuSchema, routeMapSchema } from '../../api/contract/content';
import { paths } from '../../api/contract/paths';
import { languagesDataSchema } from '../../api/contract/schemas';
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
        query: { accessChannel: 'WEBSITE_APP' },
        schema: menuSchema,
        signal,
      }),
    /** the category's route table (layout by filter, moduleType=pages) */
    getRouteMap: (category: UserCategory, signal?: AbortSignal) =>
      gateway.call(paths.layoutByFilter, {
        query: { moduleType: 'pages', accessChannel: 'WEBSITE_APP', userType: categoryCodes[category] },
        category,
        schema: routeMapSchema,
        signal,
      }),
    /** a content page by id (GET, empty body) */
    getCmsPage: (id: string, signal?: AbortSignal) =>
      gateway.call(paths.pageById(id), { schema: cmsPageSchema, signal }),
  };
}
