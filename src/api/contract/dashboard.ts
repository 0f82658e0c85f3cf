import * as v from 'valibot';

/** requirements#dashboard-widgets: the grid is 12 columns wide; a widget spans 3 to 12 of them. */
export const DASHBOARD_COLUMNS = 12;
export const MAX_DASHBOARD_WIDGETS = 40;

/**
 * One widget on a category's dashboard: its configured name (the portal's registry knows it, or
 * skips it and says so), its width in grid columns and its own settings. The order of the list is
 * the order on screen.
 */
export const dashboardWidgetSchema = v.object({
  name: v.pipe(v.string(), v.regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/, 'a widget name such as BalanceInquiry')),
  span: v.pipe(v.number(), v.integer(), v.minValue(3), v.maxValue(DASHBOARD_COLUMNS)),
  settings: v.optional(
    v.pipe(
      v.custom<Record<string, unknown>>(
        (value) => typeof value === 'object' && value !== null && !Array.isArray(value),
        'settings are an object of named values',
      ),
      v.record(v.string(), v.unknown()),
    ),
  ),
});
export type DashboardWidget = v.InferOutput<typeof dashboardWidgetSchema>;

const widgetList = v.pipe(v.array(dashboardWidgetSchema), v.maxLength(MAX_DASHBOARD_WIDGETS));

/**
 * A category's dashboard (layout by filter, moduleType=dashboard). `bySubType` gives a variant of
 * the category its own dashboard (enterprise branch and teller users sign in as enterprise).
 */
export const dashboardLayoutSchema = v.object({
  widgets: widgetList,
  bySubType: v.optional(v.record(v.string(), widgetList)),
});
export type DashboardLayout = v.InferOutput<typeof dashboardLayoutSchema>;

/** The widgets a user sees: their variant's when the layout has one, else the category's. */
export function dashboardWidgetsOf(layout: DashboardLayout, subType: string | null): readonly DashboardWidget[] {
  return (subType !== null && layout.bySubType?.[subType]) || layout.widgets;
}
