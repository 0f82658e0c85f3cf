import type { FieldValue, FileValue } from '../types';
import { iconSections } from './icons';
import type { WidgetProps } from './types';

/** The props every Mantine input of a field shares: label, texts, error (with its aria), required. */
export function baseInputProps(p: WidgetProps) {
  return {
    id: p.id,
    name: p.parameter.ParameterId,
    label: p.label,
    placeholder: p.placeholder,
    description: p.description,
    // Mantine sets aria-invalid and points aria-describedby at the message
    error: p.errorText,
    // the asterisk without the native `required`: the form's own rules decide and word the error
    withAsterisk: p.required,
    'aria-required': p.required || undefined,
    readOnly: p.readOnly,
    disabled: p.disabled || undefined,
    onBlur: p.onBlur,
  };
}

/** The field's icon section (start or end, requirements#field-attributes); `endTaken` keeps it at the start. */
export function iconProps(p: WidgetProps, endTaken = false) {
  return iconSections(p.parameter, p.iconAlign === undefined ? undefined : { iconAlign: p.iconAlign }, endTaken);
}

export const asString = (value: FieldValue): string =>
  typeof value === 'string' ? value : typeof value === 'boolean' ? String(value) : '';

export const asBoolean = (value: FieldValue): boolean => value === true || value === 'true';

export const asStringList = (value: FieldValue): string[] =>
  Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string')
    : typeof value === 'string' && value !== ''
      ? value.split(',')
      : [];

export const isFileValue = (value: FieldValue): value is FileValue =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && value.kind === 'file';

/** The files a file field holds: none, its one, or its list (isMultiple). */
export const filesOfValue = (value: FieldValue): FileValue[] =>
  isFileValue(value)
    ? [value]
    : Array.isArray(value)
      ? value.filter((item): item is FileValue => typeof item === 'object')
      : [];

/** NumberInput reports a number, or a string while the input is empty or incomplete. */
export const numberToValue = (value: number | string): string => (typeof value === 'number' ? String(value) : value);

/** A parameter's configured rule of one kind. */
export function ruleOf<K extends WidgetProps['parameter']['rules'][number]['rule']>(
  p: WidgetProps,
  rule: K,
): Extract<WidgetProps['parameter']['rules'][number], { rule: K }> | undefined {
  return p.parameter.rules.find((r) => r.rule === rule) as
    Extract<WidgetProps['parameter']['rules'][number], { rule: K }> | undefined;
}

/**
 * For widgets that build their own Input.Wrapper around a control that is not an input: the ids of
 * the description and error, so the control can name them in aria-describedby.
 */
export function describedBy(p: WidgetProps) {
  return {
    descriptionProps: { id: `${p.id}-description` },
    errorProps: { id: `${p.id}-error` },
  };
}

export function describedById(p: WidgetProps): string | undefined {
  const ids = [p.errorText ? `${p.id}-error` : null, p.description ? `${p.id}-description` : null].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}
