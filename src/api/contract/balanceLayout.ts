import * as v from 'valibot';
import { localeTextSchema } from './content';

/**
 * requirements#balance: the balance widget's layout, served by layout by filter with
 * moduleType=balancewidget for each category. `items` are the pouches the widget draws, in
 * `sortOrder`, each with its label per language; `balanceFetch` is the optional balance-fetch
 * config (a non-empty `url` replaces the configured balance call).
 */
export const balanceLayoutItemSchema = v.object({
  pouchType: v.pipe(v.string(), v.regex(/^[A-Z][A-Z0-9_]{0,63}$/, 'a pouch type such as EMONEY')),
  label: localeTextSchema,
  sortOrder: v.pipe(v.number(), v.integer()),
});
export type BalanceLayoutItem = v.InferOutput<typeof balanceLayoutItemSchema>;

export const balanceFetchConfigSchema = v.object({
  url: v.string(),
  /** requirements#balance: POST, or otherwise GET */
  method: v.optional(v.string()),
  requestObj: v.optional(v.record(v.string(), v.unknown())),
});
export type BalanceFetchConfig = v.InferOutput<typeof balanceFetchConfigSchema>;

export const balanceLayoutSchema = v.object({
  items: v.pipe(v.array(balanceLayoutItemSchema), v.maxLength(12)),
  balanceFetch: v.optional(v.nullable(balanceFetchConfigSchema)),
});
export type BalanceLayout = v.InferOutput<typeof balanceLayoutSchema>;
