import { Box, Input } from '@mantine/core';
import { useId, type ReactNode, type Ref } from 'react';
import { CodeBoxes } from './CodeBoxes';

interface Props {
  label: string;
  description?: ReactNode;
  length: number;
  value: string;
  onChange: (value: string) => void;
  onComplete?: (value: string) => void;
  error?: ReactNode;
  disabled?: boolean;
  /** hide the digits (a PIN); a one-time code stays visible */
  mask?: boolean;
  autoFocus?: boolean;
  oneTimeCode?: boolean;
  required?: boolean;
  /** marks the boxes as wrong when the message is shown elsewhere (an alert) */
  invalid?: boolean;
  /** that alert's id: the boxes point at it while they are marked wrong */
  invalidMessageId?: string;
  /** the first box */
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * Digit boxes with a visible label and an announced error, like the new-PIN rows of
 * NewPinFields. The label points at the first box; every box carries the label as its accessible
 * name and the error as its description. Digits read left to right in every language.
 */
export function PinField({
  label,
  description,
  length,
  value,
  onChange,
  onComplete,
  error,
  disabled,
  mask,
  autoFocus,
  oneTimeCode,
  inputRef,
  required,
  invalid,
  invalidMessageId,
}: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  const descriptionId = `${id}-description`;
  const describedBy = [
    error ? errorId : null,
    invalid && !error ? (invalidMessageId ?? null) : null,
    description ? descriptionId : null,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <Input.Wrapper
      label={label}
      labelProps={{ htmlFor: `${id}-1` }}
      required={required}
      description={description}
      error={error}
      errorProps={{ id: errorId }}
      descriptionProps={{ id: descriptionId }}
    >
      <Box mt={6}>
        <CodeBoxes
          ref={inputRef}
          id={id}
          length={length}
          mask={mask}
          oneTimeCode={oneTimeCode ?? false}
          autoFocus={autoFocus ?? false}
          ariaLabel={label}
          value={value}
          onChange={onChange}
          onComplete={onComplete}
          error={Boolean(error) || Boolean(invalid)}
          disabled={disabled}
          getInputProps={(index) => ({
            // a dialog's focus trap starts on this box rather than the close button
            ...(autoFocus && index === 0 ? { 'data-autofocus': true } : {}),
            'aria-invalid': Boolean(error) || Boolean(invalid),
            ...(describedBy ? { 'aria-describedby': describedBy } : {}),
          })}
        />
      </Box>
    </Input.Wrapper>
  );
}
