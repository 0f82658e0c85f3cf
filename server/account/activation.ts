import { randomInt } from 'node:crypto';
import type { PendingActivationData } from '../../src/api/contract/account';
import type { UserCategory, WalletKind } from '../../src/api/contract/categories';
import { loadSecurityPolicy } from '../content/securityPolicy';
import type { Queryable } from '../db/types';
import type { Deps } from '../deps';
import { openAccount } from '../ledger/ledger';
import { walletAccountCode } from '../seed';
import { DEMO_CURRENCY } from '../seed/demoUsers';
import { createSession, type Peer } from '../sessions/sessions';
import { issueOtp } from './otp';
import { insertPendingUser, isLoginTaken, loginFitsColumn, type NewUserRow } from './users.repository';

/**
 * The wallet a self-registered account gets, as the demo users of each category have. A vendor is
 * an agent-merchant (requirements#categories). Customer-service staff are made by the operator, not
 * by sign-up, so they have no entry.
 */
export const signUpWalletKinds: Partial<Record<UserCategory, WalletKind>> = {
  consumer: 'CUSTOMER',
  agent: 'AGENT',
  superAgent: 'SUPERAGENT',
  merchant: 'MERCHANT',
  enterprise: 'ENTERPRISE',
  vendor: 'AGENT_MERCHANT',
};

/** `login` already normalised (normalizeLogin); the identifier is drawn here. */
export type NewPendingUser = Omit<NewUserRow, 'userIdentifier'>;

export type CreateOutcome = { kind: 'created'; id: string; userIdentifier: string } | { kind: 'taken' | 'badLogin' };

/** User identifiers are 10 digits; a random one keeps sign-ups from being counted. */
function newUserIdentifier(): string {
  return String(randomInt(1_000_000_000, 10_000_000_000));
}

/**
 * Inserts an account waiting for activation, with an empty wallet so its dashboard shows a 0
 * balance. It is TEMPORARY: activation proves the phone, not the holder's identity. A login taken concurrently is reported, not thrown: ON CONFLICT waits for the other
 * transaction and then skips. A login the database's lower() would not keep as is (a rare
 * Unicode case mapping) is refused rather than tripping the table's CHECK.
 */
export async function createPendingUser(tx: Queryable, user: NewPendingUser, nowMs: number): Promise<CreateOutcome> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const userIdentifier = newUserIdentifier();
    const id = await insertPendingUser(tx, { ...user, userIdentifier }, nowMs);
    if (id !== undefined) {
      if (user.walletKind !== '') {
        await openAccount(tx, {
          userId: id,
          code: walletAccountCode(userIdentifier),
          pouchType: 'EMONEY',
          currency: DEMO_CURRENCY,
        });
      }
      return { kind: 'created', id, userIdentifier };
    }
    if (await isLoginTaken(tx, user.login)) return { kind: 'taken' };
    if (!(await loginFitsColumn(tx, user.login))) return { kind: 'badLogin' };
    // Otherwise the random identifier collided with an existing one: draw again.
  }
  throw new Error('no free user identifier after 5 draws');
}

export interface PendingAccount {
  id: string;
  category: UserCategory;
  phone: string | null;
  email: string | null;
}

/**
 * The access token of a pending account (requirements#sign-up: the portal keeps it as its access
 * token) and a fresh activation code. Used by registration and by a sign-in of a pending account.
 */
export async function startActivation(
  tx: Queryable,
  deps: Deps,
  user: PendingAccount,
  client: Peer,
  nowMs: number,
): Promise<PendingActivationData> {
  const session = await createSession(
    tx,
    { kind: 'activation', userId: user.id, category: user.category, ...client },
    nowMs,
  );
  const policy = await loadSecurityPolicy(tx, user.category);
  const otp = await issueOtp(
    tx,
    deps,
    { target: { kind: 'user', userId: user.id, phone: user.phone, email: user.email }, purpose: 'activation', policy },
    nowMs,
  );
  return { jwt_token: session.token, expires_in: session.ttlSeconds, otp };
}
