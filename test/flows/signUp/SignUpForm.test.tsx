import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { FlowFailure } from '../../../machines/shared';
import { SignUpForm, type LoginAvailability } from '../../../src/flows/signUp/SignUpForm';
import { activate, renderUi } from '../../support/render';

// a required field's label ends in an asterisk
const field = (label: string) =>
  screen.getByLabelText(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`), {
    selector: 'input',
  }) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create account' }));

function fillValid() {
  type('Username', 'new.user');
  type('Full name in English', 'New User');
  type('Mobile number', '0712345678');
  type('E-mail address', 'new.user@example.com');
  type('Password', 'Secret1!');
  type('Confirm the password', 'Secret1!');
  fireEvent.click(field('I accept the terms'));
}

function setup(overrides: { failure?: FlowFailure | null; availability?: LoginAvailability } = {}) {
  activate('en');
  const props = {
    failure: null,
    availability: 'idle' as LoginAvailability,
    submitting: false,
    onLoginChanged: vi.fn(),
    onSubmit: vi.fn(),
    ...overrides,
  };
  const view = renderUi(<SignUpForm {...props} />);
  return { props, view };
}

describe('SignUpForm', () => {
  it('refuses an empty form, says what is missing and puts the cursor in the first field', () => {
    const { props } = setup();
    submit();
    expect(props.onSubmit).not.toHaveBeenCalled();
    expect(field('Username').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter a 10-digit mobile number.')).toBeTruthy();
    expect(screen.getByText('Accept the terms and conditions to continue.')).toBeTruthy();
    expect(document.activeElement).toBe(field('Username'));
  });

  it('refuses a confirmation that does not match the password', () => {
    const { props } = setup();
    fillValid();
    type('Confirm the password', 'Secret2!');
    submit();
    expect(props.onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('This does not match.')).toBeTruthy();
  });

  it('sends every value when the form is valid', () => {
    const { props } = setup();
    fillValid();
    submit();
    expect(props.onSubmit).toHaveBeenCalledTimes(1);
    expect(props.onSubmit.mock.calls[0]?.[0]).toMatchObject({
      userName: 'new.user',
      phone: '0712345678',
      password: 'Secret1!',
      acceptTerms: true,
    });
  });

  it('tells the flow about each change of the login', () => {
    const { props } = setup();
    type('Username', 'ne');
    type('Username', 'new');
    expect(props.onLoginChanged.mock.calls.map((c) => c[0])).toEqual(['ne', 'new']);
  });

  it('marks a taken login on the field', () => {
    setup({ availability: 'taken' });
    expect(field('Username').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText('This login is already taken.').length).toBeGreaterThan(0);
  });

  it('puts the server field errors next to their fields and keeps what was typed', () => {
    const { props, view } = setup();
    fillValid();
    submit();
    const refused: FlowFailure = {
      kind: 'validation',
      errCode: 400,
      message: 'Invalid',
      fields: [{ field: 'phone', code: 'regex', message: 'Invalid phone' }],
    };
    act(() => view.rerender(<SignUpForm {...props} failure={refused} />));
    expect(screen.getByRole('alert').textContent).toContain('Some details are missing or not valid.');
    expect(field('Mobile number').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field('Mobile number'));
    expect(field('Username').value).toBe('new.user');
    expect(field('Password').value).toBe('Secret1!');
  });
});
