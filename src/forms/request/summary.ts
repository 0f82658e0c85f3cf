import type { LocaleText } from '../../api/contract/content';
import type { Option, ServiceForm, SummaryLine } from '../../api/contract/serviceForm';
import type { FormValues } from '../types';
import { isFileList, isFileValue } from '../validation/context';
import { getPath } from './paths';

export interface ResolvedSummaryLine {
  label: LocaleText;
  format: SummaryLine['format'];
  /** the value as text; null when there is nothing, which views show as '-' (requirements#transaction-status) */
  value: string | null;
  /** format 'option': the chosen option's label, when the option is known */
  optionLabel?: LocaleText | string;
}

function asLineText(value: unknown): string | null {
  if (value === undefined || value === null || value === '') return null;
  if (isFileValue(value)) return value.name;
  // isMultiple file fields: the files' names
  if (isFileList(value)) return value.map((file) => file.name).join(', ');
  if (Array.isArray(value)) return value.length === 0 ? null : value.map((item) => String(item)).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * One review or receipt line (requirements#transaction-status, contract SummaryLine): a value the
 * user entered ('value', by ParameterId), a path into a step's response ('response', stepIndex or
 * the latest step) or into the Submit's answer ('receipt'). Formatting (amounts, dates) is the
 * view's. Pass `valuesForRequest(form, values)` to leave out fields that are no longer shown.
 */
export function resolveSummaryLine(
  line: SummaryLine,
  values: FormValues,
  responses: readonly unknown[],
  receipt: unknown,
  options?: Readonly<Record<string, readonly Option[]>>,
): ResolvedSummaryLine {
  let raw: unknown;
  if (line.from === 'value') raw = values[line.key];
  else if (line.from === 'response') raw = getPath(responses[line.stepIndex ?? responses.length - 1], line.key);
  else raw = getPath(receipt, line.key);
  const resolved: ResolvedSummaryLine = { label: line.label, format: line.format, value: asLineText(raw) };
  // requirements#summary-option-labels: a chosen option shows its label, never its raw value; a
  // value line of a field with options is one whatever format it was given
  if ((line.format === 'option' || line.from === 'value') && typeof raw === 'string') {
    const option = options?.[line.key]?.find((item) => item.value === raw);
    if (option !== undefined) return { ...resolved, format: 'option', optionLabel: option.label };
  }
  return resolved;
}

/**
 * Every option list of a form, for its review and receipt: the configured ones (PossibleValue)
 * and, over them, the lists loaded while it was filled in.
 */
export function summaryOptions(
  form: Pick<ServiceForm, 'steps'>,
  loaded: Readonly<Record<string, readonly Option[]>>,
): Record<string, readonly Option[]> {
  const all: Record<string, readonly Option[]> = {};
  for (const step of form.steps)
    for (const parameter of step.parameters)
      if (parameter.PossibleValue && parameter.PossibleValue.length > 0)
        all[parameter.ParameterId] = parameter.PossibleValue;
  return { ...all, ...loaded };
}
