import { type Check, fail } from './context';

/**
 * seed 001 §5 card number: the Luhn checksum over the digits, spaces and dashes ignored; valid
 * when the weighted digit sum is divisible by 10. Any other character makes it invalid.
 */
export function isLuhnValid(input: string): boolean {
  const digits = input.replace(/[\s-]/g, '');
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** 'invalidCardNumber': the seed's text is 'Not a valid card Number'. */
export const cardCheck: Check = {
  name: 'card',
  run: (value) => (typeof value === 'string' && isLuhnValid(value) ? null : fail('invalidCardNumber')),
};
