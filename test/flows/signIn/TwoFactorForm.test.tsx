import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { FlowFailure } from '../../../machines/shared';
import { TwoFactorForm } from '../../../src/flows/signIn/TwoFactorForm';
import { activate, renderUi } from '../../support/render';

const boxes = () =>
  screen.getAllByRole('textbox', { name: /^Authenticator code, digit [1-6] of 6$/ }) as HTMLInputElement[];
const type = (code: string) =>
  code.split('').forEach((digit, i) => fireEvent.change(boxes()[i]!, { target: { value: digit } }));

describe('TwoFactorForm', () => {
  it('submits by itself when the sixth digit is typed', () => {
    activate('en');
    const onSubmit = vi.fn();
    renderUi(<TwoFactorForm failure={null} verifying={false} onSubmit={onSubmit} onCancel={() => {}} />);
    expect(boxes()).toHaveLength(6);
    type('12345');
    expect(onSubmit).not.toHaveBeenCalled();
    type('123456');
    expect(onSubmit).toHaveBeenCalledWith('123456');
  });

  it('clears the boxes and puts the cursor back in the first after a refused code', () => {
    activate('en');
    const props = { verifying: false, onSubmit: vi.fn(), onCancel: () => {} };
    const view = renderUi(<TwoFactorForm failure={null} {...props} />);
    type('654321');
    const refused: FlowFailure = { kind: 'invalidCode', errCode: 1010, message: 'x' };
    act(() => view.rerender(<TwoFactorForm failure={refused} {...props} />));
    expect(
      boxes()
        .map((b) => b.value)
        .join(''),
    ).toBe('');
    expect(document.activeElement).toBe(boxes()[0]);
    expect(screen.getByRole('alert').textContent).toContain('That code is not right.');
  });

  it('speaks Arabic', () => {
    activate('ar');
    renderUi(<TwoFactorForm failure={null} verifying={false} onSubmit={() => {}} onCancel={() => {}} />);
    expect(screen.getByRole('button', { name: 'تحقّق' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'استخدم حسابًا آخر' })).toBeTruthy();
  });
});
