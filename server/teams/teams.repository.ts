import type { KycState, TeamRole } from '../../src/api/contract/teams';
import { isoTime, toDate, type Queryable } from '../db/types';

/** The team tables' statements: every read and write is scoped to the signed-in manager (issue 16 part 9). */

export interface TeamMemberRow {
  id: string;
  role: TeamRole;
  login: string;
  name: string;
  mobile: string;
  branchId: string | null;
  branchName: string | null;
  enabled: boolean;
  dailyLimitMinor: string | null;
  createdAt: string;
}

interface Row {
  id: string;
  role: TeamRole;
  login: string;
  full_name_en: string;
  phone: string | null;
  branch_id: string | null;
  branch_name: string | null;
  status: string;
  daily_limit_minor: string | null;
  created_at: unknown;
}

const record = (row: Row): TeamMemberRow => ({
  id: row.id,
  role: row.role,
  login: row.login,
  name: row.full_name_en,
  mobile: row.phone ?? '',
  branchId: row.branch_id,
  branchName: row.branch_name,
  enabled: row.status === 'active',
  dailyLimitMinor: row.daily_limit_minor,
  createdAt: toDate(row.created_at).toISOString(),
});

/**
 * The members a manager sees: its direct children, and its branches' tellers (an enterprise sees
 * the whole tree of two levels; a branch, having no branches, only its own tellers).
 */
const MEMBERS = `
  SELECT u.id::text AS id, m.role, u.login, u.full_name_en, u.phone,
         CASE WHEN p.role = 'BRANCH' THEN p.child_user_id::text END AS branch_id,
         CASE WHEN p.role = 'BRANCH' THEN pu.full_name_en END AS branch_name,
         u.status, m.daily_limit_minor::text AS daily_limit_minor, m.created_at
    FROM team_members m
    JOIN users u ON u.id = m.child_user_id
    LEFT JOIN team_members p ON p.child_user_id = m.parent_user_id
    LEFT JOIN users pu ON pu.id = p.child_user_id`;
const VISIBLE = `${MEMBERS}
   WHERE m.parent_user_id = $1::bigint
      OR (p.role = 'BRANCH' AND p.parent_user_id = $1::bigint)`;

/** A member's own place in its team (a teller's branch and limit), as its manager sees it. */
export async function selectOwnMembership(q: Queryable, userId: string): Promise<TeamMemberRow | undefined> {
  const { rows } = await q.query<Row>(`${MEMBERS} WHERE m.child_user_id = $1::bigint`, [userId]);
  const row = rows[0];
  return row === undefined ? undefined : record(row);
}

export async function selectTeam(q: Queryable, managerId: string, search: string): Promise<TeamMemberRow[]> {
  const { rows } = await q.query<Row>(
    `SELECT * FROM (${VISIBLE}) t
      WHERE $2::text = '' OR position(lower($2::text) IN lower(full_name_en || ' ' || login || ' ' || coalesce(phone, ''))) > 0
      ORDER BY role, lower(full_name_en), id`,
    [managerId, search],
  );
  return rows.map(record);
}

/** One member the manager sees; another manager's is not found. */
export async function selectTeamMember(
  q: Queryable,
  managerId: string,
  id: string,
): Promise<TeamMemberRow | undefined> {
  const { rows } = await q.query<Row>(`SELECT * FROM (${VISIBLE}) t WHERE id = $2`, [managerId, id]);
  const row = rows[0];
  return row === undefined ? undefined : record(row);
}

export async function insertTeamLink(
  q: Queryable,
  link: { childId: string; parentId: string; role: TeamRole; dailyLimitMinor: string | null },
  nowMs: number,
): Promise<void> {
  await q.query(
    `INSERT INTO team_members (child_user_id, parent_user_id, role, daily_limit_minor, created_at)
     VALUES ($1::bigint, $2::bigint, $3, $4::bigint, $5) ON CONFLICT (child_user_id) DO NOTHING`,
    [link.childId, link.parentId, link.role, link.dailyLimitMinor, isoTime(nowMs)],
  );
}

export async function insertTellerUser(
  q: Queryable,
  user: { userIdentifier: string; login: string; phone: string; name: string; passwordHash: string },
  nowMs: number,
): Promise<string | undefined> {
  const { rows } = await q.query<{ id: string }>(
    `INSERT INTO users (user_identifier, login, email, phone, category, wallet_kind, sub_type, full_name_en, full_name_ar,
                        status, password_hash, created_at)
     VALUES ($1, $2, NULL, $3, 'enterprise', 'ENTERPRISE', 'TELLER', $4, $4, 'active', $5, $6)
     ON CONFLICT DO NOTHING RETURNING id::text AS id`,
    [user.userIdentifier, user.login, user.phone, user.name, user.passwordHash, isoTime(nowMs)],
  );
  return rows[0]?.id;
}

