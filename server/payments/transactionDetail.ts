import type * as v from 'valibot';
import { ErrCode } from '../../src/api/contract/errCodes';
import type { transactionDetailRequestSchema, TransactionDetail } from '../../src/api/contract/reports';
import type { UserRecord } from '../account/users';
import { toDate, type Queryable } from '../db/types';
import { ApiError } from '../http/envelope';
import { formatMinor } from '../ledger/ledger';
import { serviceByCode } from './catalogue';
import { selectBalanceAfterEntry } from './reportPassbook.repository';
import { reportSubject } from './reportScope';
import { selectPartyTransaction } from './transactionDetail.repository';

export type TransactionDetailRequest = v.InferOutput<typeof transactionDetailRequestSchema>;

/** The same answer for another user's transaction and for none at all: existence is not revealed. */
function noSuchTransaction(): ApiError {
  return new ApiError(404, ErrCode.notFound, 'There is no such transaction in your history.', {
    errors: [{ field: 'transactionId', code: 'unknown', message: 'No transaction of yours has this id.' }],
  });
}

/**
 * report/transactionDetail (requirements#view-configuration, #transaction-status): one transaction
 * of the subject's (the signed-in user, or customer service's customer), as they see it; the
 * balance after is the subject's wallet's, in the passbook's order.
 */
export async function transactionDetail(
  q: Queryable,
  user: UserRecord,
  request: TransactionDetailRequest,
): Promise<TransactionDetail> {
  const subject = await reportSubject(q, user, request.customerMobile);
  const record = await selectPartyTransaction(q, subject.userId, request.transactionId);
  if (record === undefined) throw noSuchTransaction();
  const amount = BigInt(record.amount_minor);
  const fee = BigInt(record.fee_minor);
  const balanceAfter =
    record.entry_id === null || subject.walletId === undefined
      ? undefined
      : await selectBalanceAfterEntry(q, subject.walletId, record.entry_id);
  return {
    transactionId: record.public_id,
    serviceCode: record.service_code,
    title: serviceByCode(record.service_code)?.title ?? { en: record.service_code },
    direction: record.direction,
    status: record.status as TransactionDetail['status'],
    statusMessage: record.status_message,
    amount: formatMinor(amount),
    fee: formatMinor(fee),
    total: formatMinor(amount + fee),
    currency: record.currency,
    counterparty:
      record.counterparty_name === null
        ? null
        : { name: record.counterparty_name, identifier: record.counterparty_identifier ?? '' },
    balanceAfter: balanceAfter === undefined ? null : formatMinor(BigInt(balanceAfter)),
    createdAt: toDate(record.created_at).toISOString(),
    details: record.details,
  };
}
