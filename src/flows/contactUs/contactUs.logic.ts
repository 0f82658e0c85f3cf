import { fromPromise } from 'xstate';
import {
  contactUsMachine,
  type CaptchaChallenge,
  type CaptchaKind,
  type SendContactInput,
} from '../../../machines/contactUs.machine';
import { quietWhenAborted } from '../../platform/call';
import type { Platform } from '../../platform/platform';
import { contactUsEndpoints } from './contactUs.endpoints';

/**
 * requirements#contact-us. Sending is a write: leaving the page does not cancel it. Blank e-mail
 * or mobile are left out (one of them is enough).
 */
export function contactUsLogic(platform: Platform) {
  const api = contactUsEndpoints(platform.gateway);
  return contactUsMachine.provide({
    actors: {
      loadCaptcha: fromPromise<CaptchaChallenge, { kind: CaptchaKind }>(
        quietWhenAborted(({ input, signal }) => api.captcha(input.kind, signal)),
      ),
      sendContact: fromPromise<{ reference: string }, SendContactInput>(({ input }) =>
        api.addContact({
          name: input.name,
          ...(input.email.trim() === '' ? {} : { email: input.email }),
          ...(input.mobile.trim() === '' ? {} : { mobile: input.mobile }),
          subject: input.subject,
          message: input.message,
          captchaId: input.captchaId,
          captchaAnswer: input.captchaAnswer,
        }),
      ),
    },
  });
}
