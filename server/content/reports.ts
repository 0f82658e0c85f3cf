import * as v from 'valibot';
import { categoryCodes, type UserCategory } from '../../src/api/contract/categories';
import { ErrCode } from '../../src/api/contract/errCodes';
import {
  reportConfigurationSchema,
  type ReportConfiguration,
  type ReportId,
  type ViewConfiguration,
} from '../../src/api/contract/reports';
import type { Queryable } from '../db/types';
import { ApiError, messages } from '../http/envelope';
import { seedReportConfigurations, seedViewConfiguration } from '../seed/reports';
import { loadContent } from './configs';

/**
 * requirements#reports: a category's report configurations are the content module `report`, one
 * document per category ({transactions, passbook, recent}), overridable like menus through the
 * sandbox content tool. requirements#view-configuration: view configurations by id.
 */

const reportNames: Record<ReportId, string> = {
  transactions: 'transaction report',
  passbook: 'passbook',
  recent: 'recent transactions',
};

export function reportNotOffered(reportId: ReportId): ApiError {
  return new ApiError(404, ErrCode.notFound, `There is no ${reportNames[reportId]} for this account.`, {
    errors: [{ field: 'reportId', code: 'notOffered', message: `This account has no ${reportNames[reportId]}.` }],
  });
}

/** The stored document's entry for a report; a category without a stored document uses its seed. */
async function storedEntry(q: Queryable, category: UserCategory, reportId: ReportId): Promise<{ entry: unknown }> {
  const stored = await loadContent(q, 'report', categoryCodes[category]);
  const document: unknown = stored === undefined ? seedReportConfigurations(category) : stored.data;
  if (typeof document !== 'object' || document === null || Array.isArray(document)) return { entry: undefined };
  return { entry: Object.hasOwn(document, reportId) ? (document as Record<string, unknown>)[reportId] : undefined };
}

/**
 * report/reportConfiguration: the entry as stored, unchecked like menus (the portal parses it at its
 * edge, so a configuration a tester broke reaches it broken); a report the category's document
 * does not have is a 404.
 */
export async function servedReportConfiguration(
  q: Queryable,
  category: UserCategory,
  reportId: ReportId,
): Promise<unknown> {
  const { entry } = await storedEntry(q, category, reportId);
  if (entry === undefined || entry === null) throw reportNotOffered(reportId);
  return entry;
}

/**
 * The configuration the server acts on (which columns sort, how many rows the recent report has).
 * A report the stored document lacks is not offered; a stored entry that does not parse (a tester's
 * broken override) falls back to the seed, so the report keeps working while the portal shows its
 * error.
 */
export async function effectiveReportConfiguration(
  q: Queryable,
  category: UserCategory,
  reportId: ReportId,
): Promise<ReportConfiguration> {
  const { entry } = await storedEntry(q, category, reportId);
  if (entry === undefined || entry === null) throw reportNotOffered(reportId);
  const parsed = v.safeParse(reportConfigurationSchema, entry);
  if (parsed.success && parsed.output.reportId === reportId) return parsed.output;
  const seeded = seedReportConfigurations(category)[reportId];
  if (seeded === undefined) throw reportNotOffered(reportId);
  return seeded;
}

/** requirements#view-configuration: a view screen's configuration; an unknown id is a 404. */
export function viewConfiguration(id: string): ViewConfiguration {
  const view = seedViewConfiguration(id);
  if (view === undefined) throw new ApiError(404, ErrCode.notFound, messages.notFound);
  return view;
}
