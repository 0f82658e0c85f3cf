import type { Hono } from 'hono';
import { ErrCode } from '../../src/api/contract/errCodes';
import {
  applicationListRequestSchema,
  decisionRequestSchema,
  documentRequestSchema,
  ONBOARDING_MAX_IMAGE_BYTES,
  selfOnboardingRequestSchema,
  statusRequestSchema,
  updateKycRequestSchema,
  userOnboardingRequestSchema,
} from '../../src/api/contract/onboarding';
import * as paths from '../../src/api/contract/paths';
import type { Deps } from '../deps';
import { linkOrigin } from '../http/origins';
import { requireAccessToken, requireClient, requireUserSession } from '../http/auth';
import { readJson } from '../http/body';
import { clientIp } from '../http/clientIp';
import { ApiError, messages, ok, reply, validationError } from '../http/envelope';
import { agentApplications, childTemplates, userOnboarding } from './agentOnboarding';
import {
  applicationDocument,
  applicationStatus,
  decide,
  listApplications,
  submitApplication,
  templateByEntity,
  templateById,
  updateKycDocument,
} from './onboarding';

/** Three ID images as base64 data URLs (4/3 of their size) plus the typed fields. */
export const MAX_SELF_ONBOARDING_BODY_BYTES = 3 * (Math.ceil(ONBOARDING_MAX_IMAGE_BYTES / 3) * 4 + 64) + 64 * 1024;
export const MAX_KYC_BODY_BYTES = Math.ceil(ONBOARDING_MAX_IMAGE_BYTES / 3) * 4 + 64 * 1024;

const templateId = (value: string | undefined): number => {
  if (value === undefined || !/^\d{1,9}$/.test(value)) {
    throw validationError([{ field: 'id', code: 'integer', message: 'The template id must be a number.' }]);
  }
  return Number(value);
};

/** requirements#onboarding: field details (content service), the public application calls and the rep's queue. */
export function onboardingRoutes(api: Hono, deps: Deps): void {
  // the template id is glued to the last segment (cms/v1/default_…_getOnboardingFieldDetailsByID_1)
  const byIdPrefix = paths.onboardingFieldsById('');
  const byIdDir = byIdPrefix.slice(0, byIdPrefix.lastIndexOf('/') + 1);
  const byIdName = byIdPrefix.slice(byIdDir.length);
  const [byEntityPath] = paths.onboardingFieldsByEntity('').split('?');
  const notFound = () => new ApiError(404, ErrCode.notFound, messages.notFound);

  // requirements#headers: cms paths carry the content-service credential and no access token.
  api.get(`/${byIdDir}:name{${byIdName}[^/]*}`, requireClient(deps, 'cms'), (c) => {
    const template = templateById(templateId((c.req.param('name') ?? '').slice(byIdName.length)));
    if (template === undefined) throw notFound();
    return ok(c, template);
  });
  api.get(`/${byEntityPath}`, requireClient(deps, 'cms'), (c) => {
    const template = templateByEntity(templateId(c.req.query('id')));
    if (template === undefined) throw notFound();
    return ok(c, template);
  });

  // Public (before sign-in): the app access token only, counted per IP.
  api.post(`/${paths.selfOnboarding}`, requireAccessToken(deps), async (c) => {
    const body = await readJson(c, selfOnboardingRequestSchema);
    return reply(c, await submitApplication(deps, clientIp(c), body));
  });
  api.post(`/${paths.selfOnboardingStatus}`, requireAccessToken(deps), async (c) => {
    const body = await readJson(c, statusRequestSchema);
    return reply(c, await applicationStatus(deps, clientIp(c), body.reference, body.mobile));
  });
  api.post(`/${paths.updateCustomerKyc}`, requireAccessToken(deps), async (c) => {
    const body = await readJson(c, updateKycRequestSchema);
    return reply(c, await updateKycDocument(deps, clientIp(c), body));
  });

  const signedIn = [requireAccessToken(deps), requireUserSession(deps)] as const;
  api.post(`/${paths.onboardingApplications}`, ...signedIn, async (c) => {
    const body = await readJson(c, applicationListRequestSchema, { optional: true });
    return ok(c, await listApplications(deps, c.get('user').user, body.status));
  });
  api.post(`/${paths.onboardingDecision}`, ...signedIn, async (c) => {
    const body = await readJson(c, decisionRequestSchema);
    return reply(c, await decide(deps, c.get('user').user, body, linkOrigin(c, deps.origins)));
  });
  api.post(`/${paths.onboardingDocument}`, ...signedIn, async (c) => {
    const body = await readJson(c, documentRequestSchema);
    return ok(c, await applicationDocument(deps, c.get('user').user, body.id, body.kind));
  });

  // requirements#agent-onboarding: an agent onboards a customer (agents only, checked here)
  api.post(`/${paths.childOnboardingTemplates}`, ...signedIn, (c) => ok(c, childTemplates(c.get('user').user)));
  api.post(`/${paths.userOnboarding}`, ...signedIn, async (c) => {
    const body = await readJson(c, userOnboardingRequestSchema);
    return reply(c, await userOnboarding(deps, c.get('user').user, body));
  });
  api.post(`/${paths.userOnboardingApplications}`, ...signedIn, async (c) =>
    ok(c, await agentApplications(deps, c.get('user').user)),
  );
}
