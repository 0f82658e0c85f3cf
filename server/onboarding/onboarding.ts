import { createHash, randomInt } from 'node:crypto';
import { ErrCode } from '../../src/api/contract/errCodes';
import {
  ONBOARDING_MAX_AGE,
  ONBOARDING_MIN_AGE,
  onboardingImageTypes,
  type ApplicationStatus,
  type DecisionRequest,
  type OnboardingApplication,
  type OnboardingDocument,
  type OnboardingDocumentKind,
  type OnboardingStatus,
  type OnboardingTemplate,
  type SelfOnboardingRequest,
} from '../../src/api/contract/onboarding';
import { createPendingUser } from '../account/activation';
import { createResetLink } from '../account/resetLinks';
import type { UserRecord } from '../account/users';
import { activatePendingUser } from '../account/users.repository';
import { loadSecurityPolicy } from '../content/securityPolicy';
import type { Queryable } from '../db/types';
import type { Deps } from '../deps';
import { ApiError, Refusal, validationError } from '../http/envelope';
import { send } from '../outbox/outbox';
import { parseDataUrl } from '../payments/files';
import { randomToken } from '../security/crypto';
import { hashPassword } from '../security/password';
import { reserve } from '../security/rateLimit';
import { onboardingTemplates } from '../seed/onboardingFields';
import {
  decideApplication,
  hasOpenApplication,
  insertApplication,
  insertOnboardedUser,
  isMobileRegistered,
  lockPending,
  receiveAskedDocument,
  selectApplications,
  selectById,
  selectByReference,
  selectDocument,
  upsertDocument,
  type DocumentRow,
} from './onboarding.repository';

/** requirements#onboarding: self-onboarding, its status, KYC documents later, and the rep's decision. */

/** Status look-ups per IP per minute (public: a reference and a mobile are guessed no faster). */
export const STATUS_LOOKUPS_PER_IP_PER_MINUTE = 30;

export function templateById(id: number): OnboardingTemplate | undefined {
  return onboardingTemplates.find((template) => template.id === id);
}
export function templateByEntity(id: number): OnboardingTemplate | undefined {
  return onboardingTemplates.find((template) => template.dynamicEntityId === id);
}

/** Whole years between a YYYY-MM-DD birth date and today (UTC). */
export function ageOn(dateOfBirth: string, nowMs: number): number {
  const [y = 0, m = 0, d = 0] = dateOfBirth.split('-').map(Number);
  const now = new Date(nowMs);
  const years = now.getUTCFullYear() - y;
  const beforeBirthday = now.getUTCMonth() + 1 < m || (now.getUTCMonth() + 1 === m && now.getUTCDate() < d);
  return beforeBirthday ? years - 1 : years;
}

/** A JPEG or PNG read from its bytes (requirements#validation-file), at most 2,000,000 bytes. */
export function readImage(dataUrl: string, kind: OnboardingDocumentKind): DocumentRow {
  const file = parseDataUrl(dataUrl, kind);
  if (!(onboardingImageTypes as readonly string[]).includes(file.mimeType)) throw fileImageOnly(kind);
  const bytes = Buffer.from(file.bytes);
  return { kind, mimeType: file.mimeType, sha256: createHash('sha256').update(bytes).digest('hex'), bytes };
}
function fileImageOnly(field: string): ApiError {
  const message = 'Upload a JPEG or PNG image.';
  return new ApiError(400, ErrCode.fileTypeInvalid, message, { errors: [{ field, code: 'type', message }] });
}

export async function countApplication(deps: Deps, ip: string, nowMs: number): Promise<void> {
  const max = deps.limits.selfOnboardingsPerIpPerHour;
  await reserve(deps.db, { key: `selfonboarding:ip:${ip}`, max, windowSeconds: 3600 }, nowMs);
}

const newReference = () =>
  `ON-${randomInt(0, 36 ** 8)
    .toString(36)
    .toUpperCase()
    .padStart(8, '0')}`;

export const statusOf = (application: OnboardingApplication): ApplicationStatus => ({
  reference: application.reference,
  status: application.status,
  reason: application.reason,
  submittedAt: application.submittedAt,
  decidedAt: application.decidedAt,
  documents: application.documents,
  resubmit: application.resubmit,
});

const duplicate = () =>
  new Refusal(ErrCode.userExists, 'This mobile number already has a wallet or an application under review.');

