import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useNewPinFields } from '../../src/ui/NewPinFields';
import { activate, renderUi } from '../support/render';

let collect: () => unknown = () => null;
function Harness() {
  const pin = useNewPinFields(4);
  collect = pin.collect;
  return <>{pin.fields}</>;
}

// each box is named with its place: "New PIN, digit 1 of 4"
const boxes = (name: string) =>
  screen.getAllByLabelText(new RegExp(`^${name}, digit \\d of \\d$`), { selector: 'input' }) as HTMLInputElement[];
const type = (name: string, digits: string) =>
  digits.split('').forEach((d, i) => fireEvent.change(boxes(name)[i]!, { target: { value: d } }));

describe('useNewPinFields', () => {
  it('shows masked boxes of the configured length for the PIN and its confirmation', () => {
    activate('en');
    renderUi(<Harness />);
    expect(boxes('New PIN')).toHaveLength(4);
    expect(boxes('Confirm the new PIN')).toHaveLength(4);
    expect(boxes('New PIN')[0]!.type).toBe('password');
  });

  it('refuses a run of digits and focuses the new PIN', () => {
    activate('en');
    renderUi(<Harness />);
    type('New PIN', '1234');
    type('Confirm the new PIN', '1234');
    let result: unknown;
    act(() => {
      result = collect();
    });
    expect(result).toBeNull();
    expect(screen.getByText('Do not use a run of digits such as 1234.')).toBeTruthy();
    expect(document.activeElement).toBe(boxes('New PIN')[0]);
  });

  it('refuses a confirmation that differs, then returns both when they match', () => {
    activate('en');
    renderUi(<Harness />);
    type('New PIN', '1357');
    type('Confirm the new PIN', '1358');
    let result: unknown;
    act(() => {
      result = collect();
    });
    expect(result).toBeNull();
    expect(screen.getByText('This does not match.')).toBeTruthy();
    type('Confirm the new PIN', '1357');
    act(() => {
      result = collect();
    });
    expect(result).toEqual({ newPin: '1357', confirmPin: '1357' });
  });
});
