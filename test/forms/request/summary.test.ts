import { describe, expect, it } from 'vitest';
import { resolveSummaryLine } from '../../../src/forms/request/summary';
import { file } from '../fixtures';

const label = { en: 'Line' };

describe('resolveSummaryLine (review and receipt lines)', () => {
  const values = { amount: '25.00', tags: ['a', 'b'], doc: file({ name: 'id.pdf' }), bank: 'b1', empty: '' };
  const responses = [{ quote: { fee: '1.00' } }, { counterparty: { name: 'Ada' } }];
  const receipt = { transactionId: 'T-1', details: { voucherPin: '9999' } };

  it('shows an entered value, a list joined and a file by its name', () => {
    expect(resolveSummaryLine({ label, from: 'value', key: 'amount', format: 'amount' }, values, [], null).value).toBe(
      '25.00',
    );
    expect(resolveSummaryLine({ label, from: 'value', key: 'tags', format: 'text' }, values, [], null).value).toBe(
      'a, b',
    );
    expect(resolveSummaryLine({ label, from: 'value', key: 'doc', format: 'text' }, values, [], null).value).toBe(
      'id.pdf',
    );
  });

  it('reads a path of the named step response, or of the latest one', () => {
    const named = resolveSummaryLine(
      { label, from: 'response', key: 'quote.fee', stepIndex: 0, format: 'amount' },
      values,
      responses,
      null,
    );
    const latest = resolveSummaryLine(
      { label, from: 'response', key: 'counterparty.name', format: 'text' },
      values,
      responses,
      null,
    );
    expect(named.value).toBe('1.00');
    expect(latest.value).toBe('Ada');
  });

  it('reads a path of the receipt', () => {
    const line = resolveSummaryLine(
      { label, from: 'receipt', key: 'details.voucherPin', format: 'text' },
      values,
      responses,
      receipt,
    );
    expect(line).toEqual({ label, format: 'text', value: '9999' });
  });

  it('gives null for nothing, which views show as -', () => {
    expect(
      resolveSummaryLine({ label, from: 'value', key: 'empty', format: 'text' }, values, [], null).value,
    ).toBeNull();
    expect(
      resolveSummaryLine({ label, from: 'receipt', key: 'missing.path', format: 'text' }, values, [], receipt).value,
    ).toBeNull();
  });

  it("gives the chosen option's label for an option line", () => {
    const options = { bank: [{ value: 'b1', label: { en: 'First Bank' } }] };
    const line = resolveSummaryLine({ label, from: 'value', key: 'bank', format: 'option' }, values, [], null, options);
    expect(line.optionLabel).toEqual({ en: 'First Bank' });
  });
});
