import { userCategories, type UserCategory } from '../../src/api/contract/categories';
import type { Queryable } from '../db/types';
import { sha256Hex } from '../security/crypto';
import type { ClientKind } from '../sessions/clients';
import { insertClient } from '../sessions/clients.repository';

export interface ClientCredential {
  clientId: string;
  secret: string;
  category: UserCategory;
  kind: ClientKind;
}

/**
 * requirements#category-credentials: each category has its own login credential and content-service
 * credential. These are public values of the portal build (public/portal-config.json holds them
 * base64'd as Basic credentials), so they are fixed rather than random.
 */
export const clientCredentials: readonly ClientCredential[] = userCategories.flatMap((category) => [
  { clientId: `portal-${category}`, secret: `sandbox-${category}-login`, category, kind: 'login' as const },
  { clientId: `cms-${category}`, secret: `sandbox-${category}-cms`, category, kind: 'cms' as const },
]);

export async function seedClients(tx: Queryable): Promise<void> {
  for (const c of clientCredentials) {
    await insertClient(tx, {
      clientId: c.clientId,
      secretHash: sha256Hex(c.secret),
      category: c.category,
      kind: c.kind,
    });
  }
}
