/**
 * requirements#validation-card-number: the Luhn checksum over a card number's digits (spaces and
 * dashes ignored), valid when the weighted digit sum is divisible by 10; any other character makes
 * it invalid. Shared by the form engine and the sandbox, which check the same numbers.
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
