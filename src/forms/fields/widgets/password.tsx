import { PasswordInput } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { keyboardOf } from '../attributes';
import { asString, baseInputProps, iconProps } from '../common';
import type { WidgetProps } from '../types';

/** password (a lazy group of its own, registry.ts: few service forms ask for one) */
export function PasswordField(p: WidgetProps) {
  const { t } = useLingui();
  return (
    <PasswordInput
      {...baseInputProps(p)}
      {...iconProps(p, true)}
      // a PIN asks for the number pad (keyboardType numeric or number-pad)
      inputMode={keyboardOf(p.parameter)?.inputMode}
      visibilityToggleButtonProps={{ 'aria-label': t`Show or hide the password` }}
      autoComplete="off"
      maxLength={p.parameter.maxLength}
      value={asString(p.value)}
      onChange={(event) => p.onChange(event.currentTarget.value)}
    />
  );
}
