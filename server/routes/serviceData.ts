import type { Context, Hono } from 'hono';
import * as v from 'valibot';
import { ErrCode } from '../../src/api/contract/errCodes';
import { paths } from '../../src/api/contract/paths';
import type { FileUploadData } from '../../src/api/contract/transactions';
import { requireAccessToken, requireClient, requireUserSession } from '../http/auth';
import { readJson } from '../http/body';
import { ApiError, messages, ok, tooManyAttempts, validationError } from '../http/envelope';
import { readQuery } from '../http/query';
import type { AppServices } from '../http/services';
import { formatMinor } from '../ledger/ledger';
import { hit } from '../security/rateLimit';
import { serviceByCode } from '../services/catalogue';
import { checkFile, cleanFileName, fileError, MAX_FILE_BYTES, storeFile } from '../services/files';
import { mobile as mobileSchema, walletId as walletIdSchema, optional } from '../services/fields';
import {
  findProduct,
  productsUnder,
  ROOT_CATEGORY,
  voucherCategories,
  VOUCHER_USD_RATE_MINOR,
  banks,
  type Product,
} from '../services/partners';
import { holderByIdentifier, holderByMobile, isKindAllowed } from '../services/people';
import { bankLabel, linkedBanksOf } from '../services/plans/banking';
import { lastFour, recipientIsPayer, recipientUnknown } from '../services/plans/types';

/**
 * What the service forms load while they are filled in (seed 000 §7): products of an operator,
 * e-voucher categories and rates, the holder behind a number, saved recipients, linked banks, and
 * file uploads. Option lists answer `{ options }` (optionsDataSchema), pass-throughs
 * `{ fields }` keyed by the ParameterId they fill (passThroughDataSchema).
 */

type OptionData = {
  value: string;
  label: string | Record<string, string>;
  extra?: Record<string, string>;
};

function productOption(product: Product): OptionData {
  const extra: Record<string, string> = { price: formatMinor(product.priceMinor), currency: 'IQD' };
  if (product.faceValue !== undefined) extra.faceValue = product.faceValue;
  if (product.outOfStock === true) extra.outOfStock = 'true';
  return { value: product.code, label: { ...product.label }, extra };
}

const code = v.pipe(v.string(), v.trim(), v.regex(/^[A-Z0-9_]{1,32}$/, 'a code such as ASIACELL'));
/** seed 001 §3.1 onChangeURL: the changed parameter's value under its own id (operator, brand…). */
const productRequestSchema = v.looseObject({
  operator: optional(code),
  brand: optional(code),
  category: optional(code),
  biller: optional(code),
  parentId: optional(code),
  value: optional(code),
});

/** The portal adds the caller's own userIdentifier to every body: it is not whom to look up. */
const childUserSchema = v.looseObject({
  mobile: optional(mobileSchema),
  walletId: optional(walletIdSchema),
  serviceCode: optional(v.pipe(v.string(), v.regex(/^[A-Z0-9_]{1,64}$/))),
});

const beneficiaryKind = v.optional(v.picklist(['favourite', 'beneficiary']));

