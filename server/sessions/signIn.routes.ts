import type { Hono } from 'hono';
import * as paths from '../../src/api/contract/paths';
import { validateLoginRequestSchema } from '../../src/api/contract/schemas';
import type { CaptchaAnswerLog } from '../contact/captchaAnswers';
import type { Deps } from '../deps';
import { requireAccessToken, requireClient } from '../http/auth';
import { readJson } from '../http/body';
import { clientIp } from '../http/clientIp';
import { reply } from '../http/envelope';
import { bindCsrfToSession, issuedSessionToken } from '../security/csrf';
import { signIn } from './signIn';

/** `captchaAnswers`: the sandbox's memory of captcha answers (SANDBOX_TOOLS on), for testers. */
export function signInRoutes(api: Hono, deps: Deps, captchaAnswers?: CaptchaAnswerLog): void {
  api.post(`/${paths.validateLogin}`, requireClient(deps, 'login'), requireAccessToken(deps), async (c) => {
    const body = await readJson(c, validateLoginRequestSchema);
    const request = {
      userName: body.userName,
      password: body.password,
      category: c.get('client').category,
      captchaId: body.captchaId,
      captchaAnswer: body.captchaAnswer,
    };
    const peer = { ip: clientIp(c), userAgent: c.req.header('User-Agent') };
    const outcome = await signIn(deps, request, peer, captchaAnswers);
    bindCsrfToSession(c, deps.keys.csrf, issuedSessionToken(outcome));
    return reply(c, outcome);
  });
}
