import type { Hono } from 'hono';
import {
  activationRequestSchema,
  isUserExistRequestSchema,
  registrationRequestSchema,
  resendSmsRequestSchema,
} from '../../src/api/contract/account';
import type { FieldError } from '../../src/api/contract/envelope';
import * as paths from '../../src/api/contract/paths';
import type { Deps } from '../deps';
import { requireAccessToken } from '../http/auth';
import { readJson } from '../http/body';
import { clientIp } from '../http/clientIp';
import { ok, reply, validationError } from '../http/envelope';
import { signUpWalletKinds } from './activation';
import { loadPasswordPolicy, passwordErrors } from './passwordPolicy';
import { activate, isLoginInUse, register, resendCode } from './signUp';

// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

/** Sign-up (requirements#sign-up), activation by SMS code and resending a code (requirements#activation). */
export function signUpRoutes(api: Hono, deps: Deps): void {
  api.post(`/${paths.isUserExist}`, requireAccessToken(deps), async (c) => {
    const body = await readJson(c, isUserExistRequestSchema);
    return ok(c, { exists: await isLoginInUse(deps, clientIp(c), body.userName) });
  });

  api.post(`/${paths.registration}`, requireAccessToken(deps), async (c) => {
    const body = await readJson(c, registrationRequestSchema);
    const access = c.get('access');
    const walletKind = signUpWalletKinds[body.category];
    const errors: FieldError[] = [];
    // requirements#category-credentials: each portal category has its own credential, so it signs
    // up its own users only.
    if (walletKind === undefined || body.category !== access.category) {
      errors.push({ field: 'category', code: 'category', message: 'Accounts of this category cannot sign up here.' });
    }
    for (const field of ['fullNameEn', 'fullNameAr'] as const) {
      if (CONTROL_CHARACTERS.test(body[field])) {
        errors.push({ field, code: 'characters', message: 'The name contains characters that are not allowed.' });
      }
    }
    // requirements#validation-password: the category's configured policy, one field error per unmet rule
    if (walletKind !== undefined) {
      const policy = await loadPasswordPolicy(deps.db, body.category);
      errors.push(...passwordErrors(body.password, policy, 'password', [body.userName, body.fullNameEn, body.email]));
    }
    if (body.confirmPassword !== body.password) {
      errors.push({ field: 'confirmPassword', code: 'match', message: 'The passwords do not match.' });
    }
    if (errors.length > 0 || walletKind === undefined) throw validationError(errors);
    const peer = { ip: clientIp(c), userAgent: c.req.header('User-Agent') };
    return reply(c, await register(deps, { ...body, walletKind }, peer));
  });

  // The access token from registration (or from a sign-in of a pending account) names the account.
  api.post(`/${paths.activation}`, requireAccessToken(deps), async (c) => {
    const body = await readJson(c, activationRequestSchema);
    return reply(c, await activate(deps, c.get('access').pendingUserId, body));
  });

  // requirements#activation: a new code on request; activation and PIN-reset codes alike.
  api.post(`/${paths.resendSMS}`, requireAccessToken(deps), async (c) => {
    const body = await readJson(c, resendSmsRequestSchema);
    return reply(c, await resendCode(deps, c.get('access'), body.requestId));
  });
}
