import { Alert } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import type { SignInNotice } from './notices';

/** Why the user is on the sign-in page: a flow that just finished, or a session that ended. */
export function SignInNoticeAlert({ notice }: { notice: SignInNotice }) {
  const { t } = useLingui();
  const good = notice === 'activated' || notice === 'passwordReset' || notice === 'pinReset';
  const text: Record<SignInNotice, string> = {
    activated: t`Your account is active. Sign in to continue.`,
    passwordReset: t`Your password has been changed. Sign in with the new one.`,
    pinReset: t`Your transaction PIN has been changed.`,
    inactive: t`You were signed out because there was no activity for a while.`,
    expired: t`Your session has ended. Sign in again.`,
    elsewhere: t`Your session was ended from another device.`,
  };
  return (
    <Alert
      color={good ? 'success' : 'info'}
      variant="light"
      icon={good ? <IconCircleCheck /> : <IconInfoCircle />}
      role="status"
      data-testid="signin-notice"
    >
      {text[notice]}
    </Alert>
  );
}
