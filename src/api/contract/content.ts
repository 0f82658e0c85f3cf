import * as v from 'valibot';

/**
 * Content-service configuration of the signed-in shell (seed 001 §2.4 menus and drawer, §2.5
 * theme). The portal parses it once at the edge with these schemas; the sandbox seeds it and
 * validates its seeds with the same schemas.
 */

/** seed 001 §2.4: titles are keyed by locale (title.locale); a missing one falls back (001 §9) */
export const localeTextSchema = v.record(v.pipe(v.string(), v.regex(/^[a-z]{2}(-[A-Z]{2})?$/)), v.string());
export type LocaleText = v.InferOutput<typeof localeTextSchema>;

/** seed 001 §2.4: a service-category entry; it may nest another dataList. */
export interface MenuEntry {
  route: string;
  page_id: string | null;
  enabled: boolean;
  icon: string | null;
  path_one: string | null;
  path_two: string | null;
  sort_order: number;
  title: LocaleText;
  externalId: string | null;
  dataList?: MenuEntry[] | undefined;
}

export const menuEntrySchema: v.GenericSchema<MenuEntry> = v.object({
  route: v.pipe(v.string(), v.maxLength(200)),
  page_id: v.nullable(v.string()),
  enabled: v.boolean(),
  icon: v.nullable(v.pipe(v.string(), v.maxLength(64))),
  path_one: v.nullable(v.string()),
  path_two: v.nullable(v.string()),
  sort_order: v.number(),
  title: localeTextSchema,
  externalId: v.nullable(v.string()),
  dataList: v.optional(v.array(v.lazy(() => menuEntrySchema))),
});

/** header, footer, service and app_notification: a list of entries under layout_data */
export const menuPartSchema = v.object({
  layout_data: v.object({ dataList: v.array(menuEntrySchema) }),
});

/** seed 001 §2.4 drawer body, tab menu: tabs of wallet list, categories with menus, or other */
export const drawerTabSchema = v.object({
  tab_type: v.picklist(['walletList', 'menuwithcategory', 'other']),
  display_order: v.number(),
  title: localeTextSchema,
  content: v.array(menuEntrySchema),
});

/** seed 001 §2.4 drawer body, list menu: items with childs */
export const drawerListItemSchema = v.object({
  title: localeTextSchema,
  icon: v.nullable(v.string()),
  route: v.nullable(v.string()),
  sort_order: v.number(),
  enabled: v.boolean(),
  childs: v.array(menuEntrySchema),
});

export const drawerBodySchema = v.variant('type', [
  v.object({ type: v.literal('tabmenu'), tabs: v.array(drawerTabSchema) }),
  v.object({ type: v.literal('listmenu'), content: v.array(drawerListItemSchema) }),
]);
export type DrawerBody = v.InferOutput<typeof drawerBodySchema>;

export const drawerPartSchema = v.object({
  layout_data: v.object({
    page_field_configuration: v.object({
      body: drawerBodySchema,
      header: v.object({ showProfile: v.boolean(), showBalance: v.boolean() }),
      /** which session values the drawer's header binds (e.g. name → displayName) */
      userParameterBinding: v.record(v.string(), v.string()),
    }),
  }),
});

/** seed 001 §2.4: the menu configuration has five parts, each with layout_data */
export const menuSchema = v.object({
  header: menuPartSchema,
  footer: menuPartSchema,
  drawer: drawerPartSchema,
  service: menuPartSchema,
  app_notification: menuPartSchema,
});
export type Menu = v.InferOutput<typeof menuSchema>;

/** seed 001 §2.5: theme list and assets */
const colour = v.pipe(v.string(), v.hexColor());
export const themeSchema = v.object({
  themeList: v.pipe(
    v.array(
      v.object({
        name: v.string(),
        primaryColor: colour,
        secondaryColor: colour,
        textPrimary: colour,
        textSecondary: colour,
        backgroundColor: colour,
        default: v.boolean(),
      }),
    ),
    v.minLength(1),
  ),
  assets: v.array(v.object({ key: v.string(), value: v.string(), localstorage: v.boolean() })),
});
export type Theme = v.InferOutput<typeof themeSchema>;
