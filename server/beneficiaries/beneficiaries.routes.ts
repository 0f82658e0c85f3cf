import type { Hono } from 'hono';
import {
  beneficiaryListRequestSchema,
  deleteBeneficiaryRequestSchema,
  renameBeneficiaryRequestSchema,
} from '../../src/api/contract/beneficiaries';
import * as paths from '../../src/api/contract/paths';
import type { Deps } from '../deps';
import { requireAccessToken, requireUserSession } from '../http/auth';
import { readJson } from '../http/body';
import { ok } from '../http/envelope';
import { deleteWithPin, listSavedRecipients, renameSavedRecipient } from './beneficiaries';

/** requirements#beneficiaries: the saved recipients screen's calls, each about the signed-in user's own. */
export function beneficiaryRoutes(api: Hono, deps: Deps): void {
  const signedIn = [requireAccessToken(deps), requireUserSession(deps)] as const;

  api.post(`/${paths.beneficiaryList}`, ...signedIn, async (c) => {
    const request = await readJson(c, beneficiaryListRequestSchema, { optional: true });
    return ok(c, await listSavedRecipients(deps, c.get('user').user.id, request.kind));
  });

  api.post(`/${paths.beneficiaryRename}`, ...signedIn, async (c) => {
    const request = await readJson(c, renameBeneficiaryRequestSchema);
    return ok(c, await renameSavedRecipient(deps, c.get('user').user.id, request));
  });

  api.post(`/${paths.beneficiaryDelete}`, ...signedIn, async (c) => {
    const request = await readJson(c, deleteBeneficiaryRequestSchema);
    return ok(c, await deleteWithPin(deps, c.get('user').user, request));
  });
}
