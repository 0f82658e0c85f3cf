import { vi } from 'vitest';
import type { Option, Parameter } from '../../../src/api/contract/serviceForm';
import { FormField, type FormFieldProps } from '../../../src/forms/fields';
import { renderUi } from '../render';

/** A parameter with every attribute at its plain default; tests override what they exercise. */
export function param(over: Partial<Parameter> = {}): Parameter {
  return {
    ParameterId: 'field',
    ExternalId: null,
    ComponentType: 1,
    label: { en: 'Field', ar: 'حقل' },
    ValueSource: null,
    PossibleValue: null,
    IsMandatory: false,
    Regex: null,
    ValidationMessage: null,
    isEditable: true,
    sort_order: 1,
    rules: [],
    dependencies: [],
    childParameter: null,
    onChangeURL: null,
    changeMethod: null,
    setOptionsIn: null,
    passValueExternalID: null,
    externalURL: null,
    validateAge: null,
    useFor: null,
    ...over,
  };
}

export const colours: Option[] = [
  { value: 'white', label: { en: 'White', ar: 'أبيض' } },
  { value: 'green', label: { en: 'Green', ar: 'أخضر' } },
  { value: 'blue', label: 'Blue' },
];

export function fieldProps(over: Partial<FormFieldProps> = {}): FormFieldProps {
  return {
    parameter: param(),
    value: null,
    error: null,
    options: null,
    optionsState: 'idle',
    locale: 'en',
    onRetryOptions: vi.fn(),
    onChange: vi.fn(),
    onBlur: vi.fn(),
    onFile: vi.fn(),
    onCancelFile: vi.fn(),
    ...over,
  };
}

/** Renders one field; returns the props (with their spies) and the render result. */
export function renderField(over: Partial<FormFieldProps> = {}) {
  const props = fieldProps(over);
  const result = renderUi(<FormField {...props} />);
  return {
    props,
    ...result,
    rerenderField: (next: Partial<FormFieldProps>) => result.rerender(<FormField {...props} {...next} />),
  };
}
