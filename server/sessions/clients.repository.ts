import type { Queryable } from '../db/types';

/** login: the portal's login credential; cms: its content-service credential. */
export type ClientKind = 'login' | 'cms';

export async function selectClient(
  q: Queryable,
  clientId: string,
  kind: ClientKind,
): Promise<{ secret_hash: string; category: string } | undefined> {
  const { rows } = await q.query<{ secret_hash: string; category: string }>(
    'SELECT secret_hash, category FROM api_clients WHERE client_id = $1 AND kind = $2',
    [clientId, kind],
  );
  return rows[0];
}

export async function insertClient(
  q: Queryable,
  client: { clientId: string; secretHash: string; category: string; kind: ClientKind },
): Promise<void> {
  await q.query('INSERT INTO api_clients (client_id, secret_hash, category, kind) VALUES ($1, $2, $3, $4)', [
    client.clientId,
    client.secretHash,
    client.category,
    client.kind,
  ]);
}
