import type { ServiceForm } from '../api/contract/serviceForm';
import { conditionHolds, valuesForRequest } from './conditions';
import type { FormValues } from './types';

/**
 * requirements#form-steps: multi-step forms with conditional steps: a step whose `when` conditions
 * do not hold is skipped, so Next leads to the next step that applies and the last step that
 * applies is the one with Submit. Conditions read values as requests see them (inactive fields
 * empty).
 */
export function isStepActive(form: ServiceForm, index: number, values: FormValues): boolean {
  const step = form.steps[index];
  if (step === undefined) return false;
  const seen = valuesForRequest(form, values);
  return (step.when ?? []).every((condition) => conditionHolds(condition, seen[condition.field]));
}

/** The step Next leads to from `index`, or null when Submit comes next. */
export function nextStepIndex(form: ServiceForm, index: number, values: FormValues): number | null {
  for (let next = index + 1; next < form.steps.length; next++) if (isStepActive(form, next, values)) return next;
  return null;
}

/** The steps that apply with these values, in order (for the stepper). */
export function activeSteps(form: ServiceForm, values: FormValues): number[] {
  return form.steps.map((_, i) => i).filter((i) => i === 0 || isStepActive(form, i, values));
}
