import type { Context, Hono } from 'hono';
import * as v from 'valibot';
import * as paths from '../../src/api/contract/paths';
import { isCardHandOff, startCardPayment } from '../cardPayments/cardPayments';
import type { Deps } from '../deps';
import { notTheSignedInUser, requireAccessToken, requireUserSession, type UserPrincipal } from '../http/auth';
import { readJson } from '../http/body';
import { fieldErrors, ok, validationError } from '../http/envelope';
import { submitTransaction } from './execute';
import { requestId as requestIdSchema } from './fields';
import { quoteTransaction } from './quote';
import { countSubmit, prepareCall, requestTransactionCode, type PreparedCall } from './transactions';
import { endDraftOfPayment } from '../wizardDrafts/wizardDrafts';

/** Every service call names its serviceCode; the rest is the service's own. */
const envelopeSchema = v.looseObject({
  serviceCode: v.pipe(v.string(), v.regex(/^[A-Z0-9_]{1,64}$/, 'a service code such as SEND_MONEY')),
  userIdentifier: v.optional(v.nullable(v.string())),
  locale: v.optional(v.nullable(v.string())),
});

/** The body of a service call of the signed-in user (another userIdentifier is refused). */
async function readCall(c: Context, deps: Deps, mode: 'quote' | 'submit' | 'otp'): Promise<PreparedCall> {
  const raw = await readJson(c, envelopeSchema);
  const { user } = c.get('user') as UserPrincipal;
  if (raw.userIdentifier != null && raw.userIdentifier !== '' && raw.userIdentifier !== user.userIdentifier) {
    throw notTheSignedInUser();
  }
  return prepareCall(deps, user, raw, mode);
}

function readRequestId(body: Record<string, unknown>): string {
  const parsed = v.safeParse(v.object({ requestId: requestIdSchema }), body);
  if (!parsed.success) throw validationError(fieldErrors(parsed.issues));
  return parsed.output.requestId;
}

/** The service forms' calls (requirements#calls-adapter): quote, Submit, and the payer's code. */
export function transactionRoutes(api: Hono, deps: Deps): void {
  const signedIn = [requireAccessToken(deps), requireUserSession(deps)] as const;

  api.post(`/${paths.transactionQuote}`, ...signedIn, async (c) => {
    const { call, body } = await readCall(c, deps, 'quote');
    return ok(c, await quoteTransaction(call, body));
  });

  api.post(`/${paths.transactionSubmit}`, ...signedIn, async (c) => {
    await countSubmit(deps, c.get('user').user.id);
    const { call, body } = await readCall(c, deps, 'submit');
    // requirements#payment-results: a load-money by card hands off to the gateway's card page
    const result = isCardHandOff(call, body)
      ? await startCardPayment(call, body, readRequestId(body))
      : await submitTransaction(call, body, readRequestId(body));
    // requirements#wizard-drafts: a payment made ends the user's draft of its service
    await endDraftOfPayment(deps, call.user.id, call.def.pageId, result.status);
    return ok(c, result);
  });

  // A code to the payer (the customer of an agent cash-out), bound to what it approves.
  api.post(`/${paths.transactionOtp}`, ...signedIn, async (c) => {
    return ok(c, await requestTransactionCode(deps, await readCall(c, deps, 'otp')));
  });
}
