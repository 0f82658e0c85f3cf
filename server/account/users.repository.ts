import type { UserCategory, WalletKind } from '../../src/api/contract/categories';
import { isoTime, type Queryable, type SqlParam } from '../db/types';
import type { UserSummary } from '../../src/api/contract/schemas';

export type UserStatus = 'active' | 'pending_activation' | 'locked';
export type AccountLevel = UserSummary['accountLevel'];

export interface UserRow {
  id: string;
  user_identifier: string;
  login: string;
  category: string;
  wallet_kind: string;
  sub_type: string | null;
  full_name_en: string;
  full_name_ar: string;
  phone: string | null;
  email: string | null;
  locale: string | null;
  status: UserStatus;
  password_hash: string;
  totp_secret_enc: string | null;
  totp_enabled: boolean;
  account_level: AccountLevel;
}

const USER_FIELDS = [
  'user_identifier',
  'login',
  'category',
  'wallet_kind',
  'sub_type',
  'full_name_en',
  'full_name_ar',
  'phone',
  'email',
  'locale',
  'status',
  'password_hash',
  'totp_secret_enc',
  'totp_enabled',
  'account_level',
] as const;
const COLUMNS = `id::text AS id, ${USER_FIELDS.join(', ')}`;

/** issue 19: a user's columns in a join, from the table aliased `alias`, each named `u_<column>`. */
export function joinedUserColumns(alias: string): string {
  return [`${alias}.id::text AS u_id`, ...USER_FIELDS.map((field) => `${alias}.${field} AS u_${field}`)].join(', ');
}

/** The UserRow in a row selected with joinedUserColumns; undefined when the join found none. */
export function joinedUserRow(row: Record<string, unknown>): UserRow | undefined {
  if (row.u_id === null || row.u_id === undefined) return undefined;
  const user: Record<string, unknown> = { id: row.u_id };
  for (const field of USER_FIELDS) user[field] = row[`u_${field}`];
  return user as unknown as UserRow;
}

/** `login` already normalised (normalizeLogin). */
export async function selectUserByLogin(q: Queryable, login: string): Promise<UserRow | undefined> {
  const { rows } = await q.query<UserRow>(`SELECT ${COLUMNS} FROM users WHERE login = $1`, [login]);
  return rows[0];
}

export async function selectUserById(q: Queryable, id: string): Promise<UserRow | undefined> {
  const { rows } = await q.query<UserRow>(`SELECT ${COLUMNS} FROM users WHERE id = $1::bigint`, [id]);
  return rows[0];
}

/** Who an account is: the first columns of every insert into users. */
export interface UserIdentity {
  userIdentifier: string;
  login: string;
  email: string | null;
  phone: string | null;
  category: UserCategory;
  walletKind: WalletKind;
}

/** user_identifier, login, email, phone, category, wallet_kind: $1–$6 of an insert into users. */
export function identityParams(user: UserIdentity): SqlParam[] {
  return [user.userIdentifier, user.login, user.email, user.phone, user.category, user.walletKind];
}

export interface NewUserRow extends UserIdentity {
  email: string;
  phone: string;
  fullNameEn: string;
  fullNameAr: string;
  passwordHash: string;
}

/**
 * Inserts an account waiting for activation, TEMPORARY; undefined (nothing inserted) when the
 * login or the identifier is taken, or the login is not one lower() keeps as is.
 */
export async function insertPendingUser(q: Queryable, user: NewUserRow, nowMs: number): Promise<string | undefined> {
  const { rows } = await q.query<{ id: string }>(
    `INSERT INTO users (user_identifier, login, email, phone, category, wallet_kind, full_name_en, full_name_ar,
                        status, account_level, password_hash, created_at)
     SELECT $1, $2, $3, $4, $5, $6, $7, $8, 'pending_activation', 'TEMPORARY', $9, $10
      WHERE lower($2::text) = $2::text AND length($2::text) BETWEEN 1 AND 64
     ON CONFLICT DO NOTHING
     RETURNING id::text AS id`,
    [...identityParams(user), user.fullNameEn, user.fullNameAr, user.passwordHash, new Date(nowMs).toISOString()],
  );
  return rows[0]?.id;
}

export async function isLoginTaken(q: Queryable, login: string): Promise<boolean> {
  const taken = await q.query('SELECT 1 FROM users WHERE login = $1', [login]);
  return taken.rowCount > 0;
}

/** Whether the users table's CHECK would keep `login` (lower-case as the database sees it, 1–64 characters). */
export async function loginFitsColumn(q: Queryable, login: string): Promise<boolean> {
  const fits = await q.query<{ fits: boolean }>(
    'SELECT lower($1::text) = $1::text AND length($1::text) BETWEEN 1 AND 64 AS fits',
    [login],
  );
  return fits.rows[0]?.fits === true;
}

/** Returns whether this call activated it (false: not pending). */
export async function activatePendingUser(q: Queryable, userId: string | null, nowMs: number): Promise<boolean> {
  const activated = await q.query(
    `UPDATE users SET status = 'active', activated_at = $2
      WHERE id = $1::bigint AND status = 'pending_activation'`,
    [userId, new Date(nowMs).toISOString()],
  );
  return activated.rowCount === 1;
}

export async function updatePasswordHash(q: Queryable, userId: string, hash: string, nowMs: number): Promise<void> {
  await q.query('UPDATE users SET password_hash = $2, password_changed_at = $3 WHERE id = $1::bigint', [
    userId,
    hash,
    isoTime(nowMs),
  ]);
}

export async function selectPinHash(q: Queryable, userId: string): Promise<string | null | undefined> {
  const { rows } = await q.query<{ pin_hash: string | null }>('SELECT pin_hash FROM users WHERE id = $1::bigint', [
    userId,
  ]);
  return rows[0]?.pin_hash;
}

export async function updatePinHash(q: Queryable, userId: string, pinHash: string): Promise<void> {
  await q.query('UPDATE users SET pin_hash = $2 WHERE id = $1::bigint', [userId, pinHash]);
}

export async function updateLocale(q: Queryable, userId: string, locale: string): Promise<void> {
  await q.query('UPDATE users SET locale = $1 WHERE id = $2::bigint', [locale, userId]);
}

/** The active user of a phone number (the oldest account when several share it), whole, in one query. */
export async function selectActiveUserByPhone(q: Queryable, phone: string): Promise<UserRow | undefined> {
  const { rows } = await q.query<UserRow>(
    `SELECT ${COLUMNS} FROM users WHERE phone = $1 AND status = 'active' ORDER BY id LIMIT 1`,
    [phone],
  );
  return rows[0];
}

export async function selectUserIdByIdentifier(q: Queryable, identifier: string): Promise<string | undefined> {
  const { rows } = await q.query<{ id: string }>('SELECT id::text AS id FROM users WHERE user_identifier = $1', [
    identifier,
  ]);
  return rows[0]?.id;
}
