import { identityParams } from '../account/users.repository';
import type { Queryable } from '../db/types';
import type { DemoUser } from './demoUsers';

/**
 * The seed's own statements: its markers in sandbox_meta, the demo users, and the demo data it
 * attaches to them by login (ON CONFLICT DO NOTHING: a second start adds nothing).
 */

export async function hasMarker(q: Queryable, key: string): Promise<boolean> {
  const { rowCount } = await q.query('SELECT 1 FROM sandbox_meta WHERE key = $1', [key]);
  return rowCount > 0;
}

export async function setMarker(q: Queryable, key: string, value: string): Promise<void> {
  await q.query('INSERT INTO sandbox_meta (key, value) VALUES ($1, $2)', [key, value]);
}

/** On PostgreSQL a second process seeding the same database waits here until this transaction ends. */
export async function lockSeeding(q: Queryable, lockKey: number): Promise<void> {
  await q.query('SELECT pg_advisory_xact_lock($1)', [lockKey]);
}

export async function insertDemoUser(
  q: Queryable,
  user: DemoUser,
  secrets: { passwordHash: string; pinHash: string; totpSecretEnc: string | null },
): Promise<string | undefined> {
  const { rows } = await q.query<{ id: string }>(
    `INSERT INTO users (user_identifier, login, email, phone, category, wallet_kind, sub_type, full_name_en, full_name_ar,
                        locale, status, account_level, password_hash, totp_secret_enc, totp_enabled, pin_hash)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'active', 'FULL', $11, $12, $13, $14) RETURNING id::text AS id`,
    [
      ...identityParams(user),
      user.subType,
      user.fullNameEn,
      user.fullNameAr,
      user.locale,
      secrets.passwordHash,
      secrets.totpSecretEnc,
      user.twoFactor,
      secrets.pinHash,
    ],
  );
  return rows[0]?.id;
}

export async function linkBankOfLogin(
  q: Queryable,
  bank: { login: string; bank: string; account: string; name: string },
  now: string,
): Promise<void> {
  await q.query(
    `INSERT INTO linked_bank_accounts (user_id, bank_code, account_number, account_name, created_at)
       SELECT id, $2, $3, $4, $5 FROM users WHERE login = $1 ON CONFLICT DO NOTHING`,
    [bank.login, bank.bank, bank.account, bank.name, now],
  );
}

export async function saveFavouriteOfLogin(
  q: Queryable,
  favourite: { login: string; mobile: string; nickname: string },
  now: string,
): Promise<void> {
  await q.query(
    `INSERT INTO beneficiaries (user_id, kind, nickname, mobile, created_at)
       SELECT id, 'favourite', $2, $3, $4 FROM users WHERE login = $1 ON CONFLICT DO NOTHING`,
    [favourite.login, favourite.nickname, favourite.mobile, now],
  );
}

export async function grantPointsToLogin(q: Queryable, entry: { login: string; points: number }): Promise<void> {
  await q.query(
    `INSERT INTO loyalty_points (user_id, points) SELECT id, $2::bigint FROM users WHERE login = $1
       ON CONFLICT DO NOTHING`,
    [entry.login, entry.points],
  );
}

/**
 * A demo wallet's opening balance: one balanced entry from the issuance account, dated `createdAt`
 * (before any seeded history, so the passbook starts with it). Once per key.
 */
export async function insertOpeningEntry(
  q: Queryable,
  entry: {
    issuanceId: string;
    walletId: string;
    amountMinor: bigint;
    idempotencyKey: string;
    description: string;
    createdAt: string;
  },
): Promise<void> {
  await q.query(
    `WITH entry AS (
       INSERT INTO journal_entries (kind, description, idempotency_key, created_at)
       VALUES ('opening_balance', $1, $2, $3::timestamptz)
       ON CONFLICT (idempotency_key) DO NOTHING RETURNING id
     )
     INSERT INTO postings (entry_id, account_id, amount_minor)
     SELECT entry.id, side.account_id, side.amount_minor
       FROM entry CROSS JOIN (VALUES ($4::bigint, -$6::bigint), ($5::bigint, $6::bigint)) AS side(account_id, amount_minor)`,
    [
      entry.description,
      entry.idempotencyKey,
      entry.createdAt,
      entry.issuanceId,
      entry.walletId,
      entry.amountMinor.toString(),
    ],
  );
}
