import { removeMobilePrefix } from '../request/mobilePrefix';
import { type Check, fail } from './context';

export const MOBILE_DIGITS = 10;
const TEN_DIGITS = new RegExp(`^\\d{${MOBILE_DIGITS}}$`);

/**
 * requirements#validation-mobile: exactly 10 digits (mobileLength). When the form's mobile prefix
 * is enabled, the prefix the user may have typed is removed first, so '+95' + 10 digits passes too.
 */
export const mobileCheck: Check = {
  name: 'mobile',
  run: (value, _values, ctx) => {
    if (typeof value !== 'string') return fail('mobileLength', { length: MOBILE_DIGITS });
    const setting = ctx.mobilePrefix;
    const number =
      setting?.enabled === true ? removeMobilePrefix(value.trim(), setting.key, setting.patterns) : value.trim();
    return TEN_DIGITS.test(number) ? null : fail('mobileLength', { length: MOBILE_DIGITS });
  },
};

export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 30;

/** Each class a password needs; whitespace does not count as a special character. */
const PASSWORD_CLASSES = [/[A-Z]/, /[a-z]/, /\d/, /[^A-Za-z0-9\s]/];

/** requirements#validation-password: passwordLength {min,max} first, then passAlphaNumSpecial. */
export const passwordCheck: Check = {
  name: 'password',
  run: (value) => {
    if (typeof value !== 'string') return fail('passwordLength', { min: PASSWORD_MIN, max: PASSWORD_MAX });
    const length = [...value].length;
    if (length < PASSWORD_MIN || length > PASSWORD_MAX) {
      return fail('passwordLength', { min: PASSWORD_MIN, max: PASSWORD_MAX });
    }
    return PASSWORD_CLASSES.every((pattern) => pattern.test(value)) ? null : fail('passAlphaNumSpecial');
  },
};
