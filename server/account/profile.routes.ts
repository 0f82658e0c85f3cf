import type { Hono } from 'hono';
import {
  adapterUpdateProfileRequestSchema,
  MAX_PHOTO_BYTES,
  updateProfileRequestSchema,
} from '../../src/api/contract/account';
import { ErrCode } from '../../src/api/contract/errCodes';
import * as paths from '../../src/api/contract/paths';
import { walletRequestSchema } from '../../src/api/contract/schemas';
import type { Deps } from '../deps';
import { notTheSignedInUser, requireAccessToken, requireClient, requireUserSession } from '../http/auth';
import { readJson } from '../http/body';
import { ApiError, messages, ok, validationError } from '../http/envelope';
import { loadUserAccount, profileTemplateById, updateProfile } from './profile';

/**
 * The one JSON body allowed past the 64 KB default: a photograph of up to MAX_PHOTO_BYTES as
 * base64 (4/3 of its size) plus room for the other fields. app.ts applies it to this path only.
 */
export const MAX_PROFILE_BODY_BYTES = Math.ceil(MAX_PHOTO_BYTES / 3) * 4 + 64 * 1024;

export function profileRoutes(api: Hono, deps: Deps): void {
  const [templatePath] = paths.profileTemplate('').split('?');

  // requirements#headers: cms paths carry the content-service credential and no access token.
  api.get(`/${templatePath}`, requireClient(deps, 'cms'), async (c) => {
    const id = c.req.query('id') ?? '';
    if (!/^\d{1,9}$/.test(id)) {
      throw validationError([{ field: 'id', code: 'integer', message: 'The template id must be a number.' }]);
    }
    const template = profileTemplateById(Number(id));
    if (template === undefined) throw new ApiError(404, ErrCode.notFound, messages.notFound);
    return ok(c, template);
  });

  api.post(`/${paths.updateProfile}`, requireAccessToken(deps), requireUserSession(deps), async (c) => {
    const body = await readJson(c, updateProfileRequestSchema);
    return ok(c, await updateProfile(deps, c.get('user').user, body));
  });

  // requirements#profile: the adapter half — the wallet holder's details, for the signed-in user's own
  // wallet only (naming another is refused, never answered); the photograph is the front-user call's
  api.post(`/${paths.adapterUpdateProfile}`, requireAccessToken(deps), requireUserSession(deps), async (c) => {
    const { user } = c.get('user');
    const body = await readJson(c, adapterUpdateProfileRequestSchema);
    if (body.userIdentifier !== undefined && body.userIdentifier !== user.userIdentifier) throw notTheSignedInUser();
    return ok(c, await updateProfile(deps, user, { fields: body.fields }));
  });

  // requirements#request-user-identifier: the payload is configuration-built and may carry the
  // stored user's userIdentifier; other fields are ignored. Naming another user is refused, never
  // answered.
  api.post(`/${paths.getUserAccount}`, requireAccessToken(deps), requireUserSession(deps), async (c) => {
    const { user } = c.get('user');
    const body = await readJson(c, walletRequestSchema, { optional: true });
    if (body.userIdentifier !== undefined && body.userIdentifier !== user.userIdentifier) throw notTheSignedInUser();
    return ok(c, await loadUserAccount(deps.db, user));
  });
}
