import type { Context, Hono } from 'hono';
import * as v from 'valibot';
import { ErrCode } from '../../src/api/contract/errCodes';
import * as paths from '../../src/api/contract/paths';
import type { Deps } from '../deps';
import { requireAccessToken, requireClient, requireUserSession } from '../http/auth';
import { readJson } from '../http/body';
import { ApiError, messages, ok, validationError } from '../http/envelope';
import { recentRecipientOptions } from '../beneficiaries/beneficiaries';
import { readQuery } from '../http/query';
import { integer, mobile as mobileSchema, optional, walletId as walletIdSchema } from './fields';
import {
  beneficiaryOptions,
  linkedBankOptions,
  productOptions,
  recipientName,
  voucherCategoryOptions,
  voucherRate,
} from './options';
import { ROOT_CATEGORY } from './partners';

const code = v.pipe(v.string(), v.trim(), v.regex(/^[A-Z0-9_]{1,32}$/, 'a code such as ASIACELL'));
/** requirements#dependent-options: the changed parameter's value under its own id (operator, brand…). */
const productRequestSchema = v.looseObject({
  operator: optional(code),
  brand: optional(code),
  category: optional(code),
  biller: optional(code),
  parentId: optional(code),
  value: optional(code),
});

/** requirements#voucher-rate: a product, how many (1–5, a number or digits) and optionally whose fee. */
const voucherRateRequestSchema = v.looseObject({
  product: code,
  quantity: v.optional(integer(1, 5)),
  serviceCode: optional(v.pipe(v.string(), v.regex(/^[A-Z0-9_]{1,64}$/))),
});

/** The portal adds the caller's own userIdentifier to every body: it is not whom to look up. */
const childUserSchema = v.looseObject({
  mobile: optional(mobileSchema),
  walletId: optional(walletIdSchema),
  serviceCode: optional(v.pipe(v.string(), v.regex(/^[A-Z0-9_]{1,64}$/))),
});

/** requirements#beneficiaries: saved recipients of a kind, or the recent ones (the last paid by mobile) */
const beneficiaryKind = v.optional(v.picklist(['favourite', 'beneficiary', 'recent']));

/** What the service forms load while they are filled in. */
export function optionRoutes(api: Hono, deps: Deps): void {
  const signedIn = [requireAccessToken(deps), requireUserSession(deps)] as const;

  api.post(`/${paths.getProduct}`, ...signedIn, async (c) => {
    const body = await readJson(c, productRequestSchema, { optional: true });
    const parent = body.operator ?? body.brand ?? body.category ?? body.biller ?? body.parentId ?? body.value;
    if (parent === undefined) {
      throw validationError([{ field: 'operator', code: 'required', message: 'Name an operator, brand or category.' }]);
    }
    return ok(c, productOptions(parent));
  });

  // A pass-through from the product select: fills the read-only price (and face value, rate).
  api.post(`/${paths.getVoucherRate}`, ...signedIn, async (c) => {
    const body = await readJson(c, voucherRateRequestSchema);
    return ok(c, voucherRate(body.product, body.quantity, body.serviceCode));
  });

  // requirements#calls-content: e-voucher categories under a parent ('0' = the top level); a content-service call.
  const [categoryPath] = paths.evoucherCategory('').split('?');
  api.get(`/${categoryPath}`, requireClient(deps, 'cms'), (c) => {
    const query = readQuery(c, v.object({ parentId: v.optional(code, ROOT_CATEGORY) }));
    const options = voucherCategoryOptions(query.parentId);
    if (options === undefined) throw new ApiError(404, ErrCode.notFound, messages.notFound);
    return ok(c, options);
  });

  // requirements#pass-through: getchilduserinfo, the holder behind a number, a person's family name shortened.
  api.post(`/${paths.getChildUserInfo}`, ...signedIn, async (c) => {
    const body = await readJson(c, childUserSchema);
    return ok(c, await recipientName(deps, c.get('user').user.id, body));
  });

  const beneficiaries = async (c: Context, kind: 'favourite' | 'beneficiary' | 'recent' | undefined) => {
    const { user } = c.get('user') as { user: { id: string } };
    if (kind === 'recent') return ok(c, await recentRecipientOptions(deps, user.id));
    return ok(c, await beneficiaryOptions(deps, user.id, kind));
  };
  api.get(`/${paths.beneficiaries}`, ...signedIn, (c) =>
    beneficiaries(c, readQuery(c, v.object({ kind: beneficiaryKind })).kind),
  );
  api.post(`/${paths.beneficiaries}`, ...signedIn, async (c) =>
    beneficiaries(c, (await readJson(c, v.looseObject({ kind: beneficiaryKind }), { optional: true })).kind),
  );

  api.post(`/${paths.linkedBanks}`, ...signedIn, async (c) => {
    await readJson(c, v.looseObject({}), { optional: true });
    return ok(c, await linkedBankOptions(deps, c.get('user').user.id));
  });
}
