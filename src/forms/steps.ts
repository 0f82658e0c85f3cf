import type { ServiceForm } from '../api/contract/serviceForm';
import { conditionHolds, valuesForRequest } from './conditions';
import type { FormatType } from './formatType';
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

/*
 * requirements#field-attributes: the form-level display settings as the step layout applies them.
 * Alignments are logical (start, centre, end), so they follow the page's direction: 'left' and
 * 'right' in a configuration written for left-to-right pages read as start and end.
 */
export type LogicalAlign = 'start' | 'center' | 'end';
type ConfiguredAlign = ServiceForm['labelAlignment'] | ServiceForm['buttonAlign'];

export function logicalAlign(align: ConfiguredAlign | undefined, fallback: LogicalAlign = 'start'): LogicalAlign {
  if (align === 'left' || align === 'start' || align === 'top') return 'start';
  if (align === 'right' || align === 'end') return 'end';
  if (align === 'center') return 'center';
  return fallback;
}

const justify: Record<LogicalAlign, 'flex-start' | 'center' | 'flex-end'> = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
};

/** The buttons' row: flex-start/flex-end follow the direction of the page (end by default). */
export function buttonJustify(form: Pick<ServiceForm, 'buttonAlign'>): 'flex-start' | 'center' | 'flex-end' {
  return justify[logicalAlign(form.buttonAlign, 'end')];
}

/** displayColumn columns from tablets up; one on phones, at most two on small tablets. */
export function gridColumns(form: Pick<ServiceForm, 'displayColumn'>): { base: number; sm: number; md: number } {
  const columns = form.displayColumn;
  return { base: 1, sm: Math.min(columns, 2), md: columns };
}

export type { FormatType } from './formatType';
export { formatTypeFromRequest } from './formatType';

export interface FormLayout {
  columns: { base: number; sm: number; md: number };
  formatType: FormatType;
  labelAlign: LogicalAlign;
  buttonJustify: 'flex-start' | 'center' | 'flex-end';
}

export function formLayout(
  form: Pick<ServiceForm, 'displayColumn' | 'formatType' | 'labelAlignment' | 'buttonAlign'>,
): FormLayout {
  return {
    columns: gridColumns(form),
    formatType: form.formatType,
    labelAlign: logicalAlign(form.labelAlignment),
    buttonJustify: buttonJustify(form),
  };
}
