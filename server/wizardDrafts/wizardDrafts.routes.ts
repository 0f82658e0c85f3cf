import type { Hono } from 'hono';
import * as paths from '../../src/api/contract/paths';
import {
  draftDeleteRequestSchema,
  draftFindRequestSchema,
  draftSaveRequestSchema,
} from '../../src/api/contract/wizardDrafts';
import type { Deps } from '../deps';
import { requireAccessToken, requireUserSession } from '../http/auth';
import { readJson } from '../http/body';
import { ok } from '../http/envelope';
import { discardDraft, findDraft, saveDraft } from './wizardDrafts';

/** requirements#wizard-drafts: the signed-in user's service-wizard drafts (this contract's own calls). */
export function wizardDraftRoutes(api: Hono, deps: Deps): void {
  const signedIn = [requireAccessToken(deps), requireUserSession(deps)] as const;

  api.post(`/${paths.wizardDraftFind}`, ...signedIn, async (c) => {
    const request = await readJson(c, draftFindRequestSchema);
    return ok(c, await findDraft(deps, c.get('user').user.id, request.pageId));
  });

  api.post(`/${paths.wizardDraftSave}`, ...signedIn, async (c) => {
    const request = await readJson(c, draftSaveRequestSchema);
    return ok(c, await saveDraft(deps, c.get('user').user.id, request));
  });

  api.post(`/${paths.wizardDraftDelete}`, ...signedIn, async (c) => {
    const request = await readJson(c, draftDeleteRequestSchema);
    return ok(c, await discardDraft(deps, c.get('user').user.id, request.id));
  });
}
