import type { Deps } from '../deps';
import { sha256Hex } from '../security/crypto';
import { ageCardSession, ageOtpRequest, ageSession } from './elapse.repository';

/**
 * Issue 22: time passes on the server for one thing only. The sandbox runs on the real clock, so
 * a browser test that needs the server to see a code's resend wait over, or a sign-in challenge
 * run out, would wait for it in real time; and moving the whole server's clock would reach every
 * other user of the sandbox. Instead one SMS code (by its request id) or one session or challenge
 * (by its token) is made `seconds` older: every time it carries moves back by that much, as if it
 * had been issued that long ago. Nothing else changes, and the server judges it as usual. A card
 * payment session (by its id) too: its code's resend wait and expiry, and the session's own.
 */
export type ElapseTarget = { otpRequestId: string } | { sessionToken: string } | { cardSessionId: string };

/** Whether the code or session was found (and is now `seconds` older). */
export async function elapse(deps: Deps, target: ElapseTarget, seconds: number): Promise<boolean> {
  const changed =
    'otpRequestId' in target
      ? await ageOtpRequest(deps.db, sha256Hex(target.otpRequestId), seconds)
      : 'cardSessionId' in target
        ? await ageCardSession(deps.db, target.cardSessionId, seconds)
        : await ageSession(deps.db, sha256Hex(target.sessionToken), seconds);
  return changed > 0;
}
