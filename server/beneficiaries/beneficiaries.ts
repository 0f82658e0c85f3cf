import * as v from 'valibot';
import {
  MAX_SAVED_RECIPIENTS,
  openedPinSchema,
  type Beneficiary,
  type BeneficiaryKind,
  type BeneficiaryList,
} from '../../src/api/contract/beneficiaries';
import { ErrCode } from '../../src/api/contract/errCodes';
import type { UserCategory } from '../../src/api/contract/categories';
import type { Deps } from '../deps';
import { ApiError, fieldErrors, messages, validationError } from '../http/envelope';
import { holderByMobile } from '../payments/people';
import { checkTransactionPin } from '../payments/pinCheck';
import { maskedParamNames, openMaskedValues } from '../payments/requestGuard';
import {
  deleteSavedRecipient,
  selectSavedRecipient,
  selectRecentRecipients,
  selectSavedRecipients,
  updateNickname,
  type BeneficiaryRecord,
} from './beneficiaries.repository';

/** requirements#beneficiaries: the signed-in user's saved recipients, renamed and deleted one at a time. */

const notFound = () => new ApiError(404, ErrCode.notFound, messages.notFound);

/** A saved recipient with the holder of its number as others see them (gone: null). */
async function withHolder(deps: Deps, record: BeneficiaryRecord): Promise<Beneficiary> {
  const holder = await holderByMobile(deps.db, record.mobile);
  return { ...record, holderName: holder?.name ?? null };
}

export async function listSavedRecipients(
  deps: Deps,
  userId: string,
  kind: BeneficiaryKind | undefined,
): Promise<BeneficiaryList> {
  const records = await selectSavedRecipients(deps.db, userId, kind ?? null);
  const beneficiaries = await Promise.all(records.map((record) => withHolder(deps, record)));
  return { beneficiaries, max: MAX_SAVED_RECIPIENTS };
}

export async function renameSavedRecipient(
  deps: Deps,
  userId: string,
  request: { id: string; nickname: string },
): Promise<{ beneficiary: Beneficiary }> {
  const renamed = await updateNickname(deps.db, userId, request.id, request.nickname);
  if (renamed === undefined) throw notFound();
  return { beneficiary: await withHolder(deps, renamed) };
}

/**
 * Deletes one saved recipient once the transaction PIN is right (requirements#beneficiaries): an
 * unknown or another user's id is not found before any PIN is judged; a wrong PIN counts towards
 * the lock like a payment's (pinWrong with attemptsLeft, then pinLocked) and deletes nothing.
 */
export async function deleteWithPin(
  deps: Deps,
  user: { id: string; category: UserCategory },
  request: { id: string; pin?: unknown },
): Promise<{ beneficiary: Beneficiary }> {
  const existing = await selectSavedRecipient(deps.db, user.id, request.id);
  if (existing === undefined) throw notFound();
  const opened = await openMaskedValues(
    deps.maskKey,
    { pin: request.pin },
    await maskedParamNames(deps.db, user.category),
  );
  let pin: string | undefined;
  if (opened.pin !== undefined && opened.pin !== null && opened.pin !== '') {
    const parsed = v.safeParse(openedPinSchema, opened.pin);
    if (!parsed.success) throw validationError(fieldErrors(parsed.issues).map((e) => ({ ...e, field: 'pin' })));
    pin = parsed.output;
  }
  await checkTransactionPin(deps, user.id, pin, deps.now());
  const deleted = await deleteSavedRecipient(deps.db, user.id, request.id);
  if (deleted === undefined) throw notFound();
  return { beneficiary: await withHolder(deps, deleted) };
}

/** The services that pay a wallet holder found by mobile number: their payees are the recent recipients. */
export const RECENT_RECIPIENT_SERVICES = ['SEND_MONEY', 'P2P_MONEY_TRANSFER_REG_USER'] as const;
export const RECENT_RECIPIENTS_SHOWN = 5;

/**
 * requirements#beneficiaries: the last people the user paid by mobile number, as options of the
 * transfer forms ("A recent recipient"), newest first, each number once.
 */
export async function recentRecipientOptions(
  deps: Deps,
  userId: string,
): Promise<{ options: Array<{ value: string; label: string; extra: Record<string, string> }> }> {
  const rows = await selectRecentRecipients(deps.db, userId, RECENT_RECIPIENT_SERVICES, RECENT_RECIPIENTS_SHOWN);
  return {
    options: rows.map((row) => ({
      value: row.mobile,
      label: row.name === '' ? row.mobile : `${row.name} (${row.mobile})`,
      extra: { name: row.name, mobile: row.mobile, kind: 'recent' },
    })),
  };
}
