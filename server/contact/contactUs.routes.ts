import type { Hono } from 'hono';
import { addContactRequestSchema, captchaRequestSchema } from '../../src/api/contract/contactUs';
import * as paths from '../../src/api/contract/paths';
import type { Deps } from '../deps';
import { requireAccessToken } from '../http/auth';
import { readJson } from '../http/body';
import { clientIp } from '../http/clientIp';
import { ok, reply } from '../http/envelope';
import type { CaptchaAnswerLog } from './captchaAnswers';
import { addContact, createCaptcha } from './contactUs';

/**
 * requirements#contact-us: public calls (the front access token, no user session). `answers`:
 * the sandbox's memory of captcha answers, only when SANDBOX_TOOLS is on.
 */
export function contactUsRoutes(api: Hono, deps: Deps, answers?: CaptchaAnswerLog): void {
  api.post(`/${paths.contactCaptcha}`, requireAccessToken(deps), async (c) => {
    const body = await readJson(c, captchaRequestSchema, { optional: true });
    return ok(c, await createCaptcha(deps, clientIp(c), body.kind, answers));
  });

  api.post(`/${paths.addContact}`, requireAccessToken(deps), async (c) => {
    const body = await readJson(c, addContactRequestSchema);
    return reply(c, await addContact(deps, { ip: clientIp(c), category: c.get('access').category }, body));
  });
}
