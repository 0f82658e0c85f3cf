import type {
  OnboardingApplication,
  OnboardingDocumentKind,
  OnboardingStatus,
} from '../../src/api/contract/onboarding';
import { isoTime, toDate, type Queryable } from '../db/types';

/** Self-onboarding applications and their documents (issue 17 part 5). */

export interface NewApplicationRow {
  reference: string;
  fullName: string;
  mobile: string;
  email: string;
  dateOfBirth: string;
  idType: string;
  idNumber: string;
  city: string;
  address: string;
  /** the agent who made it on the customer's behalf, and the template chosen (agent-assisted only) */
  onboardedBy?: string | null;
  templateId?: number | null;
}

export interface DocumentRow {
  kind: OnboardingDocumentKind;
  mimeType: string;
  sha256: string;
  bytes: Buffer;
}

interface Row {
  id: string;
  reference: string;
  full_name: string;
  mobile: string;
  email: string;
  date_of_birth: string;
  id_type: OnboardingApplication['idType'];
  id_number: string;
  city: string;
  address: string;
  status: OnboardingStatus;
  reason: string | null;
  created_at: unknown;
  decided_at: unknown;
  documents: string | null;
  resubmit_documents: string;
  onboarded_by: string | null;
}

const SELECT = `
  SELECT a.id::text AS id, a.reference, a.full_name, a.mobile, a.email,
         to_char(a.date_of_birth, 'YYYY-MM-DD') AS date_of_birth, a.id_type, a.id_number, a.city, a.address,
         a.status, a.reason, a.created_at, a.decided_at, a.resubmit_documents,
         (SELECT string_agg(d.kind, ',' ORDER BY d.kind) FROM onboarding_documents d WHERE d.application_id = a.id) AS documents,
         (SELECT u.login FROM users u WHERE u.id = a.onboarded_by) AS onboarded_by
    FROM onboarding_applications a`;

const order: readonly OnboardingDocumentKind[] = ['idFront', 'idBack', 'selfie'];
const record = (row: Row): OnboardingApplication => ({
  id: row.id,
  reference: row.reference,
  fullName: row.full_name,
  mobile: row.mobile,
  email: row.email,
  dateOfBirth: row.date_of_birth,
  idType: row.id_type,
  idNumber: row.id_number,
  city: row.city,
  address: row.address,
  status: row.status,
  reason: row.reason,
  submittedAt: toDate(row.created_at).toISOString(),
  decidedAt: row.decided_at === null ? null : toDate(row.decided_at).toISOString(),
  documents: order.filter((kind) => (row.documents ?? '').split(',').includes(kind)),
  resubmit: order.filter((kind) => row.resubmit_documents.split(',').includes(kind)),
  onboardedBy: row.onboarded_by,
});

/** Returns the new id, or undefined when an open application for this mobile already exists. */
export async function insertApplication(
  q: Queryable,
  application: NewApplicationRow,
  nowMs: number,
): Promise<string | undefined> {
  const { rows } = await q.query<{ id: string }>(
    `INSERT INTO onboarding_applications (reference, full_name, mobile, email, date_of_birth, id_type, id_number, city,
                                          address, terms_accepted_at, status, created_at, onboarded_by, template_id)
     VALUES ($1, $2, $3, $4, $5::date, $6, $7, $8, $9, $10, 'PENDING', $10, $11::bigint, $12::integer)
     ON CONFLICT DO NOTHING RETURNING id::text AS id`,
    [
      application.reference,
      application.fullName,
      application.mobile,
      application.email,
      application.dateOfBirth,
      application.idType,
      application.idNumber,
      application.city,
      application.address,
      isoTime(nowMs),
      application.onboardedBy ?? null,
      application.templateId ?? null,
    ],
  );
  return rows[0]?.id;
}

/** Bytes travel as base64 text and are decoded by PostgreSQL (as uploaded files are); a kind sent again replaces it. */
export async function upsertDocument(
  q: Queryable,
  applicationId: string,
  document: DocumentRow,
  nowMs: number,
): Promise<void> {
  await q.query(
    `INSERT INTO onboarding_documents (application_id, kind, mime_type, size, sha256, data, uploaded_at)
     VALUES ($1::bigint, $2, $3, $4, $5, decode($6, 'base64'), $7)
     ON CONFLICT (application_id, kind) DO UPDATE
       SET mime_type = EXCLUDED.mime_type, size = EXCLUDED.size, sha256 = EXCLUDED.sha256, data = EXCLUDED.data,
           uploaded_at = EXCLUDED.uploaded_at`,
    [
      applicationId,
      document.kind,
      document.mimeType,
      document.bytes.length,
      document.sha256,
      document.bytes.toString('base64'),
      isoTime(nowMs),
    ],
  );
}

/** An application by its reference, only together with its mobile (the pair is the applicant's proof). */
export async function selectByReference(
  q: Queryable,
  reference: string,
  mobile: string,
): Promise<OnboardingApplication | undefined> {
  const { rows } = await q.query<Row>(`${SELECT} WHERE a.reference = $1 AND a.mobile = $2`, [reference, mobile]);
  const row = rows[0];
  return row === undefined ? undefined : record(row);
}

