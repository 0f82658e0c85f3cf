import type { UserCategory } from '../../src/api/contract/categories';
import type { AppLoginData } from '../../src/api/contract/schemas';
import type { Deps } from '../deps';
import { reserve } from '../security/rateLimit';
import { createSession, type Peer } from './sessions';

/**
 * Counted per IP before anything else, so guessing credentials or minting tokens in bulk is
 * bounded: over the limit, 429.
 */
export async function countAppLogin(deps: Deps, ip: string): Promise<void> {
  await reserve(
    deps.db,
    { key: `applogin:ip:${ip}`, max: deps.limits.appLoginsPerIp, windowSeconds: deps.limits.appLoginWindowSeconds },
    deps.now(),
  );
}

/**
 * requirements#access-token: grant type client_credentials, a front access token (a device token,
 * not a user session).
 */
export async function issueAccessToken(deps: Deps, category: UserCategory, peer: Peer): Promise<AppLoginData> {
  const { token, ttlSeconds } = await createSession(
    deps.db,
    { kind: 'access', userId: null, category, ...peer },
    deps.now(),
  );
  return { access_token: token, token_type: 'Bearer', expires_in: ttlSeconds };
}
