import type { Deps } from '../deps';
import { validationError } from '../http/envelope';
import { formatMinor } from '../ledger/ledger';
import { reserve } from '../security/rateLimit';
import { selectBeneficiaries } from './beneficiaries.repository';
import { feeOf, serviceByCode } from './catalogue';
import {
  banks,
  findProduct,
  productsUnder,
  ROOT_CATEGORY,
  voucherCategories,
  VOUCHER_USD_RATE_MINOR,
  type Product,
} from './partners';
import { holderByIdentifier, holderByMobile, isKindAllowed } from './people';
import { bankLabel, linkedBanksOf } from './plans/banking';
import { lastFour, recipientIsPayer, recipientUnknown } from './plans/types';

/**
 * What the service forms load while they are filled in: products of an operator,
 * e-voucher categories and rates, the holder behind a number, saved recipients and linked banks.
 * Option lists answer `{ options }` (optionsDataSchema), pass-throughs `{ fields }` keyed by the
 * ParameterId they fill (passThroughDataSchema).
 */

/** The e-voucher aggregator's service: whose fee getvoucherrate adds when the body names none. */
export const EVOUCHER_SERVICE_CODE = 'EVOUCHER_SALES_AGGREGATOR';

export type OptionData = {
  value: string;
  label: string | Record<string, string>;
  extra?: Record<string, string>;
  /** requirements#option-unavailable: listed, not choosable, and why */
  disabled?: boolean;
  reason?: Record<string, string>;
};

/** Why a product cannot be chosen, in the portal's languages. */
export const outOfStockReason = { en: 'Out of stock', ar: 'نفدت الكمية', ku: 'لە کۆگادا نەماوە' };

function productOption(product: Product): OptionData {
  const extra: Record<string, string> = { price: formatMinor(product.priceMinor), currency: 'IQD' };
  if (product.faceValue !== undefined) extra.faceValue = product.faceValue;
  const option: OptionData = { value: product.code, label: { ...product.label }, extra };
  if (product.outOfStock === true) {
    extra.outOfStock = 'true';
    option.disabled = true;
    option.reason = { ...outOfStockReason };
  }
  return option;
}

/** The products of an operator, brand or category; 400 when it has none. */
export function productOptions(parent: string): { options: OptionData[] } {
  const found = productsUnder(parent);
  if (found.length === 0) {
    throw validationError([{ field: 'operator', code: 'unknown', message: 'No products for this provider.' }]);
  }
  return { options: found.map(productOption) };
}

/**
 * getvoucherrate, a pass-through from the product select: fills the read-only unit price (and face
 * value, rate) and what `quantity` vouchers cost with the service's fee (the aggregator's unless the
 * body names another service).
 */
export function voucherRate(
  productCode: string,
  quantity = 1,
  serviceCode = EVOUCHER_SERVICE_CODE,
): { fields: Record<string, string> } {
  const product = findProduct(productCode);
  if (product === undefined) {
    throw validationError([{ field: 'product', code: 'unknown', message: 'Unknown product.' }]);
  }
  const service = serviceByCode(serviceCode);
  if (service === undefined) {
    throw validationError([{ field: 'serviceCode', code: 'unknown', message: 'Unknown service.' }]);
  }
  const amountMinor = product.priceMinor * BigInt(quantity);
  const feeMinor = feeOf(service.fee, amountMinor);
  const fields: Record<string, string> = {
    voucherPrice: `${formatMinor(product.priceMinor)} IQD`,
    voucherFee: `${formatMinor(feeMinor)} IQD`,
    voucherTotal: `${formatMinor(amountMinor + feeMinor)} IQD`,
  };
  if (product.faceValue !== undefined) {
    fields.faceValue = product.faceValue;
    fields.exchangeRate = formatMinor(VOUCHER_USD_RATE_MINOR);
  }
  return { fields };
}

/** E-voucher categories under a parent ('0' = the top level); undefined for an unknown parent. */
export function voucherCategoryOptions(parentId: string): { options: OptionData[] } | undefined {
  const known = parentId === ROOT_CATEGORY || voucherCategories.some((cat) => cat.code === parentId);
  if (!known) return undefined;
  const options = voucherCategories
    .filter((cat) => cat.parentId === parentId)
    .map((cat) => ({ value: cat.code, label: { ...cat.label } }));
  return { options };
}

/**
 * getchilduserinfo (requirements#pass-through): the holder behind a mobile number or wallet id, a
 * person's family name shortened. Counted per user: names behind numbers are personal data.
 */
export async function recipientName(
  deps: Deps,
  userId: string,
  lookup: { mobile?: string | undefined; walletId?: string | undefined; serviceCode?: string | undefined },
): Promise<{ fields: { recipientName: string } }> {
  const { db } = deps;
  await reserve(
    db,
    { key: `lookup:user:${userId}`, max: deps.limits.recipientLookupsPerUserPerHour, windowSeconds: 3600 },
    deps.now(),
  );
  let holder;
  if (lookup.mobile !== undefined) holder = await holderByMobile(db, lookup.mobile);
  else if (lookup.walletId !== undefined) holder = await holderByIdentifier(db, lookup.walletId);
  else throw validationError([{ field: 'mobile', code: 'required', message: 'Give a mobile number or wallet id.' }]);
  if (holder === undefined) throw recipientUnknown();
  if (holder.user.id === userId) throw recipientIsPayer();
  const service = lookup.serviceCode === undefined ? undefined : serviceByCode(lookup.serviceCode);
  if (service !== undefined && !isKindAllowed(holder, service.recipientKinds)) {
    throw recipientUnknown(`This service pays ${service.recipientKinds.join(' or ')} wallets only.`);
  }
  return { fields: { recipientName: holder.name } };
}

/** The user's saved recipients (favourites, beneficiaries, or both). */
export async function beneficiaryOptions(
  deps: Deps,
  userId: string,
  kind: 'favourite' | 'beneficiary' | undefined,
): Promise<{ options: OptionData[] }> {
  const rows = await selectBeneficiaries(deps.db, userId, kind ?? null);
  const options: OptionData[] = rows.map((row) => ({
    value: row.mobile,
    label: `${row.nickname} (${row.mobile})`,
    extra: { name: row.nickname, mobile: row.mobile, kind: row.kind },
  }));
  return { options };
}

/** The user's linked bank accounts, their numbers shortened to the last four digits. */
export async function linkedBankOptions(deps: Deps, userId: string): Promise<{ options: OptionData[] }> {
  const linked = await linkedBanksOf(deps.db, userId);
  const options: OptionData[] = linked.map((bank) => ({
    value: bank.id,
    label: {
      en: bankLabel(bank),
      ar: `${banks[bank.bankCode].ar} ${lastFour(bank.accountNumber)}`,
      ku: `${banks[bank.bankCode].ku} ${lastFour(bank.accountNumber)}`,
    },
    extra: {
      bankCode: bank.bankCode,
      bankName: banks[bank.bankCode].en,
      accountNumber: lastFour(bank.accountNumber),
      accountName: bank.accountName,
    },
  }));
  return { options };
}
