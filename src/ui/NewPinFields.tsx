import { Box, Input, Stack } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { defaultSecurityPolicy } from '../api/contract/policy';
import { useSiteSettings } from './hooks';
import { useCredentialRules } from './credentialRules';
import { CodeBoxes } from './CodeBoxes';

// a type, not an interface: it must fit OtpCodeStep's Record<string, string>
export type NewPinValues = { newPin: string; confirmPin: string };

interface PinErrors {
  newPin?: string | null;
  confirmPin?: string | null;
}

/** The PIN length of the site settings' security policy, or the default. */
export function usePinLength(): number {
  const settings = useSiteSettings();
  return settings?.securityPolicy?.pinLength ?? defaultSecurityPolicy.pinLength;
}

/**
 * A new transaction PIN and its confirmation, for a form that sends them with something else (an
 * SMS code in OtpCodeStep, the current PIN). `collect()` checks both (the PIN rules of
 * requirements#security-policy, then compare-with-field) and returns them, or shows what is wrong,
 * focuses it and returns null.
 *
 *   const pin = useNewPinFields(length);
 *   <OtpCodeStep actor={otp} collectValues={pin.collect}>{pin.fields}</OtpCodeStep>
 */
export function useNewPinFields(length: number): { fields: ReactNode; collect: () => NewPinValues | null } {
  const rules = useCredentialRules();
  const { t } = useLingui();
  const [values, setValues] = useState<NewPinValues>({ newPin: '', confirmPin: '' });
  const [errors, setErrors] = useState<PinErrors>({});
  const newRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);

  const collect = (): NewPinValues | null => {
    const found: PinErrors = {
      newPin: rules.pin(length)(values.newPin),
      confirmPin: values.confirmPin ? rules.matches(values.newPin)(values.confirmPin) : t`Enter the new PIN again.`,
    };
    setErrors(found);
    if (found.newPin) newRef.current?.focus();
    else if (found.confirmPin) confirmRef.current?.focus();
    return found.newPin || found.confirmPin ? null : values;
  };

  const fields = (
    <NewPinFields
      length={length}
      values={values}
      errors={errors}
      refs={{ newPin: newRef, confirmPin: confirmRef }}
      onChange={(name, value) => {
        setValues((v) => ({ ...v, [name]: value }));
        setErrors((e) => ({ ...e, [name]: null }));
      }}
    />
  );
  return { fields, collect };
}

/** The two masked PIN rows; `useNewPinFields` gives them their state. */
export function NewPinFields({
  length,
  values,
  errors,
  refs,
  onChange,
  disabled,
}: {
  length: number;
  values: NewPinValues;
  errors: PinErrors;
  refs?: { newPin?: RefObject<HTMLInputElement | null>; confirmPin?: RefObject<HTMLInputElement | null> };
  onChange: (name: keyof NewPinValues, value: string) => void;
  disabled?: boolean;
}) {
  const { t } = useLingui();
  return (
    <Stack gap="sm">
      <PinRow
        label={t`New PIN`}
        description={t`${length} digits, not all the same and not a run such as 1234.`}
        length={length}
        value={values.newPin}
        error={errors.newPin}
        inputRef={refs?.newPin}
        onChange={(value) => onChange('newPin', value)}
        disabled={disabled}
      />
      <PinRow
        label={t`Confirm the new PIN`}
        length={length}
        value={values.confirmPin}
        error={errors.confirmPin}
        inputRef={refs?.confirmPin}
        onChange={(value) => onChange('confirmPin', value)}
        disabled={disabled}
      />
    </Stack>
  );
}

function PinRow({
  label,
  description,
  length,
  value,
  error,
  inputRef,
  onChange,
  disabled,
}: {
  label: string;
  description?: string;
  length: number;
  value: string;
  error: string | null | undefined;
  inputRef: RefObject<HTMLInputElement | null> | undefined;
  onChange: (value: string) => void;
  disabled: boolean | undefined;
}) {
  const id = useId();
  const describedBy = [description ? `${id}-description` : '', error ? `${id}-error` : ''].join(' ').trim();
  // not an Input.Wrapper: its context would give all the boxes the wrapper's one id
  return (
    <Stack gap={4}>
      <Input.Label required id={`${id}-label`} htmlFor={`${id}-1`}>
        {label}
      </Input.Label>
      {description ? <Input.Description id={`${id}-description`}>{description}</Input.Description> : null}
      <Box mt={4}>
        <CodeBoxes
          ref={inputRef}
          id={id}
          aria-labelledby={`${id}-label`}
          length={length}
          mask
          oneTimeCode={false}
          autoFocus={false}
          ariaLabel={label}
          value={value}
          onChange={onChange}
          error={Boolean(error)}
          disabled={disabled}
          getInputProps={() => (describedBy ? { 'aria-describedby': describedBy } : {})}
        />
      </Box>
      {error ? <Input.Error id={`${id}-error`}>{error}</Input.Error> : null}
    </Stack>
  );
}
