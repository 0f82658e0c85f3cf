import type { PendingActivationData } from '../../src/api/contract/account';
import { ErrCode } from '../../src/api/contract/errCodes';
import type { ValidateLoginData } from '../../src/api/contract/schemas';
import { startActivation } from '../account/activation';
import { sendSecurityNotice } from '../account/credentials';
import type { CaptchaAnswerLog } from '../contact/captchaAnswers';
import { checkCaptcha, createCaptcha } from '../contact/contactUs';
import { findUserByLogin, normalizeLogin, toUserSummary } from '../account/users';
import type { Deps } from '../deps';
import { Refusal, tooManyAttempts } from '../http/envelope';
import { sha256Hex } from '../security/crypto';
import { DUMMY_HASH, verifyPassword } from '../security/password';
import { hit, refund } from '../security/rateLimit';
import { createSession, type Peer } from './sessions';

/** One message for unknown login, wrong password and wrong category: nothing to enumerate. */
export const INVALID_CREDENTIALS_MESSAGE = 'The login or password is incorrect.';

export interface SignInRequest {
  userName: string;
  password: string;
  /** the category of the portal's login credential */
  category: string;
  captchaId?: string | undefined;
  captchaAnswer?: string | undefined;
}

export const CAPTCHA_REQUIRED_MESSAGE =
  'There were several failed sign-ins to this account. Answer the captcha to sign in.';

/** The account-wide count of failed sign-ins (from anywhere): past its limit, a captcha. */
const accountWideRule = (deps: Deps, account: string) => ({
  key: `signin:account:${account}`,
  max: deps.limits.loginFailuresPerAccount,
  windowSeconds: deps.limits.loginWindowSeconds,
});

/**
 * Issue 22, a sandbox tool: `count` failed sign-ins to the account `login` counted as if they came
 * from other addresses (only the account-wide count: this machine's own limits are untouched), so
 * a browser test sees the captcha the next sign-in is asked for. The new count is returned.
 */
export async function countFailedSignInsElsewhere(deps: Deps, login: string, count: number): Promise<number> {
  const rule = accountWideRule(deps, sha256Hex(normalizeLogin(login)));
  let reached = 0;
  for (let i = 0; i < count; i++) reached = (await hit(deps.db, rule, deps.now())).count;
  return reached;
}

/** validateLogin: a session, a two-factor challenge, or a refusal (HTTP 200, responseCode 1). */
/**
 * validateLoginRequest → a session, a two-factor challenge, or a refusal (HTTP 200, responseCode 1).
 *
 * Issue 19 defect 8 (ASVS 5.0 6.3.1, 6.3.5): throttling must not let strangers lock the owner out.
 * Failures are counted per IP (any account), per account+address (short and long windows: the
 * longer an address keeps failing, the longer it waits — progressive delays), and per account
 * from anywhere. Only the first two answer 429; the account-wide count asks for a captcha instead
 * once it passes the limit, so the owner, from another address, still signs in. The owner hears of
 * it (outbox) the moment the account-wide count reaches the limit.
 */
export async function signIn(
  deps: Deps,
  request: SignInRequest,
  peer: Peer,
  captchaAnswers?: CaptchaAnswerLog,
): Promise<ValidateLoginData | Refusal> {
  const { db, limits } = deps;
  const now = deps.now();
  const login = normalizeLogin(request.userName);
  const account = sha256Hex(login);

  // Reserve an attempt in each bucket before the password check; a limited caller is turned
  // away without one, so a correct password does not get through while limited either. The
  // account keys are hashes: any string a client sends becomes a safe, bounded key.
  const window = limits.loginWindowSeconds;
  const throttles = [
    await hit(db, { key: `signin:ip:${peer.ip}`, max: limits.loginFailuresPerIp, windowSeconds: window }, now),
    await hit(
      db,
      { key: `signin:account-ip:${account}:${peer.ip}`, max: limits.loginFailuresPerAccount, windowSeconds: window },
      now,
    ),
    await hit(
      db,
      {
        key: `signin:account-ip-long:${account}:${peer.ip}`,
        max: 2 * limits.loginFailuresPerAccount,
        windowSeconds: 4 * window,
      },
      now,
    ),
  ];
  const limited = throttles.filter((h) => h.limited);
  if (limited.length > 0) {
    for (const h of throttles) if (!h.limited) await refund(db, h);
    throw tooManyAttempts(Math.max(...limited.map((h) => h.retryAfterSeconds)));
  }
  const accountWide = await hit(db, accountWideRule(deps, account), now);
  const hits = [...throttles, accountWide];
  if (accountWide.limited) {
    const verdict =
      request.captchaId === undefined || request.captchaAnswer === undefined
        ? 'missing'
        : await checkCaptcha(deps, request.captchaId, request.captchaAnswer, now);
    if (verdict !== 'ok') {
      // no password was judged: the attempt is not a guess, only the captcha is spent
      for (const h of hits) await refund(db, h);
      const captcha = await createCaptcha(deps, peer.ip, 'image', captchaAnswers);
      return new Refusal(ErrCode.captchaRequired, CAPTCHA_REQUIRED_MESSAGE, { captcha });
    }
  }

  const user = await findUserByLogin(db, login);
  // Always one scrypt verification, real or dummy, so timing does not reveal whether the login exists.
  const passwordOk = await verifyPassword(request.password, user?.passwordHash ?? DUMMY_HASH);
  // requirements#category-credentials: each category signs in with its own credential; another
  // category's user is answered exactly like a wrong password.
  if (user === undefined || !passwordOk || user.category !== request.category) {
    if (user !== undefined && accountWide.count === limits.loginFailuresPerAccount) {
      await sendSecurityNotice(
        db,
        user,
        'Failed sign-ins to your Wallet Portal account',
        `There were ${accountWide.count} failed sign-ins to the account ${user.login} in the last ` +
          `${Math.round(window / 60)} minutes. Further sign-ins ask for a captcha for a while.`,
        now,
      );
    }
    return new Refusal(ErrCode.invalidCredentials, INVALID_CREDENTIALS_MESSAGE);
  }
  for (const h of hits) await refund(db, h);
  if (user.status === 'pending_activation') {
    // requirements#sign-in: the right password of a pending account opens activation, not a
    // session: a fresh activation token and code (subject to the account's send cap).
    const data: PendingActivationData = await db.transaction((tx) => startActivation(tx, deps, user, peer, now));
    return new Refusal(
      ErrCode.accountInactive,
      'This account is not activated yet. Enter the code we sent to finish.',
      data,
    );
  }
  if (user.status !== 'active') {
    return new Refusal(ErrCode.accountInactive, 'This account is not active. Activate it or contact support.');
  }

  const newSession = { userId: user.id, category: user.category, ...peer };
  if (user.totpEnabled) {
    // requirements#two-factor-sign-in: with two-factor on, the token is only a challenge for verify2FAToken.
    const challenge = await createSession(db, { ...newSession, kind: 'challenge' }, now);
    return {
      info: { isTFA: true, userTFA: true, auth_token: challenge.token, expires_in: challenge.ttlSeconds },
      user: null,
    };
  }
  const session = await createSession(db, { ...newSession, kind: 'user' }, now);
  return {
    info: { isTFA: false, userTFA: false, auth_token: session.token, expires_in: session.ttlSeconds },
    user: toUserSummary(user),
  };
}
