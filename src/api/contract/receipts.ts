import * as v from 'valibot';
import { reportRowSchema, transactionDetailSchema } from './reports';

/**
 * Receipts and statements as PDF (requirements#receipt-pdf): the portal draws the PDF from these
 * answers; the server only vouches for them. A receipt carries a verification token: a public
 * address built from it tells anyone holding it the receipt's status, amount, date and masked
 * parties (requirements#receipt-verification), nothing more.
 */

const amount = v.pipe(v.string(), v.regex(/^-?\d{1,15}\.\d{2}$/));

/** The token: the transaction's reference and its HMAC, base64url (70 characters). */
export const RECEIPT_TOKEN = /^[A-Za-z0-9_-]{70}$/;

/** report/receipt: a transaction of the user's, as the PDF prints it. */
export const receiptRequestSchema = v.object({
  transactionId: v.pipe(v.string(), v.regex(/^TX[0-9]{18}$/)),
});

export const receiptDocumentSchema = v.object({
  transaction: transactionDetailSchema,
  /** the verification token; the portal builds the address (/receipt/<token>) on its own origin */
  token: v.pipe(v.string(), v.regex(RECEIPT_TOKEN)),
});
export type ReceiptDocument = v.InferOutput<typeof receiptDocumentSchema>;

export const receiptStatuses = ['pending', 'paid', 'failed'] as const;
export type ReceiptStatus = (typeof receiptStatuses)[number];

/** report/receipts/<token>: what the holder of a receipt's address may know. */
export const receiptVerificationSchema = v.strictObject({
  status: v.picklist(receiptStatuses),
  amount,
  currency: v.string(),
  createdAt: v.string(),
  /** masked: the first letter of each name, the last two digits of an identifier */
  payer: v.nullable(v.string()),
  payee: v.nullable(v.string()),
});
export type ReceiptVerification = v.InferOutput<typeof receiptVerificationSchema>;

/** A calendar month, YYYY-MM. */
export const statementMonth = v.pipe(v.string(), v.regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'a month as YYYY-MM'));

/** report/statement: a month of the passbook, oldest first. */
export const statementRequestSchema = v.object({ month: statementMonth });

export const statementSchema = v.object({
  month: v.string(),
  currency: v.string(),
  openingBalance: amount,
  closingBalance: amount,
  /** more than the statement's limit: the first rows only (the report has them all) */
  truncated: v.boolean(),
  rows: v.array(reportRowSchema),
  /** the holder, as the statement is addressed */
  holder: v.object({ name: v.string(), identifier: v.string() }),
});
export type Statement = v.InferOutput<typeof statementSchema>;
