import type { UserRecord } from '../account/users';
import { ErrCode } from '../../src/api/contract/errCodes';
import type { Queryable } from '../db/types';
import { ApiError, validationError } from '../http/envelope';
import { walletOf } from './accounts';
import { holderByMobile } from './people';

/**
 * Whose transactions a report or a transaction view reads (requirements#reports): the signed-in
 * user's, always; for customer service, the customer found by mobile number, read-only. Every
 * query below is bound to this subject's user id: nothing a body says widens it.
 */
export interface ReportSubject {
  userId: string;
  /** the subject's main wallet (the passbook's account); undefined for a user without one */
  walletId: string | undefined;
  /** customer service: whose report this is */
  customer?: { name: string; identifier: string };
}

const CUSTOMER_SERVICE = 'csr';

export async function reportSubject(
  q: Queryable,
  user: UserRecord,
  customerMobile: string | undefined,
): Promise<ReportSubject> {
  if (user.category !== CUSTOMER_SERVICE) {
    if (customerMobile !== undefined) {
      throw new ApiError(403, ErrCode.validationFailed, 'Only customer-service accounts look up customers.', {
        errors: [{ field: 'customerMobile', code: 'forbidden', message: 'Leave out customerMobile.' }],
      });
    }
    return { userId: user.id, walletId: await walletOf(q, user.id) };
  }
  // Customer service has no wallet and no transactions of its own: its reports are customers'.
  if (customerMobile === undefined) {
    throw validationError([
      { field: 'customerMobile', code: 'required', message: "The customer's 10-digit mobile number." },
    ]);
  }
  const holder = await holderByMobile(q, customerMobile);
  if (holder === undefined) {
    throw new ApiError(404, ErrCode.notFound, `No customer has the mobile number ${customerMobile}.`, {
      errors: [{ field: 'customerMobile', code: 'unknown', message: 'No wallet has this mobile number.' }],
    });
  }
  return {
    userId: holder.user.id,
    walletId: holder.walletId,
    customer: { name: holder.user.fullNameEn, identifier: holder.user.userIdentifier },
  };
}
