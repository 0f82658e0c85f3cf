import { describe, expect, it } from 'vitest';
import { cardExpiryProblem, formatCardNumber, formatExpiry } from '../../../src/flows/cardPayment/cardFields';

describe('the card page fields', () => {
  it('shows the number in groups of four, digits only, at most 19', () => {
    expect(formatCardNumber('4111111111111111')).toBe('4111 1111 1111 1111');
    expect(formatCardNumber('4111-1111 11a')).toBe('4111 1111 11');
    expect(formatCardNumber('1'.repeat(25))).toBe('1111 1111 1111 1111 111');
    expect(formatCardNumber('٤١١١')).toBe('');
  });

  it('writes the expiry as MM/YY', () => {
    expect(formatExpiry('1239')).toBe('12/39');
    expect(formatExpiry('12/3')).toBe('12/3');
    expect(formatExpiry('12/')).toBe('12/');
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12/395')).toBe('12/39');
  });

  it('accepts an expiry to the end of its month', () => {
    const now = Date.UTC(2026, 10, 27);
    expect(cardExpiryProblem('11/26', now)).toBeNull();
    expect(cardExpiryProblem('10/26', now)).toBe('expired');
    expect(cardExpiryProblem('13/30', now)).toBe('format');
    expect(cardExpiryProblem('1/30', now)).toBe('format');
  });
});
