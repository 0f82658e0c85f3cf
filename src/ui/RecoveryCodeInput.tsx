import { TextInput } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { Ref } from 'react';
import { RECOVERY_CODE_PATTERN } from '../api/contract/account';

/** A typed recovery code as the server wants it, or null when it cannot be one. */
export function normalizeRecoveryCode(value: string): string | null {
  const code = value.trim().toLowerCase();
  return RECOVERY_CODE_PATTERN.test(code) ? code : null;
}

/** One of the two-factor recovery codes (xxxxx-xxxxx): left to right in every language, no autofill. */
export function RecoveryCodeInput({
  inputRef,
  value,
  onChange,
  error,
  disabled,
}: {
  inputRef?: Ref<HTMLInputElement>;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  disabled: boolean;
}) {
  const { t } = useLingui();
  return (
    <TextInput
      ref={inputRef}
      label={t`Recovery code`}
      description={t`Each recovery code works once.`}
      placeholder="xxxxx-xxxxx"
      autoComplete="off"
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      autoFocus
      dir="ltr"
      maxLength={11}
      required
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      error={error}
      disabled={disabled}
      styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
    />
  );
}
