import type { UserCategory } from '../../src/api/contract/categories';
import type { Queryable } from '../db/types';
import { isUserCategory } from '../account/users';
import { sha256Hex, timingSafeEqualText } from '../security/crypto';
import { selectClient, type ClientKind } from './clients.repository';

export type { ClientKind } from './clients.repository';

export interface ClientPrincipal {
  clientId: string;
  category: UserCategory;
}

const BASIC = /^Basic ([A-Za-z0-9+/]{4,1024}={0,2})$/;
/** Compared against when the client id is unknown, so both paths do the same work. */
const UNKNOWN_CLIENT_HASH = sha256Hex('no such client');

/**
 * Checks `Authorization: Basic base64(id:secret)` against api_clients of the given kind. Secrets
 * are random public client credentials, so one SHA-256 (not a slow hash) is the right storage.
 * Returns undefined for anything malformed, unknown or wrong.
 */
export async function authenticateClient(
  q: Queryable,
  header: string | undefined,
  kind: ClientKind,
): Promise<ClientPrincipal | undefined> {
  const match = header === undefined ? null : header.trim().match(BASIC);
  if (match?.[1] === undefined) return undefined;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 1 || colon > 128) return undefined;
  const clientId = decoded.slice(0, colon);
  const secret = decoded.slice(colon + 1);
  const row = await selectClient(q, clientId, kind);
  const matches = timingSafeEqualText(sha256Hex(secret), row?.secret_hash ?? UNKNOWN_CLIENT_HASH);
  return row !== undefined && matches && isUserCategory(row.category)
    ? { clientId, category: row.category }
    : undefined;
}
