import { beforeAll, vi } from 'vitest';
import type { Option, Parameter } from '../../../src/api/contract/serviceForm';
import { FormField, loadAllWidgets, type FormFieldProps } from '../../../src/forms/fields';
import { renderUi } from '../../support/render';
import { param as baseParam } from '../fixtures';

// the heavier widgets load apart (registry.ts); these tests draw every kind at once
beforeAll(loadAllWidgets);

/** A parameter with every attribute at its plain default (the engine's fixture), labelled in two languages. */
export function param(over: Partial<Parameter> = {}): Parameter {
  return baseParam({ ParameterId: 'field', label: { en: 'Field', ar: 'حقل' }, sort_order: 1, ...over });
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
