import type { Hono } from 'hono';
import * as v from 'valibot';
import { enableDisable2FARequestSchema } from '../../src/api/contract/account';
import * as paths from '../../src/api/contract/paths';
import type { Deps } from '../deps';
import { requireAccessToken, requireUserSession } from '../http/auth';
import { readJson } from '../http/body';
import { reply, validationError } from '../http/envelope';
import { generateSecret, switchTwoFactor } from './twoFactorSetup';

/** requirements#two-factor-setup: generate2FA / enableDisable2FA for a signed-in user. */
export function twoFactorSetupRoutes(api: Hono, deps: Deps): void {
  const auth = [requireAccessToken(deps), requireUserSession(deps)] as const;

  api.post(`/${paths.generate2FA}`, ...auth, async (c) => {
    await readJson(c, v.object({}), { optional: true });
    return reply(c, await generateSecret(deps, c.get('user').user));
  });

  api.post(`/${paths.enableDisable2FA}`, ...auth, async (c) => {
    const body = await readJson(c, enableDisable2FARequestSchema);
    if (body.action === 'disable' && body.token === undefined && body.recoveryCode === undefined) {
      throw validationError([
        { field: 'token', code: 'required', message: 'Give the authenticator code or a recovery code.' },
      ]);
    }
    return reply(c, await switchTwoFactor(deps, c.get('user').user, body));
  });
}