/** A disabled teller is a locked account: sign-in and its open sessions refuse it. */
export async function updateMemberStatus(q: Queryable, id: string, enabled: boolean): Promise<void> {
  await q.query(`UPDATE users SET status = $2 WHERE id = $1::bigint AND status IN ('active', 'locked')`, [
    id,
    enabled ? 'active' : 'locked',
  ]);
}

export async function updateMemberLimit(q: Queryable, id: string, dailyLimitMinor: string): Promise<void> {
  await q.query('UPDATE team_members SET daily_limit_minor = $2::bigint WHERE child_user_id = $1::bigint', [
    id,
    dailyLimitMinor,
  ]);
}

export async function selectUserIdByLogin(q: Queryable, login: string): Promise<string | undefined> {
  const { rows } = await q.query<{ id: string }>('SELECT id::text AS id FROM users WHERE login = $1', [login]);
  return rows[0]?.id;
}

export interface OnboardedRow {
  id: string;
  login: string;
  name: string;
  mobile: string;
  category: string;
  status: string;
  kycState: KycState;
  onboardedBy: string;
  onboardedAt: string;
}

/**
 * The users onboarded by the manager (a super agent), or — for a customer-service rep, whose desk
 * serves every super agent — all onboarded users.
 */
export async function selectOnboarded(
  q: Queryable,
  scope: { byUserId: string | null },
  search: string,
  kycState: KycState | null,
): Promise<OnboardedRow[]> {
  const { rows } = await q.query<{
    id: string;
    login: string;
    full_name_en: string;
    phone: string | null;
    category: string;
    status: string;
    kyc_state: KycState;
    by_login: string;
    onboarded_at: unknown;
  }>(
    `SELECT u.id::text AS id, u.login, u.full_name_en, u.phone, u.category, u.status, o.kyc_state,
            b.login AS by_login, o.onboarded_at
       FROM onboarded_users o JOIN users u ON u.id = o.user_id JOIN users b ON b.id = o.onboarded_by
      WHERE ($1::bigint IS NULL OR o.onboarded_by = $1::bigint)
        AND ($3::text IS NULL OR o.kyc_state = $3::text)
        AND ($2::text = '' OR position(lower($2::text) IN lower(u.full_name_en || ' ' || u.login || ' ' || coalesce(u.phone, ''))) > 0)
      ORDER BY o.onboarded_at DESC, u.id`,
    [scope.byUserId, search, kycState],
  );
  return rows.map((r) => ({
    id: r.id,
    login: r.login,
    name: r.full_name_en,
    mobile: r.phone ?? '',
    category: r.category,
    status: r.status,
    kycState: r.kyc_state,
    onboardedBy: r.by_login,
    onboardedAt: toDate(r.onboarded_at).toISOString(),
  }));
}

export async function insertOnboarded(
  q: Queryable,
  row: { userId: string; byUserId: string; kycState: KycState },
  nowMs: number,
): Promise<void> {
  await q.query(
    `INSERT INTO onboarded_users (user_id, onboarded_by, kyc_state, onboarded_at)
     VALUES ($1::bigint, $2::bigint, $3, $4) ON CONFLICT (user_id) DO NOTHING`,
    [row.userId, row.byUserId, row.kycState, isoTime(nowMs)],
  );
}

/**
 * A teller's own daily limit and what it paid out today (every service), for the payments domain;
 * undefined for anyone who is not a teller with a limit.
 */
export async function selectTellerAllowance(
  q: Queryable,
  userId: string,
  sinceMs: number,
): Promise<{ limitMinor: bigint; usedMinor: bigint } | undefined> {
  const { rows } = await q.query<{ limit_minor: string; used_minor: string }>(
    `SELECT m.daily_limit_minor::text AS limit_minor,
            (SELECT COALESCE(SUM(p.amount_minor), 0)
               FROM transaction_parties p JOIN transactions t ON t.id = p.transaction_id
              WHERE p.user_id = m.child_user_id AND p.direction = 'debit' AND t.status IN (0, 1)
                AND t.created_at >= $2::timestamptz)::text AS used_minor
       FROM team_members m
      WHERE m.child_user_id = $1::bigint AND m.role = 'TELLER' AND m.daily_limit_minor IS NOT NULL`,
    [userId, isoTime(sinceMs)],
  );
  const row = rows[0];
  return row === undefined ? undefined : { limitMinor: BigInt(row.limit_minor), usedMinor: BigInt(row.used_minor) };
}
