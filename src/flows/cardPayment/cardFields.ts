/**
 * The card page's fields as typed (requirements#payment-results): the number shown in groups of
 * four, the expiry as MM/YY. Shaping only; the gateway judges the card again.
 */

/** 4111111111111111 → 4111 1111 1111 1111 (at most 19 digits) */
export function formatCardNumber(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** 1239 → 12/39; a slash typed after the month is kept */
export function formatExpiry(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 4);
  if (digits.length <= 2) return typed.trim().endsWith('/') && digits.length === 2 ? `${digits}/` : digits;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

/** null when MM/YY names this month or a later one */
export function cardExpiryProblem(expiry: string, nowMs: number): 'format' | 'expired' | null {
  const match = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(expiry);
  if (match === null) return 'format';
  return Date.UTC(2000 + Number(match[2]), Number(match[1]), 1) <= nowMs ? 'expired' : null;
}