export async function selectById(q: Queryable, id: string): Promise<OnboardingApplication | undefined> {
  const { rows } = await q.query<Row>(`${SELECT} WHERE a.id = $1::bigint`, [id]);
  const row = rows[0];
  return row === undefined ? undefined : record(row);
}

/** The queue: oldest first for pending ones (first come, first served), newest first otherwise. */
export async function selectApplications(
  q: Queryable,
  status: OnboardingStatus | null,
): Promise<OnboardingApplication[]> {
  const { rows } = await q.query<Row>(
    `${SELECT} WHERE $1::text IS NULL OR a.status = $1
      ORDER BY CASE WHEN a.status = 'PENDING' THEN 0 ELSE 1 END,
               CASE WHEN a.status = 'PENDING' THEN a.created_at END ASC, a.created_at DESC, a.id
      LIMIT 500`,
    [status],
  );
  return rows.map(record);
}

/** The applications one agent made, newest first: an agent sees only their own (requirements#agent-onboarding). */
export async function selectAgentApplications(q: Queryable, agentId: string): Promise<OnboardingApplication[]> {
  const { rows } = await q.query<Row>(
    `${SELECT} WHERE a.onboarded_by = $1::bigint ORDER BY a.created_at DESC, a.id DESC LIMIT 500`,
    [agentId],
  );
  return rows.map(record);
}

export async function hasOpenApplication(q: Queryable, mobile: string): Promise<boolean> {
  const { rowCount } = await q.query(`SELECT 1 FROM onboarding_applications WHERE mobile = $1 AND status = 'PENDING'`, [
    mobile,
  ]);
  return rowCount > 0;
}

/** A user already holding this number (as its phone or as its login). */
export async function isMobileRegistered(q: Queryable, mobile: string): Promise<boolean> {
  const { rowCount } = await q.query(`SELECT 1 FROM users WHERE phone = $1 OR login = $1`, [mobile]);
  return rowCount > 0;
}

/** Decides a pending application once: false when it was no longer pending (decided meanwhile). */
export async function decideApplication(
  q: Queryable,
  decision: {
    id: string;
    status: 'APPROVED' | 'REJECTED';
    reason: string | null;
    decidedBy: string;
    userId: string | null;
    resubmit?: readonly OnboardingDocumentKind[];
  },
  nowMs: number,
): Promise<boolean> {
  const { rowCount } = await q.query(
    `UPDATE onboarding_applications
        SET status = $2, reason = $3, decided_by = $4::bigint, decided_at = $5, user_id = $6::bigint,
            resubmit_documents = $7
      WHERE id = $1::bigint AND status = 'PENDING'`,
    [
      decision.id,
      decision.status,
      decision.reason,
      decision.decidedBy,
      isoTime(nowMs),
      decision.userId,
      (decision.resubmit ?? []).join(','),
    ],
  );
  return rowCount > 0;
}

/**
 * requirements#kyc-reupload: a document a rejection asked for is no longer awaited; the last one
 * puts the application under review again (undecided). False when it was not awaited (any more).
 */
export async function receiveAskedDocument(q: Queryable, id: string, kind: OnboardingDocumentKind): Promise<boolean> {
  const { rows } = await q.query<{ resubmit_documents: string }>(
    `SELECT resubmit_documents FROM onboarding_applications
      WHERE id = $1::bigint AND status = 'REJECTED' FOR UPDATE`,
    [id],
  );
  const asked = (rows[0]?.resubmit_documents ?? '').split(',').filter((k) => k !== '');
  if (!asked.includes(kind)) return false;
  const left = asked.filter((k) => k !== kind);
  await q.query(
    left.length > 0
      ? `UPDATE onboarding_applications SET resubmit_documents = $2 WHERE id = $1::bigint`
      : `UPDATE onboarding_applications
            SET resubmit_documents = $2, status = 'PENDING', reason = NULL, decided_by = NULL, decided_at = NULL
          WHERE id = $1::bigint`,
    [id, left.join(',')],
  );
  return true;
}

/** Locks a pending application for its decision (concurrent decisions wait, then see it decided). */
export async function lockPending(q: Queryable, id: string): Promise<boolean> {
  const { rowCount } = await q.query(
    `SELECT 1 FROM onboarding_applications WHERE id = $1::bigint AND status = 'PENDING' FOR UPDATE`,
    [id],
  );
  return rowCount > 0;
}

export async function insertOnboardedUser(q: Queryable, userId: string, by: string, nowMs: number): Promise<void> {
  await q.query(
    `INSERT INTO onboarded_users (user_id, onboarded_by, kyc_state, onboarded_at)
     VALUES ($1::bigint, $2::bigint, 'VERIFIED', $3) ON CONFLICT (user_id) DO NOTHING`,
    [userId, by, isoTime(nowMs)],
  );
}

export async function selectDocument(
  q: Queryable,
  applicationId: string,
  kind: OnboardingDocumentKind,
): Promise<{ mimeType: string; base64: string } | undefined> {
  const { rows } = await q.query<{ mime_type: string; data: string }>(
    `SELECT mime_type, encode(data, 'base64') AS data FROM onboarding_documents
      WHERE application_id = $1::bigint AND kind = $2`,
    [applicationId, kind],
  );
  const row = rows[0];
  return row === undefined ? undefined : { mimeType: row.mime_type, base64: row.data.replace(/\s+/g, '') };
}
