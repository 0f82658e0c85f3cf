import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sampleFailures } from '../../../machines/samples/failures';
import type { SignInCaptcha } from '../../../machines/signIn.machine';
import { CredentialsForm } from '../../../src/flows/signIn/CredentialsForm';
import { activate, renderUi } from '../../support/render';

const captcha: SignInCaptcha = { captchaId: 'c'.repeat(43), image: 'data:image/svg+xml,x', length: 5 };
const props = { categories: ['consumer'] as const, defaultCategory: 'consumer', submitting: false };

function fill(login: string, password: string) {
  fireEvent.change(screen.getByRole('textbox', { name: /mobile number or username/i }), { target: { value: login } });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: password } });
}

describe('CredentialsForm', () => {
  it('asks no captcha until the server does', () => {
    activate('en');
    renderUi(<CredentialsForm {...props} failure={null} captcha={null} onSubmit={vi.fn()} />);
    expect(screen.queryByRole('textbox', { name: /Characters in the picture/ })).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('issue 19: after several failed sign-ins, shows the picture, keeps the password and sends the answer', async () => {
    activate('en');
    const onSubmit = vi.fn();
    const view = renderUi(<CredentialsForm {...props} failure={null} captcha={null} onSubmit={onSubmit} />);
    fill('consumer', 'Demo@1234');
    act(() =>
      view.rerender(
        <CredentialsForm {...props} failure={sampleFailures.captchaRequired} captcha={captcha} onSubmit={onSubmit} />,
      ),
    );
    expect(screen.getByRole('alert').textContent).toContain('several failed sign-ins');
    expect(screen.getByRole('img', { name: /a picture of 5 characters/ })).toBeTruthy();
    const answer = screen.getByRole('textbox', { name: /Characters in the picture/ });
    // the password was not judged: it stays for the next try, and the cursor goes to the captcha
    expect((screen.getByLabelText(/^Password/) as HTMLInputElement).value).toBe('Demo@1234');
    expect(document.activeElement).toBe(answer);

    // too short: refused on the form, nothing sent
    fireEvent.change(answer, { target: { value: 'K7P' } });
    fireEvent.submit(screen.getByRole('form', { name: 'Sign in' }));
    expect(await screen.findByText('Type the 5 characters in the picture.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.change(answer, { target: { value: 'K7P2Q' } });
    fireEvent.submit(screen.getByRole('form', { name: 'Sign in' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      login: 'consumer',
      password: 'Demo@1234',
      captchaAnswer: 'K7P2Q',
    });
  });
});
