import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';

/** A password field whose show/hide button says what it does, in the user's language. */
export function ShowablePasswordInput(props: PasswordInputProps) {
  const { t } = useLingui();
  return <PasswordInput visibilityToggleButtonProps={{ 'aria-label': t`Show or hide the password` }} {...props} />;
}
