import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PasswordRules } from '../../src/ui/PasswordRules';
import { activate, renderUi } from '../support/render';

const met = () =>
  Array.from(document.querySelectorAll('li[data-rule]'))
    .filter((li) => li.hasAttribute('data-met'))
    .map((li) => li.getAttribute('data-rule'));

describe('PasswordRules', () => {
  it('lists the five rules, none met while the password is empty', () => {
    activate('en');
    renderUi(<PasswordRules password="" />);
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    expect(met()).toEqual([]);
    expect(screen.getByRole('list', { name: 'Password rules' }).textContent).toContain(
      'Still needed: 6 to 30 characters',
    );
  });

  it('ticks each rule the typed password meets', () => {
    activate('en');
    const view = renderUi(<PasswordRules password="abc1" />);
    expect(met()).toEqual(['lower', 'digit']);
    view.rerender(<PasswordRules password="Abcdef1!" />);
    expect(met()).toEqual(['length', 'upper', 'lower', 'digit', 'special']);
    expect(screen.getAllByText('Done:', { exact: false })).toHaveLength(5);
  });

  it('counts a password longer than 30 characters as breaking the length rule', () => {
    activate('en');
    renderUi(<PasswordRules password={`Aa1!${'x'.repeat(30)}`} />);
    expect(met()).toEqual(['upper', 'lower', 'digit', 'special']);
  });
});
