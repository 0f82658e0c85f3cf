import type { LocaleText } from '../../api/contract/content';
import type { Option, Parameter } from '../../api/contract/serviceForm';
import type { FieldValue } from '../types';
import { type Check, type ValidationContext, fail, isEmptyValue, isFileValue, labelOf } from './context';

/** requirements#validation-required (validationError.fieldRequired); what counts as empty is isEmptyValue's. */
export const requiredCheck: Check = {
  name: 'required',
  onEmpty: true,
  run: (value) => (isEmptyValue(value) ? fail('validationError.fieldRequired') : null),
};

/** requirements#validation-terms: the terms-condition checkbox must be checked (true), even on an optional field. */
export const termsCheck: Check = {
  name: 'terms',
  onEmpty: true,
  run: (value) => (value === true ? null : fail('acceptTerms')),
};

/** The options a field offers now: the loaded list when there is one, else PossibleValue. */
export function optionsOf(parameter: Parameter, ctx: ValidationContext): readonly Option[] {
  return ctx.options?.[parameter.ParameterId] ?? parameter.PossibleValue ?? [];
}

/**
 * requirements#validation-select: the value (each value of a multi-select) must be one of the options
 * (optionNotAvailable). A remote list that has not loaded offers nothing, so no value passes.
 */
export function selectCheck(parameter: Parameter): Check {
  return {
    name: 'select',
    run: (value, _values, ctx) => {
      // a single checkbox (true/false) is not a choice among options
      if (typeof value === 'boolean') return null;
      const offered = optionsOf(parameter, ctx);
      const allowed = new Set(offered.map((option) => option.value));
      const list: readonly unknown[] | null = typeof value === 'string' ? [value] : Array.isArray(value) ? value : null;
      // a list of files is no choice among options
      const chosen = list?.filter((item): item is string => typeof item === 'string') ?? null;
      if (chosen === null || chosen.length !== list?.length || !chosen.every((item) => allowed.has(item))) {
        return fail('optionNotAvailable');
      }
      // requirements#option-unavailable: listed, but not to be chosen (out of stock), and why
      const unavailable = offered.some((option) => option.disabled === true && chosen.includes(option.value));
      return unavailable ? fail('optionUnavailable') : null;
    },
  };
}

/** Two values are the same when they print the same (files by their stored id or name). */
function comparable(value: FieldValue | undefined): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return String(value);
  if (isFileValue(value)) return value.fileId ?? value.dataUrl ?? value.name;
  return JSON.stringify(value);
}

/**
 * requirements#validation-compare: fieldsMustMatch / fieldsMustDiffer with {field: other label}.
 * A rule with its own message fails with 'custom' carrying it, like a field's ValidationMessage.
 */
export function compareCheck(other: string, mode: 'match' | 'differ', message: LocaleText | undefined): Check {
  return {
    name: `compare:${other}`,
    run: (value, values, ctx) => {
      const same = comparable(value) === comparable(values[other]);
      if (mode === 'match' ? same : !same) return null;
      if (message !== undefined) return fail('custom', undefined, message);
      return fail(mode === 'match' ? 'fieldsMustMatch' : 'fieldsMustDiffer', { field: labelOf(other, ctx) });
    },
  };
}
