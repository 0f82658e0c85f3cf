import { randomInt } from 'node:crypto';
import type * as v from 'valibot';
import { ErrCode } from '../../src/api/contract/errCodes';
import type { createTellerRequestSchema, KycState, OnboardedUser, TeamMember } from '../../src/api/contract/teams';
import { createResetLink } from '../account/resetLinks';
import type { UserRecord } from '../account/users';
import { loadSecurityPolicy } from '../content/securityPolicy';
import type { Deps } from '../deps';
import { ApiError, Refusal } from '../http/envelope';
import { send } from '../outbox/outbox';
import { randomToken } from '../security/crypto';
import { hashPassword } from '../security/password';
import {
  insertTeamLink,
  insertTellerUser,
  selectOnboarded,
  selectOwnMembership,
  selectTeam,
  selectTeamMember,
  selectUserIdByLogin,
  type TeamMemberRow,
  updateMemberLimit,
  updateMemberStatus,
} from './teams.repository';

/** Issue 16 part 9: an enterprise's or a branch's tellers, and the users a super agent onboarded. */

const notFound = () => new ApiError(404, ErrCode.notFound, 'There is no such teller in your team.');
const forbidden = () => new ApiError(403, ErrCode.notFound, 'Your account has no team to manage.');

/** Who manages tellers: the enterprise itself and its branches (a teller manages nobody). */
export function assertTeamManager(user: UserRecord): void {
  if (user.category !== 'enterprise' || user.subType === 'TELLER') throw forbidden();
}

/** "1234.5" → "123450" minor units; the contract bounds the text. */
export function toMinor(amount: string): string {
  const [whole = '0', fraction = ''] = amount.split('.');
  return (BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'))).toString();
}
const toMajor = (minor: string | null): string | null =>
  minor === null ? null : `${BigInt(minor) / 100n}.${(BigInt(minor) % 100n).toString().padStart(2, '0')}`;

const member = (row: TeamMemberRow): TeamMember => ({
  id: row.id,
  role: row.role,
  login: row.login,
  name: row.name,
  mobile: row.mobile,
  branchId: row.branchId,
  branchName: row.branchName,
  enabled: row.enabled,
  dailyLimit: toMajor(row.dailyLimitMinor),
  createdAt: row.createdAt,
});

export async function listTeam(deps: Deps, manager: UserRecord, search: string): Promise<{ members: TeamMember[] }> {
  // a teller shares its enterprise's menus: the same page shows it its own place (branch, limit), read only
  if (manager.category === 'enterprise' && manager.subType === 'TELLER') {
    const own = await selectOwnMembership(deps.db, manager.id);
    return { members: own === undefined ? [] : [member(own)] };
  }
  assertTeamManager(manager);
  return { members: (await selectTeam(deps.db, manager.id, search)).map(member) };
}

async function ownTeller(deps: Deps, manager: UserRecord, id: string): Promise<TeamMemberRow> {
  assertTeamManager(manager);
  const found = await selectTeamMember(deps.db, manager.id, id);
  if (found?.role !== 'TELLER') throw notFound();
  return found;
}

export async function createTeller(
  deps: Deps,
  manager: UserRecord,
  request: v.InferOutput<typeof createTellerRequestSchema>,
): Promise<{ member: TeamMember } | Refusal> {
  assertTeamManager(manager);
  // the branch must be one of the manager's own; a branch user's tellers work at that branch
  let parentId = manager.id;
  if (request.branchId !== null && request.branchId !== manager.id) {
    const branch = await selectTeamMember(deps.db, manager.id, request.branchId);
    if (branch?.role !== 'BRANCH') {
      throw new ApiError(400, ErrCode.validationFailed, 'Choose one of your branches.', {
        errors: [{ field: 'branchId', code: 'branch', message: 'Choose one of your branches.' }],
      });
    }
    parentId = branch.id;
  }
  if ((await selectUserIdByLogin(deps.db, request.login)) !== undefined) {
    return new Refusal(ErrCode.userExists, 'This login is taken. Choose another one.');
  }
  // the teller chooses its own password through the reset link; until then none works
  const passwordHash = await (deps.hashPassword ?? hashPassword)(randomToken());
  const now = deps.now();
  const id = await deps.db.transaction(async (tx) => {
    const userId = await insertTellerUser(
      tx,
      {
        userIdentifier: `9${randomInt(0, 1_000_000_000).toString().padStart(9, '0')}`,
        login: request.login,
        phone: request.mobile,
        name: request.name,
        passwordHash,
      },
      now,
    );
    if (userId === undefined) return undefined;
    await insertTeamLink(
      tx,
      { childId: userId, parentId, role: 'TELLER', dailyLimitMinor: toMinor(request.dailyLimit) },
      now,
    );
    return userId;
  });
  if (id === undefined) return new Refusal(ErrCode.userExists, 'This login is taken. Choose another one.');
  return { member: member(await ownTeller(deps, manager, id)) };
}

export async function setTellerEnabled(
  deps: Deps,
  manager: UserRecord,
  id: string,
  enabled: boolean,
): Promise<{ member: TeamMember }> {
  await ownTeller(deps, manager, id);
  await updateMemberStatus(deps.db, id, enabled);
  return { member: member(await ownTeller(deps, manager, id)) };
}

export async function setTellerLimit(
  deps: Deps,
  manager: UserRecord,
  id: string,
  dailyLimit: string,
): Promise<{ member: TeamMember }> {
  await ownTeller(deps, manager, id);
  await updateMemberLimit(deps.db, id, toMinor(dailyLimit));
  return { member: member(await ownTeller(deps, manager, id)) };
}

/** The teller gets a reset link by SMS in the sandbox outbox (the reset-link domain of password recovery). */
export async function resetTellerPassword(
  deps: Deps,
  manager: UserRecord,
  id: string,
  origin: string,
): Promise<{ sentTo: string; linkValidityMinutes: number }> {
  const teller = await ownTeller(deps, manager, id);
  if (!teller.enabled) {
    throw new ApiError(409, ErrCode.accountInactive, 'Enable this teller before resetting its password.');
  }
  const policy = await loadSecurityPolicy(deps.db, 'enterprise');
  const now = deps.now();
  const base = origin;
  await deps.db.transaction(async (tx) => {
    const { linkData } = await createResetLink(tx, teller.id, policy.resetLinkValidityMinutes, now);
    const link = `${base}/forgot-password/${linkData}`;
    await send(
      tx,
      {
        channel: 'sms',
        recipient: teller.mobile,
        userId: teller.id,
        purpose: 'password_reset',
        subject: 'Reset your Wallet Portal password',
        body: `Your manager reset the password of ${teller.login}. Choose a new one within ${policy.resetLinkValidityMinutes} minutes: ${link}`,
        link,
        linkData,
      },
      now,
    );
  });
  return { sentTo: `•••${teller.mobile.slice(-4)}`, linkValidityMinutes: policy.resetLinkValidityMinutes };
}

/** A super agent sees the users it onboarded; a customer-service rep sees every onboarded user. */
export async function listOnboarded(
  deps: Deps,
  user: UserRecord,
  search: string,
  kycState: KycState | null,
): Promise<{ users: OnboardedUser[] }> {
  if (user.category === 'superAgent')
    return { users: await selectOnboarded(deps.db, { byUserId: user.id }, search, kycState) };
  if (user.category === 'csr') return { users: await selectOnboarded(deps.db, { byUserId: null }, search, kycState) };
  throw new ApiError(403, ErrCode.notFound, 'Your account has no onboarding details.');
}
