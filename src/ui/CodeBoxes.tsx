import { Group, PinInput, type PinInputProps } from '@mantine/core';
import type { Ref } from 'react';

interface Props {
  /** the first box: a refused code puts the cursor back there */
  ref?: Ref<HTMLInputElement> | undefined;
  id?: string | undefined;
  length: number;
  /** the boxes' accessible name */
  ariaLabel: string;
  /** the group's visible label */
  'aria-labelledby'?: string | undefined;
  value: string;
  onChange: (value: string) => void;
  onComplete?: ((value: string) => void) | undefined;
  error: boolean;
  disabled?: boolean | undefined;
  /** hide the digits (a PIN); a one-time code stays visible */
  mask?: boolean | undefined;
  /** offer the phone's one-time-code autofill (not for a PIN) */
  oneTimeCode?: boolean | undefined;
  autoFocus?: boolean | undefined;
  /** more attributes for every box (what describes it, whether it is invalid) */
  getInputProps?: PinInputProps['getInputProps'];
}

/**
 * Digit boxes: a one-time code (an SMS code, an authenticator's code) or a PIN. Digits only, with
 * the phone's number keyboard, read left to right in every language, and small enough that six
 * fit a 320 px phone inside a card's padding.
 */
export function CodeBoxes({ ref, oneTimeCode = true, autoFocus = true, ...props }: Props) {
  return (
    <Group justify="center" dir="ltr">
      <PinInput
        ref={ref}
        type="number"
        inputMode="numeric"
        oneTimeCode={oneTimeCode}
        autoFocus={autoFocus}
        size="md"
        gap="xs"
        {...props}
      />
    </Group>
  );
}
