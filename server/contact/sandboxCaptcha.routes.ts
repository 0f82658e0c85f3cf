import type { Hono } from 'hono';
import * as v from 'valibot';
import { captchaIdSchema } from '../../src/api/contract/contactUs';
import { ErrCode } from '../../src/api/contract/errCodes';
import { ApiError, fieldErrors, messages, ok, validationError } from '../http/envelope';
import type { CaptchaAnswerLog } from './captchaAnswers';

/**
 * GET /sandbox/v1/captcha?id=…: a captcha's answer, for browser tests and testers (a sandbox
 * tool: mounted only with SANDBOX_TOOLS=on, like the outbox that shows one-time codes).
 */
export function sandboxCaptchaRoutes(sandbox: Hono, answers: CaptchaAnswerLog): void {
  sandbox.get('/v1/captcha', (c) => {
    const parsed = v.safeParse(v.object({ id: captchaIdSchema }), c.req.query());
    if (!parsed.success) throw validationError(fieldErrors(parsed.issues));
    const answer = answers.answerOf(parsed.output.id);
    if (answer === undefined) throw new ApiError(404, ErrCode.notFound, messages.notFound);
    return ok(c, { answer });
  });
}
