import * as paths from '../../api/contract/paths';
import { receiptDocumentSchema, statementSchema } from '../../api/contract/receipts';
import type { Gateway } from '../../api/gateway';

/** requirements#receipt-pdf: a receipt of the user's with its verification token; a month of the passbook. */
export function receiptPdfEndpoints(gateway: Gateway) {
  return {
    receipt: (transactionId: string, signal?: AbortSignal) =>
      gateway.call(paths.receipt, { body: { transactionId }, schema: receiptDocumentSchema, signal }),
    statement: (month: string, signal?: AbortSignal) =>
      gateway.call(paths.statement, { body: { month }, schema: statementSchema, signal }),
  };
}
