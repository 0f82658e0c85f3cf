import { isoTime, type Queryable } from '../db/types';

/**
 * The business time zone's offset (Baghdad, UTC+3, no daylight saving): months are counted as
 * the user lives them. A fixed interval, so PGlite and PostgreSQL agree without a zone database.
 */
const LOCAL_OFFSET = "interval '3 hours'";

/**
 * Money in and out per local month of the user's own accounts in one currency, from the postings
 * themselves (a credit is a positive posting, a debit a negative one), from `fromMs` on. An entry
 * is dated by its transaction when it has one (the server's clock), else by the entry itself.
 * Sums are text, so bigint survives both drivers.
 */
export async function selectMonthlyFlows(
  q: Queryable,
  userId: string,
  currency: string,
  fromMs: number,
): Promise<Array<{ month: string; in_minor: string; out_minor: string }>> {
  const { rows } = await q.query<{ month: string; in_minor: string; out_minor: string }>(
    `SELECT to_char((COALESCE(t.created_at, e.created_at) AT TIME ZONE 'UTC') + ${LOCAL_OFFSET}, 'YYYY-MM') AS month,
            COALESCE(SUM(p.amount_minor) FILTER (WHERE p.amount_minor > 0), 0)::text AS in_minor,
            COALESCE(-SUM(p.amount_minor) FILTER (WHERE p.amount_minor < 0), 0)::text AS out_minor
       FROM postings p
       JOIN ledger_accounts a ON a.id = p.account_id
       JOIN journal_entries e ON e.id = p.entry_id
       LEFT JOIN transactions t ON t.entry_id = e.id
      WHERE a.user_id = $1::bigint AND a.currency = $2 AND COALESCE(t.created_at, e.created_at) >= $3::timestamptz
      GROUP BY 1
      ORDER BY 1`,
    [userId, currency, isoTime(fromMs)],
  );
  return rows;
}

/**
 * What left the user's own accounts in one currency from `fromMs` on, by the service of the
 * transaction whose entry it was (fees included: they left the wallet too); money that moved
 * outside a service is `OTHER`. Largest first.
 */
export async function selectSpendByService(
  q: Queryable,
  userId: string,
  currency: string,
  fromMs: number,
): Promise<Array<{ service_code: string; out_minor: string }>> {
  const { rows } = await q.query<{ service_code: string; out_minor: string }>(
    `SELECT COALESCE(t.service_code, 'OTHER') AS service_code, (-SUM(p.amount_minor))::text AS out_minor
       FROM postings p
       JOIN ledger_accounts a ON a.id = p.account_id
       JOIN journal_entries e ON e.id = p.entry_id
       LEFT JOIN transactions t ON t.entry_id = e.id
      WHERE a.user_id = $1::bigint AND a.currency = $2 AND COALESCE(t.created_at, e.created_at) >= $3::timestamptz
        AND p.amount_minor < 0
      GROUP BY 1
      ORDER BY SUM(p.amount_minor) ASC, 1`,
    [userId, currency, isoTime(fromMs)],
  );
  return rows;
}
