import type { Hono } from 'hono';
import * as paths from '../../src/api/contract/paths';
import { verifyQrCodeRequestSchema } from '../../src/api/contract/myQrCode';
import type { Deps } from '../deps';
import { requireAccessToken, requireClient, requireUserSession } from '../http/auth';
import { readJson } from '../http/body';
import { ok } from '../http/envelope';
import { myQrCode, verifyQrCode } from './myQrCode';

/** requirements#qr-code, #qr-verify */
export function myQrCodeRoutes(api: Hono, deps: Deps): void {
  // A cms path (the content credential) that is about the signed-in user: their session decides whose code.
  api.get(`/${paths.generateQrCode}`, requireClient(deps, 'cms'), requireUserSession(deps), async (c) =>
    ok(c, await myQrCode(deps, c.get('user').user)),
  );

  api.post(`/${paths.verifyQrCode}`, requireAccessToken(deps), requireUserSession(deps), async (c) => {
    const body = await readJson(c, verifyQrCodeRequestSchema);
    return ok(c, await verifyQrCode(deps, c.get('user').user, body.qrCode));
  });
}