export function serviceDataRoutes(api: Hono, svc: AppServices): void {
  const { db } = svc;
  const signedIn = [requireAccessToken(svc), requireUserSession(svc)] as const;

  api.post(`/${paths.getProduct}`, ...signedIn, async (c) => {
    const body = await readJson(c, productRequestSchema, { optional: true });
    const parent = body.operator ?? body.brand ?? body.category ?? body.biller ?? body.parentId ?? body.value;
    if (parent === undefined) {
      throw validationError([{ field: 'operator', code: 'required', message: 'Name an operator, brand or category.' }]);
    }
    const found = productsUnder(parent);
    if (found.length === 0) {
      throw validationError([{ field: 'operator', code: 'unknown', message: 'No products for this provider.' }]);
    }
    return ok(c, { options: found.map(productOption) });
  });

  // A pass-through from the product select: fills the read-only price (and face value, rate).
  api.post(`/${paths.getVoucherRate}`, ...signedIn, async (c) => {
    const body = await readJson(c, v.looseObject({ product: code }));
    const product = findProduct(body.product);
    if (product === undefined) {
      throw validationError([{ field: 'product', code: 'unknown', message: 'Unknown product.' }]);
    }
    const fields: Record<string, string> = { voucherPrice: `${formatMinor(product.priceMinor)} IQD` };
    if (product.faceValue !== undefined) {
      fields.faceValue = product.faceValue;
      fields.exchangeRate = formatMinor(VOUCHER_USD_RATE_MINOR);
    }
    return ok(c, { fields });
  });

  // seed 000 §7: e-voucher categories under a parent ('0' = the top level); a content-service call.
  const [categoryPath] = paths.evoucherCategory('').split('?');
  api.get(`/${categoryPath}`, requireClient(svc, 'cms'), (c) => {
    const query = readQuery(c, v.object({ parentId: v.optional(code, ROOT_CATEGORY) }));
    const known = query.parentId === ROOT_CATEGORY || voucherCategories.some((cat) => cat.code === query.parentId);
    if (!known) throw new ApiError(404, ErrCode.notFound, messages.notFound);
    const options = voucherCategories
      .filter((cat) => cat.parentId === query.parentId)
      .map((cat) => ({ value: cat.code, label: { ...cat.label } }));
    return ok(c, { options });
  });

  // seed 000 §7 getchilduserinfo: the holder behind a number, a person's family name shortened.
  api.post(`/${paths.getChildUserInfo}`, ...signedIn, async (c) => {
    const body = await readJson(c, childUserSchema);
    const { user } = c.get('user');
    const counted = await hit(
      db,
      { key: `lookup:user:${user.id}`, max: svc.limits.recipientLookupsPerUserPerHour, windowSeconds: 3600 },
      svc.now(),
    );
    if (counted.limited) throw tooManyAttempts(counted.retryAfterSeconds);
    let holder;
    if (body.mobile !== undefined) holder = await holderByMobile(db, body.mobile);
    else if (body.walletId !== undefined) holder = await holderByIdentifier(db, body.walletId);
    else throw validationError([{ field: 'mobile', code: 'required', message: 'Give a mobile number or wallet id.' }]);
    if (holder === undefined) throw recipientUnknown();
    if (holder.user.id === user.id) throw recipientIsPayer();
    const service = body.serviceCode === undefined ? undefined : serviceByCode(body.serviceCode);
    if (service !== undefined && !isKindAllowed(holder, service.recipientKinds)) {
      throw recipientUnknown(`This service pays ${service.recipientKinds.join(' or ')} wallets only.`);
    }
    return ok(c, { fields: { recipientName: holder.name } });
  });

  const beneficiaries = async (c: Context, kind: 'favourite' | 'beneficiary' | undefined) => {
    const { user } = c.get('user') as { user: { id: string } };
    const { rows } = await db.query<{ kind: string; nickname: string; mobile: string }>(
      `SELECT kind, nickname, mobile FROM beneficiaries
        WHERE user_id = $1::bigint AND ($2::text IS NULL OR kind = $2) ORDER BY lower(nickname), id`,
      [user.id, kind ?? null],
    );
    const options: OptionData[] = rows.map((row) => ({
      value: row.mobile,
      label: `${row.nickname} (${row.mobile})`,
      extra: { name: row.nickname, mobile: row.mobile, kind: row.kind },
    }));
    return ok(c, { options });
  };
  api.get(`/${paths.beneficiaries}`, ...signedIn, (c) =>
    beneficiaries(c, readQuery(c, v.object({ kind: beneficiaryKind })).kind),
  );
  api.post(`/${paths.beneficiaries}`, ...signedIn, async (c) =>
    beneficiaries(c, (await readJson(c, v.looseObject({ kind: beneficiaryKind }), { optional: true })).kind),
  );

  api.post(`/${paths.linkedBanks}`, ...signedIn, async (c) => {
    await readJson(c, v.looseObject({}), { optional: true });
    const { user } = c.get('user');
    const linked = await linkedBanksOf(db, user.id);
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
    return ok(c, { options });
  });

  // seed 000 §7 fileupload: multipart, field `file`; the type is read from the bytes.
  api.post(`/${paths.fileUpload}`, ...signedIn, async (c) => {
    const { user } = c.get('user');
    const counted = await hit(
      db,
      { key: `upload:user:${user.id}`, max: svc.limits.fileUploadsPerUserPerHour, windowSeconds: 3600 },
      svc.now(),
    );
    if (counted.limited) throw tooManyAttempts(counted.retryAfterSeconds);
    if (!/^multipart\/form-data\s*;/i.test(c.req.header('Content-Type') ?? '')) {
      throw validationError([{ field: '', code: 'content_type', message: 'Send the file as multipart/form-data.' }]);
    }
    let form: Record<string, unknown>;
    try {
      form = await c.req.parseBody();
    } catch {
      throw validationError([{ field: '', code: 'multipart', message: 'The multipart body is malformed.' }]);
    }
    const file = form.file;
    if (!(file instanceof File)) {
      throw validationError([{ field: 'file', code: 'required', message: 'Attach the file as the field "file".' }]);
    }
    const name = cleanFileName(file.name);
    if (file.size > MAX_FILE_BYTES) throw fileError(ErrCode.fileTooBig, 'file');
    const bytes = new Uint8Array(await file.arrayBuffer());
    const mimeType = checkFile(bytes, file.type, name, 'file');
    const stored = await storeFile(db, user.id, { name, mimeType, bytes }, svc.now());
    const data: FileUploadData = { fileId: stored.publicId, name, size: stored.size, mimeType };
    return ok(c, data);
  });
}
