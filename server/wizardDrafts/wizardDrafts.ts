import { randomUUID } from 'node:crypto';
import { ErrCode } from '../../src/api/contract/errCodes';
import {
  DEFAULT_DRAFT_TTL_HOURS,
  isSecretName,
  isSecretParameter,
  MAX_DRAFT_VALUES_BYTES,
  type DraftParameter,
  type DraftSaveRequest,
  type DraftValue,
  type SavedWizardDraft,
} from '../../src/api/contract/wizardDrafts';
import type { Deps } from '../deps';
import { ApiError } from '../http/envelope';
import { serviceFormFor } from '../payments/forms';
import {
  deleteDraft,
  deleteServiceDraft,
  purgeExpiredDrafts,
  selectLiveDraft,
  upsertDraft,
} from './wizardDrafts.repository';

/**
 * requirements#wizard-drafts: the signed-in user's service-wizard drafts. Every call is about the
 * user's own; a draft id that is not theirs, unknown, malformed or expired answers the same
 * not-found, so an id tells nothing about another user.
 */

const notFound = () => new ApiError(404, ErrCode.wizardDraftNotFound, 'The draft was not found.');
const ttlMs = (deps: Deps) => deps.wizardDraftTtlMs ?? DEFAULT_DRAFT_TTL_HOURS * 3_600_000;

/** The form's fields, from the served configuration (a tester's override included); undefined: no form. */
async function formParameters(deps: Deps, pageId: string): Promise<DraftParameter[] | undefined> {
  const form = (await serviceFormFor(deps.db, pageId)) as { steps?: unknown } | undefined;
  if (typeof form !== 'object' || form === null || !Array.isArray(form.steps)) return undefined;
  return (form.steps as Array<{ parameters?: unknown }>).flatMap((step) =>
    Array.isArray(step?.parameters)
      ? (step.parameters as unknown[]).filter(
          (p): p is DraftParameter => typeof (p as DraftParameter | null)?.ParameterId === 'string',
        )
      : [],
  );
}

/**
 * What may be kept of the values: the form's own fields that are no secret by widget, rule or
 * name (the portal strips them too; this holds whatever a client sends).
 */
export function keptValues(
  parameters: readonly DraftParameter[],
  values: Record<string, DraftValue>,
): Record<string, DraftValue> {
  const allowed = new Set(parameters.filter((p) => !isSecretParameter(p)).map((p) => p.ParameterId));
  return Object.fromEntries(Object.entries(values).filter(([id]) => allowed.has(id) && !isSecretName(id)));
}

export async function findDraft(
  deps: Deps,
  userId: string,
  pageId: string,
): Promise<{ draft: SavedWizardDraft | null }> {
  await purgeExpiredDrafts(deps.db, deps.now());
  return { draft: (await selectLiveDraft(deps.db, userId, pageId, deps.now())) ?? null };
}

export async function saveDraft(
  deps: Deps,
  userId: string,
  request: DraftSaveRequest,
): Promise<{ draft: SavedWizardDraft }> {
  if (new TextEncoder().encode(JSON.stringify(request.values)).length > MAX_DRAFT_VALUES_BYTES) {
    throw new ApiError(
      413,
      ErrCode.wizardDraftTooLarge,
      `A draft holds at most ${MAX_DRAFT_VALUES_BYTES} bytes of values.`,
    );
  }
  const parameters = await formParameters(deps, request.pageId);
  if (parameters === undefined) throw new ApiError(400, ErrCode.wizardDraftServiceUnknown, 'This service has no form.');
  const now = deps.now();
  await purgeExpiredDrafts(deps.db, now);
  const draft = await upsertDraft(
    deps.db,
    userId,
    {
      id: randomUUID(),
      pageId: request.pageId,
      stepIndex: request.stepIndex,
      history: request.history,
      values: keptValues(parameters, request.values),
    },
    now,
    now + ttlMs(deps),
  );
  return { draft };
}

export async function discardDraft(deps: Deps, userId: string, id: string): Promise<{ deleted: true }> {
  if (!(await deleteDraft(deps.db, userId, id, deps.now()))) throw notFound();
  return { deleted: true };
}

/**
 * A payment of the service was made (paid, pending, or handed to the card page; not declined):
 * the user's draft of it ends here too, whatever the portal manages to say afterwards.
 */
export async function endDraftOfPayment(deps: Deps, userId: string, pageId: string, status: number): Promise<void> {
  if (status !== 2) await deleteServiceDraft(deps.db, userId, pageId);
}
