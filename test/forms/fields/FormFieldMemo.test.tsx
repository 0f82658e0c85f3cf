import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Parameter } from '../../../src/api/contract/serviceForm';
import { FormField, useFieldHandlers, type FieldSink } from '../../../src/forms/fields';
import * as localizeModule from '../../../src/forms/localize';
import type { FormValues } from '../../../src/forms/types';
import { activate, renderUi, renderUiHook } from '../../support/render';
import { param } from './fieldFixtures';

// every FormField render localizes its label once: counting those calls counts renders
vi.mock('../../../src/forms/localize', async (importOriginal) => {
  const actual = await importOriginal<typeof localizeModule>();
  return { ...actual, localize: vi.fn(actual.localize) };
});

const parameters: Parameter[] = Array.from({ length: 25 }, (_, i) =>
  param({ ParameterId: `f${i}`, type: 'text', label: { en: `Field ${i}` }, sort_order: i }),
);

function Form() {
  const [values, setValues] = useState<FormValues>({});
  // a fresh sink every render, as a form built on state would pass
  const handlersFor = useFieldHandlers({
    change: (id, value) => setValues((current) => ({ ...current, [id]: value })),
    blur: () => undefined,
    file: () => undefined,
    cancelFile: () => undefined,
    retryOptions: () => undefined,
  });
  return (
    <>
      {parameters.map((parameter) => (
        <FormField
          key={parameter.ParameterId}
          parameter={parameter}
          value={values[parameter.ParameterId] ?? ''}
          error={null}
          options={parameter.PossibleValue}
          optionsState="idle"
          locale="en"
          {...handlersFor(parameter.ParameterId)}
        />
      ))}
    </>
  );
}

const rendersOf = (label: string) =>
  vi.mocked(localizeModule.localize).mock.calls.filter(([text]) => typeof text === 'object' && text?.en === label)
    .length;

describe('FormField memoization', () => {
  it('re-renders only the field being typed in, of 25', () => {
    activate('en');
    renderUi(<Form />);
    vi.mocked(localizeModule.localize).mockClear();
    fireEvent.change(screen.getByRole('textbox', { name: 'Field 3' }), { target: { value: 'a' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Field 3' }), { target: { value: 'ab' } });
    expect(rendersOf('Field 3')).toBe(2);
    for (let i = 0; i < 25; i++) if (i !== 3) expect(rendersOf(`Field ${i}`), `Field ${i}`).toBe(0);
    expect((screen.getByRole('textbox', { name: 'Field 3' }) as HTMLInputElement).value).toBe('ab');
  });
});

describe('useFieldHandlers', () => {
  it('keeps each field’s callbacks and calls the latest sink', () => {
    const first: FieldSink = {
      change: vi.fn(),
      blur: vi.fn(),
      file: vi.fn(),
      cancelFile: vi.fn(),
      retryOptions: vi.fn(),
    };
    const second: FieldSink = { ...first, change: vi.fn(), retryOptions: vi.fn() };
    let sink = first;
    const { result, rerender } = renderUiHook(() => useFieldHandlers(sink));
    const a = result.current('amount');
    sink = second;
    rerender();
    expect(result.current('amount')).toBe(a);
    expect(result.current('note')).not.toBe(a);
    act(() => a.onChange('12'));
    a.onRetryOptions();
    a.onBlur();
    expect(second.change).toHaveBeenCalledWith('amount', '12');
    expect(first.change).not.toHaveBeenCalled();
    expect(second.retryOptions).toHaveBeenCalledWith('amount');
    expect(first.blur).toHaveBeenCalledWith('amount');
  });
});
