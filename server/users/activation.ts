import { randomInt } from 'node:crypto';
import type { PendingActivationData } from '../../src/api/contract/account';
import type { UserCategory, WalletKind } from '../../src/api/contract/categories';
import type { Queryable } from '../db/types';
import type { AppServices } from '../http/services';
import { openAccount } from '../ledger/ledger';
import { loadSecurityPolicy } from '../content/securityPolicy';
import { issueOtp } from '../security/otp';
import { createSession } from '../security/sessions';
import { walletAccountCode } from '../seed';
import { DEMO_CURRENCY } from '../seed/demoUsers';

/**
 * The wallet a self-registered account gets, as the demo users of each category have. A vendor
 * is an agent-merchant (seed 000 §6). Customer-service staff are made by the operator, not by
 * sign-up, so they have no entry.
 */
export const signUpWalletKinds: Partial<Record<UserCategory, WalletKind>> = {
  consumer: 'CUSTOMER',
  agent: 'AGENT',
  superAgent: 'SUPERAGENT',
  merchant: 'MERCHANT',
  enterprise: 'ENTERPRISE',
  vendor: 'AGENT_MERCHANT',
};

export interface NewPendingUser {
  /** already normalised (normalizeLogin) */
  login: string;
  category: UserCategory;
  walletKind: WalletKind;
  fullNameEn: string;
  fullNameAr: string;
  phone: string;
  email: string;
  passwordHash: string;
}

export type CreateOutcome = { kind: 'created'; id: string; userIdentifier: string } | { kind: 'taken' | 'badLogin' };

/** seed 000 §6: user identifiers are 10 digits; a random one keeps sign-ups from being counted. */
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
    const { rows } = await tx.query<{ id: string }>(
      `INSERT INTO users (user_identifier, login, email, phone, category, wallet_kind, full_name_en, full_name_ar,
                          status, account_level, password_hash, created_at)
       SELECT $1, $2, $3, $4, $5, $6, $7, $8, 'pending_activation', 'TEMPORARY', $9, $10
        WHERE lower($2::text) = $2::text AND length($2::text) BETWEEN 1 AND 64
       ON CONFLICT DO NOTHING
       RETURNING id::text AS id`,
      [
        userIdentifier,
        user.login,
        user.email,
        user.phone,
        user.category,
        user.walletKind,
        user.fullNameEn,
        user.fullNameAr,
        user.passwordHash,
        new Date(nowMs).toISOString(),
      ],
    );
    const id = rows[0]?.id;
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
    const taken = await tx.query('SELECT 1 FROM users WHERE login = $1', [user.login]);
    if (taken.rowCount > 0) return { kind: 'taken' };
    const fits = await tx.query<{ fits: boolean }>(
      'SELECT lower($1::text) = $1::text AND length($1::text) BETWEEN 1 AND 64 AS fits',
      [user.login],
    );
    if (fits.rows[0]?.fits !== true) return { kind: 'badLogin' };
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
 * The access token of a pending account (seed 000 §4: stored by the portal as its access token)
 * and a fresh activation code. Used by registration and by a sign-in of a pending account.
 */
export async function startActivation(
  tx: Queryable,
  svc: AppServices,
  user: PendingAccount,
  client: { ip: string; userAgent: string | undefined },
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
    svc,
    { target: { kind: 'user', userId: user.id, phone: user.phone, email: user.email }, purpose: 'activation', policy },
    nowMs,
  );
  return { jwt_token: session.token, expires_in: session.ttlSeconds, otp };
}
