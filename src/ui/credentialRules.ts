import { useLingui } from '@lingui/react/macro';
import type { FlowFailure } from '../../machines/shared';
import { PHONE_PATTERN } from '../api/contract/account';
import {
  passwordPolicyOf,
  passwordProblems,
  pinProblems,
  type PasswordPolicy,
  type PasswordProblem,
  type PinProblem,
} from '../api/contract/policy';
import { useSyncExternalStore } from 'react';
import { useOptionalApp } from '../platform/context';

const noSettings = () => null;
const noChanges = () => () => {};

/**
 * issue 19: the category's configured password policy (site settings' securityPolicy.password);
 * the specification's while no site settings are known (a form on its own).
 */
export function usePasswordPolicy(): PasswordPolicy {
  const store = useOptionalApp()?.platform.siteSettings;
  const settings = useSyncExternalStore(store?.subscribe ?? noChanges, store?.get ?? noSettings);
  return passwordPolicyOf(settings?.securityPolicy);
}

/** requirements#constants-lengths: login characters, as the contract's schema has them */
const LOGIN_PATTERN = /^[\p{L}\p{Nd}._@+-]+$/u;

/**
 * The client-side half of the credential rules (requirements#validation: password,
 * compare-with-field, OTP, mobile) as form validators with translated messages. The server checks
 * the same shared policy again.
 */
export function useCredentialRules() {
  const { t } = useLingui();
  const policy = usePasswordPolicy();
  const min = policy.minLength;
  const max = policy.maxLength;
  const passwordMessage: Record<PasswordProblem, string> = {
    length: t`Use ${min} to ${max} characters.`,
    upper: t`Add an upper-case letter.`,
    lower: t`Add a lower-case letter.`,
    digit: t`Add a digit.`,
    special: t`Add a special character such as @ or #.`,
    // the server's alone (an offline check against common and breached passwords)
    common: t`This password is too common or too easy to guess. Choose another.`,
  };
  const pinMessage = (problem: PinProblem, length: number): string =>
    ({
      length: t`The PIN has ${length} digits.`,
      digits: t`Use digits only.`,
      repeated: t`Do not repeat one digit.`,
      sequence: t`Do not use a run of digits such as 1234.`,
    })[problem];
  return {
    /** requirements#constants-lengths: a login is 3 to 64 letters, digits and . _ @ + - (the contract's own rule) */
    login: (value: string) => {
      const login = value.trim();
      if (!login) return t`Enter a username.`;
      return LOGIN_PATTERN.test(login) && [...login].length >= 3 && [...login].length <= 64
        ? null
        : t`Use 3 to 64 letters, digits or the characters . _ @ + -`;
    },
    required: (label: string) => (value: string) => (value.trim() ? null : t`Enter ${label}.`),
    password: (value: string) => {
      const problem = passwordProblems(value, policy)[0];
      return problem ? passwordMessage[problem] : null;
    },
    passwordMessage,
    /** requirements#validation-compare: a confirmation must match, a new value must differ */
    matches: (other: string) => (value: string) => (value === other ? null : t`This does not match.`),
    differs: (other: string) => (value: string) =>
      value && value === other ? t`Choose something different from the current one.` : null,
    pin: (length: number) => (value: string) => {
      const problem = pinProblems(value, length)[0];
      return problem ? pinMessage(problem, length) : null;
    },
    /** requirements#validation-mobile: an optional country code plus 10 digits */
    phone: (value: string) => (PHONE_PATTERN.test(value.trim()) ? null : t`Enter a 10-digit mobile number.`),
    email: (value: string) =>
      /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim()) ? null : t`Enter a valid e-mail address.`,
    /** requirements#validation-otp: the length must equal maxLength */
    otp: (length: number) => (value: string) => (value.length === length ? null : t`Enter all ${length} digits.`),
  };
}

const passwordProblemCodes: readonly string[] = ['length', 'upper', 'lower', 'digit', 'special', 'common'];

/**
 * A server field error in the user's language, for `serverFieldErrors`: the codes the sandbox
 * sends have our own wording; anything else (a schema's English message) gets a neutral sentence.
 */
export function useServerFieldMessage(): (field: string, code: string, message: string) => string {
  const { t } = useLingui();
  const rules = useCredentialRules();
  return (field, code) => {
    if (code === 'match') return t`This does not match.`;
    if (code === 'characters') return t`Remove the characters that are not allowed.`;
    if (code === 'login') return t`This login cannot be used. Choose another one.`;
    if (/password$/i.test(field) && passwordProblemCodes.includes(code)) {
      return rules.passwordMessage[code as PasswordProblem];
    }
    if (field === 'phone') return t`Enter a 10-digit mobile number.`;
    if (field === 'email') return t`Enter a valid e-mail address.`;
    if (field === 'userName') return t`Use 3 to 64 letters, digits or the characters . _ @ + -`;
    return t`Check this value.`;
  };
}

/**
 * A validation failure's field errors, as messages for the form's own fields (`names` maps the
 * server's field names to the form's). Unknown fields are left to the alert.
 */
export function serverFieldErrors(
  failure: FlowFailure | null,
  names: Record<string, string>,
  describe: (field: string, code: string, message: string) => string,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const f of failure?.kind === 'validation' ? (failure.fields ?? []) : []) {
    const name = names[f.field];
    if (name && !errors[name]) errors[name] = describe(f.field, f.code, f.message);
  }
  return errors;
}
