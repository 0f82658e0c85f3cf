import type { FieldValue } from '../types';
import { type Check, fail } from './context';

/**
 * A decimal as typed: optional sign, digits, optional fraction. Exponents, hex and thousands
 * separators are refused (Number() would read '0x10' as 16 and '' as 0).
 */
const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

export function parseNumber(text: string): number | null {
  const trimmed = text.trim();
  if (!DECIMAL.test(trimmed)) return null;
  const parsed = Number(trimmed);
  return Number.isFinite(parsed) ? parsed : null;
}

/** A numeric field holds one number, or two for a range slider ([from, to]). */
function numbersOf(value: FieldValue): (number | null)[] | null {
  if (typeof value === 'string') return [parseNumber(value)];
  if (Array.isArray(value)) return value.map((item) => (typeof item === 'string' ? parseNumber(item) : null));
  return null;
}

/** notANumber: a number, amount, slider or range field must hold decimals. */
export const numberCheck: Check = {
  name: 'number',
  run: (value) => {
    const numbers = numbersOf(value);
    return numbers !== null && numbers.every((item) => item !== null) ? null : fail('notANumber');
  },
};

function boundValues(min: number | undefined, max: number | undefined): Record<string, number> {
  const values: Record<string, number> = {};
  if (min !== undefined) values.min = min;
  if (max !== undefined) values.max = max;
  return values;
}

const within = (n: number, min: number | undefined, max: number | undefined) =>
  (min === undefined || n >= min) && (max === undefined || n <= max);

/** requirements#validation-range: minNMaxRange {min,max} (an unparsable value is numberCheck's job). */
export function rangeCheck(min: number | undefined, max: number | undefined): Check {
  return {
    name: 'range',
    run: (value) => {
      const numbers = numbersOf(value) ?? [];
      const outside = numbers.some((n) => n !== null && !within(n, min, max));
      return outside ? fail('minNMaxRange', boundValues(min, max)) : null;
    },
  };
}

/**
 * requirements#validation-bounds-from: valueLength {min,max}. A bound field that is
 * empty or not a number sets no bound: the other field's own rules report it.
 */
export function boundsFromCheck(minField: string | undefined, maxField: string | undefined): Check {
  const boundOf = (field: string | undefined, values: Readonly<Record<string, FieldValue>>) => {
    if (field === undefined) return undefined;
    const raw = values[field];
    return typeof raw === 'string' ? (parseNumber(raw) ?? undefined) : undefined;
  };
  return {
    name: 'boundsFrom',
    run: (value, values) => {
      const n = typeof value === 'string' ? parseNumber(value) : null;
      if (n === null) return fail('notANumber');
      const min = boundOf(minField, values);
      const max = boundOf(maxField, values);
      return within(n, min, max) ? null : fail('valueLength', boundValues(min, max));
    },
  };
}
