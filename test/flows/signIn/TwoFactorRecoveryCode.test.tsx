import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { FlowFailure } from '../../../machines/shared';
import { TwoFactorForm } from '../../../src/flows/signIn/TwoFactorForm';
import { activate, renderUi } from '../../support/render';

const noop = () => {};

describe('TwoFactorForm recovery codes', () => {
  it('offers a recovery code instead of the app code, and a way back', () => {
    activate('en');
    renderUi(
      <TwoFactorForm failure={null} verifying={false} onSubmit={noop} onSubmitRecoveryCode={noop} onCancel={noop} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));
    expect(screen.queryAllByRole('textbox', { name: /^Authenticator code, digit [1-6] of 6$/ })).toHaveLength(0);
    const input = screen.getByRole('textbox', { name: /Recovery code/ }) as HTMLInputElement;
    // the box reads left to right in every language; its label follows the page
    expect(input.closest('[dir="ltr"]')).not.toBeNull();
    expect(input.getAttribute('autocomplete')).toBe('off');
    fireEvent.click(screen.getByRole('button', { name: 'Use the code from my app' }));
    expect(screen.getAllByRole('textbox', { name: /^Authenticator code, digit [1-6] of 6$/ })).toHaveLength(6);
  });

  it('sends a well-formed recovery code in lower case and refuses a malformed one', () => {
    activate('en');
    const onSubmitRecoveryCode = vi.fn();
    renderUi(
      <TwoFactorForm
        failure={null}
        verifying={false}
        onSubmit={noop}
        onSubmitRecoveryCode={onSubmitRecoveryCode}
        onCancel={noop}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));
    const input = screen.getByRole('textbox', { name: /Recovery code/ });
    fireEvent.change(input, { target: { value: 'nope' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(onSubmitRecoveryCode).not.toHaveBeenCalled();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(input, { target: { value: ' ABCDE-23456 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(onSubmitRecoveryCode).toHaveBeenCalledWith('abcde-23456');
  });

  it('empties a refused recovery code and stays on the recovery code', () => {
    activate('en');
    const props = { verifying: false, onSubmit: noop, onSubmitRecoveryCode: noop, onCancel: noop };
    const view = renderUi(<TwoFactorForm failure={null} {...props} />);
    fireEvent.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));
    fireEvent.change(screen.getByRole('textbox', { name: /Recovery code/ }), { target: { value: 'abcde-23456' } });
    const refused: FlowFailure = { kind: 'recoveryCodeInvalid', errCode: 1015, message: 'x' };
    act(() => view.rerender(<TwoFactorForm failure={refused} {...props} />));
    const input = screen.getByRole('textbox', { name: /Recovery code/ }) as HTMLInputElement;
    expect(input.value).toBe('');
    expect(document.activeElement).toBe(input);
    expect(screen.getByRole('alert').textContent).toContain('That recovery code is not valid');
  });

  it('has no recovery option when the page does not take one', () => {
    activate('en');
    renderUi(<TwoFactorForm failure={null} verifying={false} onSubmit={noop} onCancel={noop} />);
    expect(screen.queryByRole('button', { name: 'Use a recovery code instead' })).toBeNull();
  });
});
