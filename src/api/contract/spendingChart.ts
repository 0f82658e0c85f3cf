import * as v from 'valibot';
import { localeTextSchema } from './content';

/**
 * requirements#spending-chart: `adapter/v1/getchart` aggregates the signed-in user's ledger over
 * the last `period` months (3, 6 or 12): money in and out per month, and spend by service.
 */
export const chartPeriods = [3, 6, 12] as const;
export type ChartPeriod = (typeof chartPeriods)[number];

export const chartRequestSchema = v.object({
  period: v.picklist(chartPeriods, 'period must be 3, 6 or 12 (months)'),
});

const majorAmount = v.pipe(v.string(), v.regex(/^\d{1,16}(\.\d{2})?$/));

export const chartMonthSchema = v.object({
  /** YYYY-MM, in the sandbox's business time zone */
  month: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}$/)),
  inMajor: majorAmount,
  outMajor: majorAmount,
});
export type ChartMonth = v.InferOutput<typeof chartMonthSchema>;

export const chartServiceSchema = v.object({
  /** the service code, or OTHER for money moved outside a service (fees, openings) */
  serviceCode: v.string(),
  label: localeTextSchema,
  outMajor: majorAmount,
});
export type ChartService = v.InferOutput<typeof chartServiceSchema>;

export const chartDataSchema = v.object({
  period: v.picklist(chartPeriods),
  currencyCode: v.string(),
  /** every month of the period, oldest first, zero when nothing moved */
  months: v.pipe(v.array(chartMonthSchema), v.maxLength(12)),
  /** largest spend first */
  byService: v.pipe(v.array(chartServiceSchema), v.maxLength(64)),
});
export type ChartData = v.InferOutput<typeof chartDataSchema>;
