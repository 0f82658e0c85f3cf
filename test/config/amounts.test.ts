import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addAmounts, signedRowAmount } from '../../src/config/currency';

describe('addAmounts (decimal strings, exactly)', () => {
  it('adds amounts without floating-point error', () => {
    expect(addAmounts('0.10', '0.20')).toBe('0.30');
    expect(addAmounts('15000.00', '250.00')).toBe('15250.00');
    expect(addAmounts('999999999999999.99', '0.01')).toBe('1000000000000000.00');
    expect(addAmounts('-5.00', '2.50')).toBe('-2.50');
  });

  it('agrees with integer arithmetic on minor units', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 15n }), fc.bigInt({ min: 0n, max: 10n ** 15n }), (a, b) => {
        const text = (minor: bigint) => `${minor / 100n}.${String(minor % 100n).padStart(2, '0')}`;
        expect(addAmounts(text(a), text(b))).toBe(text(a + b));
      }),
    );
  });
});

describe('signedRowAmount (requirements#recent-transactions)', () => {
  it('shows a debit as minus the amount and its fee', () => {
    expect(signedRowAmount({ direction: 'debit', amount: '15000.00', fee: '250.00', status: 1 })).toEqual({
      sign: '−',
      amount: '15250.00',
    });
    // pending: the money is held
    expect(signedRowAmount({ direction: 'debit', amount: '15000.00', fee: '250.00', status: 0 })).toEqual({
      sign: '−',
      amount: '15250.00',
    });
  });

  it('shows a credit as plus the amount (the payer paid the fee), and a row that moved nothing unsigned', () => {
    expect(signedRowAmount({ direction: 'credit', amount: '15000.00', fee: '250.00', status: 1 })).toEqual({
      sign: '+',
      amount: '15000.00',
    });
    expect(signedRowAmount({ direction: 'none', amount: '0.00', fee: '0.00', status: 1 })).toEqual({
      sign: '',
      amount: '0.00',
    });
  });

  it('gives a failed row (status 2) no sign: it moved nothing', () => {
    expect(signedRowAmount({ direction: 'debit', amount: '5000.00', fee: '0.00', status: 2 })).toEqual({
      sign: '',
      amount: '5000.00',
    });
    expect(signedRowAmount({ direction: 'credit', amount: '5000.00', fee: '0.00', status: 2 })).toEqual({
      sign: '',
      amount: '5000.00',
    });
  });
});
