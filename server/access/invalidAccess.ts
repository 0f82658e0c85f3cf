import { categoryCodes } from '../../src/api/contract/categories';
import type { InvalidAccessRequest } from '../../src/api/contract/invalidAccess';
import type { Deps } from '../deps';
import type { UserRecord } from '../account/users';
import { insertInvalidAccess, selectInvalidAccesses, type InvalidAccessRow } from './invalidAccess.repository';

export type { InvalidAccessRow } from './invalidAccess.repository';

/** requirements#invalid-access: who (the session's account and category), what and why, when (the server's clock). */
export function recordInvalidAccess(deps: Deps, user: UserRecord, access: InvalidAccessRequest): Promise<boolean> {
  const entry = { userId: user.id, category: categoryCodes[user.category], ...access };
  return insertInvalidAccess(deps.db, entry, deps.now());
}

/** The newest denied accesses, for the sandbox's testers. */
export function latestInvalidAccesses(deps: Deps, limit = 50): Promise<InvalidAccessRow[]> {
  return selectInvalidAccesses(deps.db, limit);
}
