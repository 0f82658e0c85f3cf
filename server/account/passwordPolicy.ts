import type { FieldError } from '../../src/api/contract/envelope';
import {
  passwordPolicyOf,
  passwordProblems,
  type PasswordPolicy,
  type PasswordProblem,
} from '../../src/api/contract/policy';
import { loadSecurityPolicy } from '../content/securityPolicy';
import type { Queryable } from '../db/types';
import { isCommonPassword } from '../security/commonPasswords';
import { isUserCategory } from './users';

/** The category's configured password policy (site settings' securityPolicy.password). */
export async function loadPasswordPolicy(q: Queryable, category: string): Promise<PasswordPolicy> {
  return passwordPolicyOf(await loadSecurityPolicy(q, isUserCategory(category) ? category : 'consumer'));
}

function message(problem: PasswordProblem, policy: PasswordPolicy): string {
  switch (problem) {
    case 'length':
      return `Use ${policy.minLength} to ${policy.maxLength} characters.`;
    case 'upper':
      return 'Add an upper-case letter.';
    case 'lower':
      return 'Add a lower-case letter.';
    case 'digit':
      return 'Add a digit.';
    case 'special':
      return 'Add a special character.';
    case 'common':
      return 'This password is too common or too easy to guess. Choose another.';
  }
}

/**
 * requirements#validation-password under the configured policy: one field error per unmet rule
 * (code = the rule), then — once the rules are met — the common-password check.
 */
export function passwordErrors(
  password: string,
  policy: PasswordPolicy,
  field: string,
  userInputs: readonly string[] = [],
): FieldError[] {
  const problems: PasswordProblem[] = passwordProblems(password, policy);
  if (problems.length === 0 && policy.rejectCommon && isCommonPassword(password, userInputs)) problems.push('common');
  return problems.map((problem) => ({ field, code: problem, message: message(problem, policy) }));
}
