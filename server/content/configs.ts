import { variantCode } from '../../src/api/contract/categories';
import { ErrCode } from '../../src/api/contract/errCodes';
import type { Queryable } from '../db/types';
import { ApiError, messages } from '../http/envelope';
import { selectContent, upsertContent } from './configs.repository';

/**
 * menu, theme, and routes: the route map served as layout by filter, moduleType=pages
 * (requirements#route-table); report: the category's report configurations (requirements#reports);
 * dashboard: the dashboard's widgets, served as layout by filter, moduleType=dashboard
 * (requirements#dashboard-widgets); balancewidget: the balance widget's layout (requirements#balance);
 * adsbanner: the category's ads banners (requirements#ads-banner).
 */
export const contentModules = ['menu', 'theme', 'routes', 'report', 'dashboard', 'balancewidget', 'adsbanner'] as const;
export type ContentModule = (typeof contentModules)[number];

/**
 * A stored content document as it is, unchecked: the seed validated it, and a document a tester
 * broke on purpose (the sandbox content tool) must reach the portal broken. undefined: none.
 */
export async function loadContent(
  q: Queryable,
  module: ContentModule,
  categoryCode: string,
): Promise<{ data: unknown } | undefined> {
  return selectContent(q, module, categoryCode);
}

/**
 * Stores a document: by default over the stored one (the sandbox content tool); with
 * `replace: false` only where none is stored (the seed). Returns whether a row was written.
 */
export async function storeContent(
  q: Queryable,
  module: ContentModule,
  categoryCode: string,
  data: unknown,
  nowMs: number,
  options: { replace: boolean } = { replace: true },
): Promise<boolean> {
  return upsertContent(q, module, categoryCode, data, nowMs, options);
}

/** Served as stored (the portal parses it at its edge); a category without a document is a 404. */
export async function servedContent(q: Queryable, module: ContentModule, code: string): Promise<unknown> {
  const stored = await loadContent(q, module, code);
  if (stored === undefined) throw new ApiError(404, ErrCode.notFound, messages.notFound);
  return stored.data;
}

/**
 * requirements#login-as: a variant's own document when it has one (chain-store merchant,
 * mini-houston), else its category's.
 */
export async function servedVariantContent(
  q: Queryable,
  module: ContentModule,
  code: string,
  subType: string | null,
): Promise<unknown> {
  const own = subType === null ? undefined : await loadContent(q, module, variantCode(code, subType));
  return own === undefined ? servedContent(q, module, code) : own.data;
}