/** adapter/v1/selfonboarding: a pending application with its documents, and its reference by SMS. */
export async function submitApplication(
  deps: Deps,
  ip: string,
  request: SelfOnboardingRequest,
): Promise<ApplicationStatus | Refusal> {
  await countApplication(deps, ip, deps.now());
  return createApplication(deps, request, null);
}

/**
 * A pending application with its documents, self-made or made by an agent on the customer's
 * behalf (`by`): the same checks, the same queue, the reference sent to the customer by SMS.
 */
export async function createApplication(
  deps: Deps,
  request: SelfOnboardingRequest,
  by: { agentId: string; templateId: number } | null,
): Promise<ApplicationStatus | Refusal> {
  const now = deps.now();
  // requirements#validation-age: the configured minimum, at most 100 years
  const age = ageOn(request.dateOfBirth, now);
  if (age < ONBOARDING_MIN_AGE || age > ONBOARDING_MAX_AGE) {
    throw validationError([
      {
        field: 'dateOfBirth',
        code: 'age',
        message: `You must be between ${ONBOARDING_MIN_AGE} and ${ONBOARDING_MAX_AGE} years old.`,
      },
    ]);
  }
  const documents = [
    readImage(request.idFront, 'idFront'),
    readImage(request.idBack, 'idBack'),
    readImage(request.selfie, 'selfie'),
  ];
  if ((await isMobileRegistered(deps.db, request.mobile)) || (await hasOpenApplication(deps.db, request.mobile))) {
    return duplicate();
  }
  const { termsAccepted: _terms, ...fields } = request;
  const created = await deps.db.transaction(async (tx) => {
    for (let attempt = 0; attempt < 5; attempt++) {
      const reference = newReference();
      const id = await insertApplication(
        tx,
        { ...fields, reference, onboardedBy: by?.agentId ?? null, templateId: by?.templateId ?? null },
        now,
      );
      if (id !== undefined) {
        for (const document of documents) await upsertDocument(tx, id, document, now);
        await notify(
          tx,
          request.mobile,
          `Your wallet application ${reference} was received. We will tell you when it has been reviewed.`,
          now,
        );
        return id;
      }
      // an open application for this mobile arrived meanwhile, or the reference was taken: look which
      if (await hasOpenApplication(tx, request.mobile)) return undefined;
    }
    throw new Error('no free onboarding reference after 5 draws');
  });
  if (created === undefined) return duplicate();
  const application = await selectById(deps.db, created);
  if (application === undefined) throw new Error('application vanished');
  return statusOf(application);
}

async function notify(q: Queryable, mobile: string, body: string, nowMs: number): Promise<void> {
  await send(
    q,
    { channel: 'sms', recipient: mobile, userId: null, purpose: 'notice', subject: 'Your wallet application', body },
    nowMs,
  );
}

const unknownApplication = () => new Refusal(ErrCode.notFound, 'No application has this reference and mobile number.');

/** The status page: reference and mobile together, counted per IP so references cannot be guessed. */
export async function applicationStatus(
  deps: Deps,
  ip: string,
  reference: string,
  mobile: string,
): Promise<ApplicationStatus | Refusal> {
  await reserve(
    deps.db,
    { key: `selfonboarding-status:ip:${ip}`, max: STATUS_LOOKUPS_PER_IP_PER_MINUTE, windowSeconds: 60 },
    deps.now(),
  );
  const application = await selectByReference(deps.db, reference, mobile);
  return application === undefined ? unknownApplication() : statusOf(application);
}

/** adapter/v1/updatecustomerkyc: a document sent (again) while the application is under review. */
export async function updateKycDocument(
  deps: Deps,
  ip: string,
  request: { reference: string; mobile: string; kind: OnboardingDocumentKind; document: string },
): Promise<ApplicationStatus | Refusal> {
  const now = deps.now();
  await countApplication(deps, ip, now);
  const document = readImage(request.document, request.kind);
  const application = await selectByReference(deps.db, request.reference, request.mobile);
  if (application === undefined) return unknownApplication();
  const reviewed = () =>
    new Refusal(ErrCode.accountInactive, 'This application has been reviewed: its documents can no longer change.');
  if (application.status === 'PENDING') {
    await upsertDocument(deps.db, application.id, document, now);
  } else {
    // requirements#kyc-reupload: only a document the rejection asked for; the last one reopens the review
    if (application.status !== 'REJECTED' || !application.resubmit.includes(request.kind)) return reviewed();
    if (application.resubmit.length === 1 && (await hasOpenApplication(deps.db, application.mobile))) {
      return duplicate();
    }
    const received = await deps.db.transaction(async (tx) => {
      if (!(await receiveAskedDocument(tx, application.id, request.kind))) return false;
      await upsertDocument(tx, application.id, document, now);
      return true;
    });
    if (!received) return reviewed();
  }
  return statusOf((await selectById(deps.db, application.id)) ?? application);
}

