import type { Parameter, Step } from '../../api/contract/serviceForm';
import { activity, isActive, isUndrawn } from '../conditions';
import type { FieldError, FieldErrors, FormValues } from '../types';
import { type ValidationContext, isEmptyValue } from './context';
import { rulesOf } from './rules';

/**
 * The field's first failing check, or null. Only required, terms and captcha look at an empty
 * value: an optional field left empty is valid (requirements#validation).
 */
export function validateField(parameter: Parameter, values: FormValues, ctx: ValidationContext): FieldError | null {
  const value = values[parameter.ParameterId] ?? null;
  const empty = isEmptyValue(value);
  for (const check of rulesOf(parameter, ctx.form)) {
    if (empty && check.onEmpty !== true) continue;
    const error = check.run(value, values, ctx);
    if (error !== null) return error;
  }
  return null;
}

/**
 * requirements#validation: the errors of a step's visible fields. Hidden-type, invisible, disabled and
 * unused fields and fields whose conditions do not hold are not validated. With ctx.form, conditions are read across steps.
 */
export function validateStep(step: Step, values: FormValues, ctx: ValidationContext): FieldErrors {
  const active = ctx.form === undefined ? (item: Parameter) => isActive(item, values) : activity(ctx.form, values);
  const errors: FieldErrors = {};
  for (const parameter of step.parameters) {
    // requirements#field-attributes: what the user cannot see (isVisible false) or change
    // (isDisabled) is not theirs to fix, so it is not validated; it is still sent
    if (isUndrawn(parameter) || parameter.isDisabled === true || !active(parameter)) continue;
    const error = validateField(parameter, values, ctx);
    if (error !== null) errors[parameter.ParameterId] = error;
  }
  return errors;
}
