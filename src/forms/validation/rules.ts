import { ComponentType, type Parameter, type Rule } from '../../api/contract/serviceForm';
import { base64Check } from './base64';
import { captchaCheck } from './captcha';
import { cardCheck } from './card';
import { compareCheck, requiredCheck, selectCheck, termsCheck } from './choice';
import type { Check, FormShape } from './context';
import { ageCheck, dateRuleCheck } from './dates';
import { fileCheck } from './file';
import { mobileCheck, passwordCheck } from './mobile';
import { boundsFromCheck, numberCheck, rangeCheck } from './numbers';
import { occurrenceCheck } from './occurrence';
import { customRegexCheck, emailCheck, lengthCheck, noHtmlCheck, noScriptCheck, otpCheck, urlCheck } from './text';

/** Parameters that show something but take no input: nothing to validate. */
function takesNoInput(parameter: Parameter): boolean {
  return (
    parameter.ComponentType === ComponentType.label ||
    parameter.ComponentType === ComponentType.link ||
    parameter.type === 'button'
  );
}

const CHOICE_TYPES = new Set(['select', 'react_select', 'radio']);
const NUMBER_TYPES = new Set(['number', 'amount', 'slider', 'range']);

function isChoice(parameter: Parameter): boolean {
  if (parameter.type !== undefined && CHOICE_TYPES.has(parameter.type)) return true;
  if (parameter.ComponentType === ComponentType.select || parameter.ComponentType === ComponentType.radio) return true;
  // a checkbox group: a checkbox with options holds a list of chosen values
  return parameter.ComponentType === ComponentType.checkbox && (parameter.PossibleValue?.length ?? 0) > 0;
}

const isFile = (parameter: Parameter) => parameter.ComponentType === ComponentType.file || parameter.type === 'file';

/** One configured `rules` entry as a check (captcha and terms are placed first by rulesOf). */
function checkOfRule(rule: Rule, parameter: Parameter): Check {
  switch (rule.rule) {
    case 'email':
      return emailCheck;
    case 'url':
      return urlCheck;
    case 'mobile':
      return mobileCheck;
    case 'password':
      return passwordCheck;
    case 'noScript':
      return noScriptCheck;
    case 'noHtml':
      return noHtmlCheck;
    case 'boundsFrom':
      return boundsFromCheck(rule.minField, rule.maxField);
    case 'compare':
      return compareCheck(rule.field, rule.mode, rule.message);
    case 'otp':
      return otpCheck(rule.length);
    case 'card':
      return cardCheck;
    case 'captcha':
      return captchaCheck;
    case 'date':
      return dateRuleCheck(rule, parameter.ValidationMessage);
    case 'occurrence':
      return occurrenceCheck;
    case 'terms':
      return termsCheck;
    case 'base64':
      return base64Check;
  }
}

/**
 * requirements#validation: the ordered checks of one parameter, from its own attributes and then
 * its `rules`.
 *
 * Order: captcha and terms (their messages say more than "required"), required, the kind of
 * value (file, option, number), length, the type's built-in format, the configured Regex, age,
 * then the configured rules in their order. The first failing check is the field's error.
 *
 * A configured Regex replaces the built-in format of its type (email, url, tel): the
 * configurator chose the format and its message (requirements#validation-regex: the field's own
 * message). Rules listed in `rules` always apply. Password strength is never implied by the
 * password widget (a PIN is drawn with it too): it is the `password` rule.
 *
 * `form` is accepted for rules that need the rest of the form; compare labels are read at run
 * time from ValidationContext.form, so the same list works in any locale.
 */
const compiled = new WeakMap<Parameter, Check[]>();

/**
 * The parameter's checks, built once per parsed parameter (configuration does not change while
 * it is on screen): every keystroke's check then reuses the compiled patterns.
 */
export function rulesOf(parameter: Parameter, _form?: FormShape): Check[] {
  const known = compiled.get(parameter);
  if (known) return known;
  const checks = buildChecks(parameter);
  compiled.set(parameter, checks);
  return checks;
}

function buildChecks(parameter: Parameter): Check[] {
  if (takesNoInput(parameter)) return [];
  const checks: Check[] = [];
  const configured = parameter.rules;
  const first = configured.filter((rule) => rule.rule === 'captcha' || rule.rule === 'terms');
  const rest = configured.filter((rule) => rule.rule !== 'captcha' && rule.rule !== 'terms');
  checks.push(...first.map((rule) => checkOfRule(rule, parameter)));
  if (parameter.IsMandatory) checks.push(requiredCheck);

  if (isFile(parameter)) {
    const multiple = parameter.isMultiple === true ? { maxFiles: parameter.maxFiles } : undefined;
    checks.push(fileCheck(parameter.fileType, parameter.size, parameter.upload, multiple));
  }
  if (isChoice(parameter)) checks.push(selectCheck(parameter));
  const { minimumValue: min, maximumValue: max } = parameter;
  const numeric =
    (parameter.type !== undefined && NUMBER_TYPES.has(parameter.type)) || min !== undefined || max !== undefined;
  // the range widget keeps its two ends as one string 'from,to': each end is a number to check
  const ends = (check: Check): Check =>
    parameter.type === 'range'
      ? {
          ...check,
          run: (value, values, ctx) => check.run(typeof value === 'string' ? value.split(',') : value, values, ctx),
        }
      : check;
  if (numeric) checks.push(ends(numberCheck));
  if (min !== undefined || max !== undefined) checks.push(ends(rangeCheck(min, max)));

  // requirements#validation-otp: an otp field's length must equal its maxLength
  if (parameter.type === 'otp' && parameter.maxLength !== undefined) checks.push(otpCheck(parameter.maxLength));
  else if (parameter.minLength !== undefined || parameter.maxLength !== undefined) {
    checks.push(lengthCheck(parameter.minLength, parameter.maxLength));
  }

  const regex = parameter.Regex?.trim() ?? '';
  if (regex === '') {
    if (parameter.type === 'email') checks.push(emailCheck);
    if (parameter.type === 'url') checks.push(urlCheck);
    if (parameter.type === 'tel') checks.push(mobileCheck);
  } else {
    checks.push(customRegexCheck(regex, parameter.ValidationMessage));
  }

  if (parameter.validateAge !== null) checks.push(ageCheck(parameter.validateAge, parameter.ValidationMessage));
  checks.push(...rest.map((rule) => checkOfRule(rule, parameter)));
  return checks;
}