/** requirements#onboarding: only customer-service reps work the approval queue. */
function assertRep(user: UserRecord): void {
  if (user.category !== 'csr') throw new ApiError(403, ErrCode.notFound, 'Your account has no approval queue.');
}

export async function listApplications(
  deps: Deps,
  user: UserRecord,
  status: OnboardingStatus | null,
): Promise<{ applications: OnboardingApplication[] }> {
  assertRep(user);
  return { applications: await selectApplications(deps.db, status) };
}

/**
 * Approve: a customer account (login = the mobile) with a wallet is opened, active, and the
 * applicant chooses a password through a reset link sent by SMS (the reset-link domain of password
 * recovery). Reject: the reason is kept and sent. Either way the applicant is told through the outbox.
 */
export async function decide(
  deps: Deps,
  rep: UserRecord,
  request: DecisionRequest,
  origin: string,
): Promise<{ application: OnboardingApplication } | Refusal> {
  assertRep(rep);
  const now = deps.now();
  const application = await selectById(deps.db, request.id);
  if (application === undefined) throw new ApiError(404, ErrCode.notFound, 'There is no such application.');
  const policy = await loadSecurityPolicy(deps.db, 'consumer');
  const passwordHash = request.decision === 'APPROVE' ? await (deps.hashPassword ?? hashPassword)(randomToken()) : '';
  const base = origin;
  const outcome = await deps.db.transaction(async (tx) => {
    if (!(await lockPending(tx, application.id))) return 'decided' as const;
    if (request.decision === 'REJECT') {
      await decideApplication(
        tx,
        {
          id: application.id,
          status: 'REJECTED',
          reason: request.reason,
          decidedBy: rep.id,
          userId: null,
          resubmit: request.documents,
        },
        now,
      );
      const again =
        request.documents.length > 0
          ? ' Send the documents asked for again on the status page and it will be reviewed again.'
          : '';
      await notify(
        tx,
        application.mobile,
        `Your wallet application ${application.reference} was not approved: ${request.reason}${again}`,
        now,
      );
      return 'done' as const;
    }
    const created = await createPendingUser(
      tx,
      {
        login: application.mobile,
        category: 'consumer',
        walletKind: 'CUSTOMER',
        fullNameEn: application.fullName,
        fullNameAr: application.fullName,
        phone: application.mobile,
        email: application.email,
        passwordHash,
      },
      now,
    );
    if (created.kind !== 'created') return 'taken' as const;
    await activatePendingUser(tx, created.id, now);
    await insertOnboardedUser(tx, created.id, rep.id, now);
    await decideApplication(
      tx,
      { id: application.id, status: 'APPROVED', reason: null, decidedBy: rep.id, userId: created.id },
      now,
    );
    const { linkData } = await createResetLink(tx, created.id, policy.resetLinkValidityMinutes, now);
    const link = `${base}/forgot-password/${linkData}`;
    await send(
      tx,
      {
        channel: 'sms',
        recipient: application.mobile,
        userId: created.id,
        purpose: 'password_reset',
        subject: 'Your wallet is ready',
        body: `Your wallet application ${application.reference} was approved. Your login is ${application.mobile}. Choose your password within ${policy.resetLinkValidityMinutes} minutes: ${link}`,
        link,
        linkData,
      },
      now,
    );
    return 'done' as const;
  });
  if (outcome === 'decided') return new Refusal(ErrCode.notFound, 'This application has already been decided.');
  if (outcome === 'taken') return new Refusal(ErrCode.userExists, 'This mobile number already has a wallet.');
  const decided = await selectById(deps.db, application.id);
  if (decided === undefined) throw new Error('application vanished');
  return { application: decided };
}

/** One ID image of an application, for the rep deciding it. */
export async function applicationDocument(
  deps: Deps,
  rep: UserRecord,
  id: string,
  kind: OnboardingDocumentKind,
): Promise<OnboardingDocument> {
  assertRep(rep);
  const document = await selectDocument(deps.db, id, kind);
  if (document === undefined) throw new ApiError(404, ErrCode.notFound, 'There is no such document.');
  return {
    kind,
    mimeType: document.mimeType === 'image/png' ? 'image/png' : 'image/jpeg',
    dataUrl: `data:${document.mimeType};base64,${document.base64}`,
  };
}
