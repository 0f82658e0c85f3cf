import * as v from 'valibot';
import { optionListSchema } from './serviceForm';

/**
 * Answers of the service calls the seeded forms make (the bodies are built from configuration).
 * Amounts travel as decimal strings with 2 places (requirements#constants-formats), never floats.
 */

const amount = v.pipe(v.string(), v.regex(/^-?\d{1,15}\.\d{2}$/));

/** requirements#transaction-status */
export const TransactionStatus = { pending: 0, success: 1, fail: 2 } as const;
export type TransactionStatusValue = (typeof TransactionStatus)[keyof typeof TransactionStatus];

export const counterpartySchema = v.object({
  name: v.string(),
  identifier: v.string(),
});

/** A step's check or quote (the Next of a review step): what the Submit will cost. */
export const quoteDataSchema = v.object({
  serviceCode: v.string(),
  amount,
  fee: amount,
  total: amount,
  currency: v.pipe(v.string(), v.regex(/^[A-Z]{3}$/)),
  counterparty: v.nullable(counterpartySchema),
  /** anything else the service wants shown on the review (product, bank, period) */
  details: v.record(v.string(), v.string()),
});
export type QuoteData = v.InferOutput<typeof quoteDataSchema>;

/** The Submit's answer: the receipt (requirements#transaction-status). */
export const transactionResultSchema = v.object({
  transactionId: v.string(),
  serviceCode: v.string(),
  status: v.picklist([0, 1, 2] as const),
  /** why a transaction failed or is pending, in the request's language */
  statusMessage: v.nullable(v.string()),
  amount,
  fee: amount,
  total: amount,
  currency: v.string(),
  counterparty: v.nullable(counterpartySchema),
  /** the payer's main balance after the transaction */
  balanceAfter: v.nullable(amount),
  createdAt: v.string(),
  /** a voucher PIN, a bill reference, a bank reference… */
  details: v.record(v.string(), v.string()),
});
export type TransactionResult = v.InferOutput<typeof transactionResultSchema>;

/**
 * requirements#reports: the transaction report's request, row and page are the reports contract's
 * (./reports.ts); these names stay for the callers that knew them first.
 */
export {
  reportQuerySchema as transactionReportRequestSchema,
  reportRowSchema as transactionRowSchema,
  reportPageSchema as transactionReportDataSchema,
} from './reports';
export type { ReportRow as TransactionRow, ReportPage as TransactionReportData } from './reports';

/** An option list answer (a ValueSource request, an onChangeURL call): data.options */
export const optionsDataSchema = v.object({ options: optionListSchema });

/** A pass-through answer (externalURL): values that fill other fields by ParameterId */
export const passThroughDataSchema = v.object({ fields: v.record(v.string(), v.string()) });

/** adapter/v1/fileupload: multipart `file`; the answer names the stored file */
export const fileUploadDataSchema = v.object({
  fileId: v.string(),
  name: v.string(),
  size: v.number(),
  mimeType: v.string(),
});
export type FileUploadData = v.InferOutput<typeof fileUploadDataSchema>;

/** A saved recipient (favourites and beneficiaries as a source of recipients). */
export const beneficiarySchema = v.object({
  id: v.string(),
  name: v.string(),
  mobile: v.string(),
  kind: v.picklist(['favourite', 'beneficiary']),
});
