import type { OtpDelivery, RegistrationData } from '../../src/api/contract/account';
import { ErrCode } from '../../src/api/contract/errCodes';
import type { UserSummary } from '../../src/api/contract/schemas';
import type { Deps } from '../deps';
import { Refusal, validationError } from '../http/envelope';
import { hashPassword } from '../security/password';
import { reserve } from '../security/rateLimit';
import type { Peer } from '../sessions/sessions';
import { createPendingUser, startActivation, type NewPendingUser } from './activation';
import { countRecoveryRequest } from './credentials';
import { refusalOf, resendOtp, verifyOtp } from './otp';
import { findUserById, findUserByLogin, normalizeLogin, toUserSummary } from './users';
import { activatePendingUser } from './users.repository';

const USER_EXISTS_MESSAGE = 'This login is already taken. Choose another one.';

/** Thrown inside the activation transaction to roll back the code's use. */
class NotPending extends Error {}

/** Tells whether a login is taken, so it is rate-limited per IP: it would otherwise list accounts. */
export async function isLoginInUse(deps: Deps, ip: string, userName: string): Promise<boolean> {
  await reserve(
    deps.db,
    { key: `userexist:ip:${ip}`, max: deps.limits.userExistChecksPerIpPerMinute, windowSeconds: 60 },
    deps.now(),
  );
  return (await findUserByLogin(deps.db, userName)) !== undefined;
}

/** A sign-up as the user typed it: the login not yet normalised, the password not yet hashed. */
export type Registration = Omit<NewPendingUser, 'login' | 'passwordHash'> & { userName: string; password: string };

/**
 * requirements#sign-up: a pending account, its activation token and the first code. The input is
 * already valid (the route checked the fields and the password policy).
 */
export async function register(deps: Deps, input: Registration, peer: Peer): Promise<RegistrationData | Refusal> {
  const { db } = deps;
  const now = deps.now();
  await countRecoveryRequest(deps, peer.ip, now);
  const login = normalizeLogin(input.userName);
  // Checked before the (costly) hash; the insert below catches a login taken meanwhile.
  if ((await findUserByLogin(db, login)) !== undefined) return new Refusal(ErrCode.userExists, USER_EXISTS_MESSAGE);
  const passwordHash = await (deps.hashPassword ?? hashPassword)(input.password);
  const outcome = await db.transaction(async (tx) => {
    const created = await createPendingUser(
      tx,
      {
        login,
        category: input.category,
        walletKind: input.walletKind,
        fullNameEn: input.fullNameEn,
        fullNameAr: input.fullNameAr,
        phone: input.phone,
        email: input.email,
        passwordHash,
      },
      now,
    );
    if (created.kind !== 'created') return created;
    const account = { id: created.id, category: input.category, phone: input.phone, email: input.email };
    const pending = await startActivation(tx, deps, account, peer, now);
    return { kind: 'created' as const, data: { ...pending, userIdentifier: created.userIdentifier } };
  });
  if (outcome.kind === 'taken') return new Refusal(ErrCode.userExists, USER_EXISTS_MESSAGE);
  if (outcome.kind !== 'created') {
    throw validationError([{ field: 'userName', code: 'login', message: 'This login cannot be used.' }]);
  }
  return outcome.data;
}

/**
 * The code sent at registration proves the phone: the pending account (named by the access
 * token registration handed out) becomes active.
 */
export async function activate(
  deps: Deps,
  pendingUserId: string | null,
  code: { requestId: string; otp: string },
): Promise<{ activated: true; user: UserSummary } | Refusal> {
  const now = deps.now();
  const verdict = await deps.db
    .transaction(async (tx) => {
      const checked = await verifyOtp(
        tx,
        deps,
        { requestId: code.requestId, code: code.otp, purpose: 'activation', owner: pendingUserId },
        now,
      );
      if (!checked.ok) return checked;
      if (!(await activatePendingUser(tx, checked.userId, now))) throw new NotPending();
      return checked;
    })
    .catch((error: unknown) => {
      if (error instanceof NotPending) return 'notPending' as const;
      throw error;
    });
  if (verdict === 'notPending' || (verdict.ok && verdict.userId === null)) {
    return new Refusal(ErrCode.accountInactive, 'This account cannot be activated. Contact support.');
  }
  if (!verdict.ok) return refusalOf(verdict);
  const user = verdict.userId === null ? undefined : await findUserById(deps.db, verdict.userId);
  if (user === undefined) throw new Error('activated user vanished');
  return { activated: true, user: toUserSummary(user) };
}

/** adapter/v1/resendSMS (requirements#activation): activation and PIN-reset codes alike. */
export async function resendCode(
  deps: Deps,
  access: { pendingUserId: string | null; category: string },
  requestId: string,
): Promise<OtpDelivery | Refusal> {
  const now = deps.now();
  const result = await deps.db.transaction((tx) =>
    resendOtp(tx, deps, { requestId, pendingUserId: access.pendingUserId, category: access.category }, now),
  );
  return 'ok' in result ? refusalOf(result) : result;
}
