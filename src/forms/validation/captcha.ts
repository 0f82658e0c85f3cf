import { type Check, fail } from './context';

/**
 * requirements#validation-captcha: an expired challenge (or none loaded) asks for a new one
 * (refreshYourCaptcha); otherwise the answer must be there with the challenge's length
 * (invalidCaptcha). Runs on empty values too: a captcha is never optional. Whether the
 * characters are right is the server's call.
 */
export const captchaCheck: Check = {
  name: 'captcha',
  onEmpty: true,
  run: (value, _values, ctx) => {
    const state = ctx.captcha;
    if (state === undefined || state.expired) return fail('refreshYourCaptcha');
    if (typeof value !== 'string' || [...value.trim()].length !== state.length) return fail('invalidCaptcha');
    return null;
  },
};
