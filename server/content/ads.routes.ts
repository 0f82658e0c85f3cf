import type { Hono } from 'hono';
import * as v from 'valibot';
import { categoryCodes, categoryFromCode } from '../../src/api/contract/categories';
import { ErrCode } from '../../src/api/contract/errCodes';
import * as paths from '../../src/api/contract/paths';
import type { Deps } from '../deps';
import { requireClient } from '../http/auth';
import { ApiError, messages, ok } from '../http/envelope';
import { readQuery } from '../http/query';
import { adsBannersOf } from './ads';

const adsQuerySchema = v.object({
  userType: v.optional(v.pipe(v.string(), v.regex(/^[A-Z][A-Z_]{0,63}$/, 'a category code such as CONSUMER_CATEGORY'))),
});

/**
 * requirements#ads-banner: GET with the userType query, a cms path (the content credential, no
 * access token). Without userType the credential's own category applies; an unknown category is
 * a 404, a malformed one a 400.
 */
export function adsRoutes(api: Hono, deps: Deps): void {
  api.get(`/${paths.adsBanners}`, requireClient(deps, 'cms'), async (c) => {
    const { userType } = readQuery(c, adsQuerySchema);
    const code = userType ?? categoryCodes[c.get('client').category];
    if (categoryFromCode(code) === undefined) throw new ApiError(404, ErrCode.notFound, messages.notFound);
    return ok(c, await adsBannersOf(deps.db, code));
  });
}
