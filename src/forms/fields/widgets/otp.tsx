import { Group, Input, PinInput } from '@mantine/core';
import { asString, describedBy, describedById, ruleOf } from '../common';
import type { WidgetProps } from '../types';

const DEFAULT_OTP_LENGTH = 6;

/**
 * otp: digit boxes, as many as the field's otp rule (or maxLength) says. The label points at the
 * first box and every box carries it as its name; digits read left to right in every language.
 */
export function OtpField(p: WidgetProps) {
  const length = ruleOf(p, 'otp')?.length ?? p.parameter.maxLength ?? DEFAULT_OTP_LENGTH;
  const described = describedById(p);
  return (
    <Input.Wrapper
      label={p.label}
      labelProps={{ htmlFor: `${p.id}-1` }}
      description={p.description}
      error={p.errorText}
      withAsterisk={p.required}
      {...describedBy(p)}
    >
      <Group dir="ltr" mt={6}>
        <PinInput
          id={p.id}
          name={p.parameter.ParameterId}
          length={length}
          type="number"
          inputMode="numeric"
          oneTimeCode
          ariaLabel={p.label}
          readOnly={p.readOnly}
          disabled={p.disabled}
          error={Boolean(p.errorText)}
          value={asString(p.value)}
          onChange={(value) => p.onChange(value)}
          onBlur={p.onBlur}
          getInputProps={() => ({
            'aria-invalid': Boolean(p.errorText),
            'aria-required': p.required || undefined,
            ...(described ? { 'aria-describedby': described } : {}),
          })}
        />
      </Group>
    </Input.Wrapper>
  );
}
