import type { TextInputProps } from '@mantine/core';
import type { KeyboardType, Parameter, ServiceForm } from '../../api/contract/serviceForm';

/**
 * requirements#field-attributes: how a field's configured attributes reach its input. Pure
 * tables, so each mapping is tested on its own and documented once (README, CONTRIBUTING).
 */

/** What a keyboardType asks of the browser: the on-screen keyboard and the hints that go with it. */
export interface KeyboardHints {
  inputMode?: TextInputProps['inputMode'];
  /** only for plain text inputs: a field of another type keeps its own */
  type?: 'text' | 'email' | 'tel' | 'url' | 'search';
  autoComplete?: string;
  autoCapitalize?: 'none' | 'off' | 'sentences';
  spellCheck?: boolean;
  enterKeyHint?: 'search' | 'done' | 'next';
  /** digits and Latin addresses read left to right inside right-to-left pages too */
  latin?: boolean;
}

export const keyboardHints: Record<KeyboardType, KeyboardHints> = {
  default: {},
  numeric: { inputMode: 'numeric', latin: true },
  'number-pad': { inputMode: 'numeric', latin: true },
  'decimal-pad': { inputMode: 'decimal', latin: true },
  'email-address': {
    inputMode: 'email',
    type: 'email',
    autoComplete: 'email',
    autoCapitalize: 'none',
    spellCheck: false,
    latin: true,
  },
  'phone-pad': { inputMode: 'tel', type: 'tel', autoComplete: 'tel', latin: true },
  // letters and digits (a name or a number): the text keyboard, offered the phone numbers it knows
  'name-phone-pad': { inputMode: 'text', autoComplete: 'tel' },
  url: { inputMode: 'url', type: 'url', autoComplete: 'url', autoCapitalize: 'none', spellCheck: false, latin: true },
  'web-search': { inputMode: 'search', type: 'search', enterKeyHint: 'search' },
  'ascii-capable': { inputMode: 'text', autoCapitalize: 'none', spellCheck: false },
  // digits with punctuation (a date typed by hand, a reference): no numeric pad has them all
  'numbers-and-punctuation': { inputMode: 'text', latin: true },
  'visible-password': { inputMode: 'text', autoComplete: 'off', autoCapitalize: 'none', spellCheck: false },
  twitter: { inputMode: 'text', autoCapitalize: 'none' },
};

/** The hints of a field's keyboardType, or none. */
export function keyboardOf(parameter: Pick<Parameter, 'keyboardType'>): KeyboardHints | null {
  return parameter.keyboardType === undefined ? null : keyboardHints[parameter.keyboardType];
}

/** The logical side of a configured alignment: configurations are written left to right. */
export type Side = 'start' | 'end';
export function logicalSide(align: 'start' | 'end' | 'left' | 'right' | undefined, fallback: Side = 'start'): Side {
  if (align === 'left' || align === 'start') return 'start';
  if (align === 'right' || align === 'end') return 'end';
  return fallback;
}

/** The side a field's icon goes: its own iconAlign, else the form's. */
export function iconSide(
  parameter: Pick<Parameter, 'iconAlign'>,
  form: Pick<ServiceForm, 'iconAlign'> | undefined,
): Side {
  return logicalSide(parameter.iconAlign ?? form?.iconAlign);
}

/** requirements#field-attributes: a field takes part only when isUsed is not false. */
export const isUsed = (parameter: Pick<Parameter, 'isUsed'>) => parameter.isUsed !== false;
/** drawn only when isVisible is not false (its value is still sent) */
export const isShown = (parameter: Pick<Parameter, 'isVisible' | 'type'>) =>
  parameter.isVisible !== false && parameter.type !== 'hidden';
export const isDisabled = (parameter: Pick<Parameter, 'isDisabled'>) => parameter.isDisabled === true;
