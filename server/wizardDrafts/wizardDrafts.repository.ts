import type { DraftValue, SavedWizardDraft } from '../../src/api/contract/wizardDrafts';
import { isoTime, toDate, type Queryable } from '../db/types';

/** requirements#wizard-drafts: every statement scoped to one user's drafts, expired ones never answered. */

interface Row {
  id: string;
  page_id: string;
  step_index: number;
  history: unknown;
  draft_values: unknown;
  saved_at: unknown;
  expires_at: unknown;
}

const COLUMNS = 'id, page_id, step_index, history, draft_values, saved_at, expires_at';
/** both drivers hand jsonb back parsed; a string is parsed here in case one ever does not */
const json = (value: unknown): unknown => (typeof value === 'string' ? JSON.parse(value) : value);
const record = (row: Row): SavedWizardDraft => ({
  id: row.id,
  pageId: row.page_id,
  stepIndex: row.step_index,
  history: json(row.history) as number[],
  values: json(row.draft_values) as Record<string, DraftValue>,
  savedAt: toDate(row.saved_at).toISOString(),
  expiresAt: toDate(row.expires_at).toISOString(),
});

/** The user's live draft of one service, if any. */
export async function selectLiveDraft(
  q: Queryable,
  userId: string,
  pageId: string,
  nowMs: number,
): Promise<SavedWizardDraft | undefined> {
  const { rows } = await q.query<Row>(
    `SELECT ${COLUMNS} FROM wizard_drafts
      WHERE user_id = $1::bigint AND page_id = $2 AND expires_at > $3::timestamptz`,
    [userId, pageId, isoTime(nowMs)],
  );
  const row = rows[0];
  return row === undefined ? undefined : record(row);
}

/** One draft per user and service: a new save replaces the values and the expiry, keeping the id. */
export async function upsertDraft(
  q: Queryable,
  userId: string,
  draft: { id: string; pageId: string; stepIndex: number; history: number[]; values: Record<string, DraftValue> },
  nowMs: number,
  expiresMs: number,
): Promise<SavedWizardDraft> {
  const { rows } = await q.query<Row>(
    `INSERT INTO wizard_drafts (id, user_id, page_id, step_index, history, draft_values, saved_at, expires_at)
     VALUES ($1, $2::bigint, $3, $4, $5::jsonb, $6::jsonb, $7::timestamptz, $8::timestamptz)
     ON CONFLICT (user_id, page_id) DO UPDATE SET
       -- an expired draft replaced is a new one: a new id, so its old id stays not-found
       id = CASE WHEN wizard_drafts.expires_at > EXCLUDED.saved_at THEN wizard_drafts.id ELSE EXCLUDED.id END,
       step_index = EXCLUDED.step_index, history = EXCLUDED.history, draft_values = EXCLUDED.draft_values,
       saved_at = EXCLUDED.saved_at, expires_at = EXCLUDED.expires_at
     RETURNING ${COLUMNS}`,
    [
      draft.id,
      userId,
      draft.pageId,
      draft.stepIndex,
      JSON.stringify(draft.history),
      JSON.stringify(draft.values),
      isoTime(nowMs),
      isoTime(expiresMs),
    ],
  );
  return record(rows[0] as Row);
}

/** Deletes one of the user's live drafts; false when it is not theirs, unknown or expired. */
export async function deleteDraft(q: Queryable, userId: string, id: string, nowMs: number): Promise<boolean> {
  const { rowCount } = await q.query(
    'DELETE FROM wizard_drafts WHERE user_id = $1::bigint AND id = $2 AND expires_at > $3::timestamptz',
    [userId, id, isoTime(nowMs)],
  );
  return rowCount > 0;
}

/** Every user's expired drafts go (they are never answered); answers how many. */
export async function purgeExpiredDrafts(q: Queryable, nowMs: number): Promise<number> {
  const { rowCount } = await q.query('DELETE FROM wizard_drafts WHERE expires_at <= $1::timestamptz', [isoTime(nowMs)]);
  return rowCount;
}

/** The user's draft of one service goes (its payment was made); answers whether there was one. */
export async function deleteServiceDraft(q: Queryable, userId: string, pageId: string): Promise<boolean> {
  const { rowCount } = await q.query('DELETE FROM wizard_drafts WHERE user_id = $1::bigint AND page_id = $2', [
    userId,
    pageId,
  ]);
  return rowCount > 0;
}
