import { describe, expect, it } from 'vitest';
import { resolveSummaryLine, summaryOptions } from '../../../src/forms/request/summary';
import { file, form, param, step } from '../fixtures';

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

  it('shows the label of a chosen option on any line of an entered value, never the raw value', () => {
    const options = { operator: [{ value: 'ASIACELL', label: { en: 'Asiacell', ar: 'آسياسيل' } }] };
    const line = resolveSummaryLine(
      { label, from: 'value', key: 'operator', format: 'text' },
      { operator: 'ASIACELL' },
      [],
      null,
      options,
    );
    expect(line).toEqual({
      label,
      format: 'option',
      value: 'ASIACELL',
      optionLabel: { en: 'Asiacell', ar: 'آسياسيل' },
    });
    // a value no list knows stays as it is
    const unknown = resolveSummaryLine(
      { label, from: 'value', key: 'operator', format: 'text' },
      { operator: 'OTHER' },
      [],
      null,
      options,
    );
    expect(unknown).toEqual({ label, format: 'text', value: 'OTHER' });
  });
});

describe('summaryOptions (the option lists a review and a receipt read)', () => {
  const billType = param({
    ParameterId: 'billType',
    ComponentType: 4,
    ValueSource: 'static',
    PossibleValue: [
      { value: 'postpaid', label: { en: 'Post-paid mobile', ar: 'هاتف نقال بالدفع الآجل' } },
      { value: 'landline', label: { en: 'Landline' } },
    ],
  });
  const product = param({ ParameterId: 'product', ComponentType: 2, PossibleValue: [{ value: 'old', label: 'Old' }] });
  const note = param({ ParameterId: 'note' });
  const twoSteps = form([step([billType, note]), step([product], 'more')]);

  it('gives the configured lists of every step, the loaded ones over them', () => {
    const loaded = { product: [{ value: 'Z25', label: { en: 'Zain 25,000' } }] };
    expect(summaryOptions(twoSteps, loaded)).toEqual({ billType: billType.PossibleValue, product: loaded.product });
  });

  it('lets a configured radio show its label on the review (postpaid is "Post-paid mobile")', () => {
    const line = resolveSummaryLine(
      { label, from: 'value', key: 'billType', format: 'option' },
      { billType: 'postpaid' },
      [],
      null,
      summaryOptions(twoSteps, {}),
    );
    expect(line.optionLabel).toEqual({ en: 'Post-paid mobile', ar: 'هاتف نقال بالدفع الآجل' });
  });
});
