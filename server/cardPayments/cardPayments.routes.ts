import type { Hono } from 'hono';
import {
  cardCallbackSchema,
  cardDetailsRequestSchema,
  cardOtpRequestSchema,
  cardSessionRequestSchema,
} from '../../src/api/contract/cardPayments';
import * as paths from '../../src/api/contract/paths';
import type { Deps } from '../deps';
import { requireAccessToken, requireUserSession } from '../http/auth';
import { readJson } from '../http/body';
import { ok } from '../http/envelope';
import { cancelCard, cardSessionView, confirmOtp, resendOtp, submitCard, verifyCallback } from './cardPayments';
import { requirePaymentToken } from './paymentTokens';

/**
 * requirements#payment-results: the sandbox gateway's card page calls (the gateway's payment
 * token) and the callback's verification (the callback's token), each about the signed-in
 * user's own session.
 */
export function cardPaymentRoutes(api: Hono, deps: Deps): void {
  const signedIn = [requireAccessToken(deps), requireUserSession(deps)] as const;
  const gateway = [requirePaymentToken('gateway'), ...signedIn] as const;

  api.post(`/${paths.cardSession}`, ...gateway, async (c) => {
    const request = await readJson(c, cardSessionRequestSchema);
    return ok(c, await cardSessionView(deps, c.get('user').user, request.sessionId));
  });

  api.post(`/${paths.cardDetails}`, ...gateway, async (c) => {
    const request = await readJson(c, cardDetailsRequestSchema);
    return ok(c, await submitCard(deps, c.get('user').user, request));
  });

  api.post(`/${paths.cardOtp}`, ...gateway, async (c) => {
    const request = await readJson(c, cardOtpRequestSchema);
    return ok(c, await confirmOtp(deps, c.get('user').user, request));
  });

  api.post(`/${paths.cardOtpResend}`, ...gateway, async (c) => {
    const request = await readJson(c, cardSessionRequestSchema);
    return ok(c, await resendOtp(deps, c.get('user').user, request.sessionId));
  });

  api.post(`/${paths.cardCancel}`, ...gateway, async (c) => {
    const request = await readJson(c, cardSessionRequestSchema);
    return ok(c, await cancelCard(deps, c.get('user').user, request.sessionId));
  });

  api.post(`/${paths.cardCallback}`, requirePaymentToken('callback'), ...signedIn, async (c) => {
    const callback = await readJson(c, cardCallbackSchema);
    return ok(c, await verifyCallback(deps, c.get('user').user, callback));
  });
}
