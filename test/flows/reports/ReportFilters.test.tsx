import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReportFilters } from '../../../src/flows/reports/ReportFilters';
import { activate, renderUi } from '../../support/render';

const filters = [{ id: 'dateRange' as const, label: { en: 'Period' } }];

describe('report filters', () => {
  it('shows error.message.1117 under From when the chart refused the range, in the user’s language', () => {
    activate('en');
    const { rerender } = renderUi(
      <ReportFilters filters={filters} locale="en" rangeRefused={false} busy={false} onApply={() => {}} />,
    );
    expect(screen.queryByText('The From date must not be after the To date.')).toBeNull();
    rerender(<ReportFilters filters={filters} locale="en" rangeRefused busy={false} onApply={() => {}} />);
    const message = screen.getByText('The From date must not be after the To date.');
    // the message belongs to the From field (its description for assistive technology)
    const from = screen.getByRole('button', { name: /From/ });
    expect(from.getAttribute('aria-invalid')).toBe('true');
    expect(message.id).not.toBe('');
  });
});
