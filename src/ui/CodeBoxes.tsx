import { Group, PinInput, type PinInputProps } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { KeyboardEvent, Ref } from 'react';

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
 * fit a 320 px phone inside a card's padding. requirements#accessibility: each box is named with
 * its place ("Transaction PIN, digit 1 of 4") and Enter submits the form the boxes are in (the
 * library's digit filter swallows it).
 */
export function CodeBoxes({ ref, oneTimeCode = true, autoFocus = true, getInputProps, ...props }: Props) {
  const { t } = useLingui();
  const { ariaLabel, length } = props;
  return (
    <Group justify="center" dir="ltr" onKeyDownCapture={submitOnEnter}>
      <PinInput
        ref={ref}
        type="number"
        inputMode="numeric"
        oneTimeCode={oneTimeCode}
        autoFocus={autoFocus}
        size="md"
        gap="xs"
        {...props}
        getInputProps={(index) => {
          const digit = index + 1;
          return { 'aria-label': t`${ariaLabel}, digit ${digit} of ${length}`, ...getInputProps?.(index) };
        }}
      />
    </Group>
  );
}

function submitOnEnter(event: KeyboardEvent<HTMLDivElement>) {
  if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
  const form = (event.target as HTMLElement).closest('form');
  if (!form) return;
  event.preventDefault();
  form.requestSubmit();
}
