import type { KycState } from '../../src/api/contract/teams';
import type { Queryable } from '../db/types';
import { insertOnboarded, insertTeamLink, selectUserIdByLogin } from './teams.repository';

/**
 * The demo team (issue 16 part 9): `branch` is a branch of `enterprise`, `teller` works at `branch`
 * with a daily limit of 500,000.00 IQD; `superagent` onboarded five demo users (the customer-service
 * rep sees them too). Idempotent: a database seeded before migration 012 gets them on the next start.
 */
export async function seedTeams(q: Queryable, nowMs: number): Promise<void> {
  const id = (login: string) => selectUserIdByLogin(q, login);
  const [enterprise, branch, teller, superagent] = await Promise.all(
    ['enterprise', 'branch', 'teller', 'superagent'].map(id),
  );
  if (enterprise !== undefined && branch !== undefined) {
    await insertTeamLink(q, { childId: branch, parentId: enterprise, role: 'BRANCH', dailyLimitMinor: null }, nowMs);
  }
  if (branch !== undefined && teller !== undefined) {
    await insertTeamLink(q, { childId: teller, parentId: branch, role: 'TELLER', dailyLimitMinor: '50000000' }, nowMs);
  }
  if (superagent === undefined) return;
  const onboarded: [string, KycState, number][] = [
    ['consumer', 'VERIFIED', 40],
    ['consumer2fa', 'PENDING', 12],
    ['agent', 'VERIFIED', 90],
    ['merchant', 'REJECTED', 5],
    ['vendor', 'PENDING', 1],
  ];
  for (const [login, kycState, daysAgo] of onboarded) {
    const userId = await id(login);
    if (userId !== undefined) {
      await insertOnboarded(q, { userId, byUserId: superagent, kycState }, nowMs - daysAgo * 86_400_000);
    }
  }
}
