import { Alert, Button, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconAlertCircle, IconLifebuoy, IconShieldLock } from '@tabler/icons-react';
import type { FlowFailure } from '../../../machines/shared';
import { useFailureMessage } from '../../ui/useFailureMessage';
import { RecoveryCodeInput } from '../../ui/RecoveryCodeInput';
import { AUTHENTICATOR_CODE_LENGTH, useSecondFactorEntry } from '../../ui/useSecondFactorEntry';
import { CodeBoxes } from '../../ui/CodeBoxes';
import { useId } from 'react';

interface Props {
  failure: FlowFailure | null;
  verifying: boolean;
  onSubmit: (code: string) => void;
  /** one of the recovery codes issued when two-factor was turned on */
  onSubmitRecoveryCode?: (recoveryCode: string) => void;
  onCancel: () => void;
}

/** The second step: the 6-digit code from the user's authenticator app, or a recovery code. */
export function TwoFactorForm({ failure, verifying, onSubmit, onSubmitRecoveryCode, onCancel }: Props) {
  const { t } = useLingui();
  const describe = useFailureMessage();
  const failureId = useId();
  const {
    useRecovery,
    complete,
    toggle,
    onSubmit: submit,
    codeInput: { inputRef: codeRef, ...code },
    recoveryInput,
  } = useSecondFactorEntry(failure, {
    busy: verifying,
    onCode: onSubmit,
    ...(onSubmitRecoveryCode ? { onRecoveryCode: onSubmitRecoveryCode } : {}),
  });

  return (
    <form aria-label={t`Two-step verification`} noValidate onSubmit={submit}>
      <Stack gap="md" align="stretch">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={40} radius="xl" variant="light" aria-hidden>
            {useRecovery ? <IconLifebuoy size={24} /> : <IconShieldLock size={24} />}
          </ThemeIcon>
          <Text>
            {useRecovery ? (
              <Trans>Enter one of the recovery codes you saved when you turned on two-step verification.</Trans>
            ) : (
              <Trans>Enter the 6-digit code from your authenticator app.</Trans>
            )}
          </Text>
        </Group>
        {failure ? (
          <Alert color="danger" variant="light" icon={<IconAlertCircle />} role="alert" id={failureId}>
            {describe(failure)}
          </Alert>
        ) : null}
        {useRecovery ? (
          <RecoveryCodeInput {...recoveryInput} disabled={verifying} />
        ) : (
          <CodeBoxes
            ref={codeRef}
            length={AUTHENTICATOR_CODE_LENGTH}
            ariaLabel={t`Authenticator code`}
            {...code}
            error={failure !== null}
            disabled={verifying}
            getInputProps={() => (failure ? { 'aria-describedby': failureId } : {})}
          />
        )}
        <Button type="submit" loading={verifying} disabled={!complete} fullWidth size="md">
          <Trans>Verify</Trans>
        </Button>
        {onSubmitRecoveryCode ? (
          <Button variant="subtle" onClick={toggle} disabled={verifying}>
            {useRecovery ? <Trans>Use the code from my app</Trans> : <Trans>Use a recovery code instead</Trans>}
          </Button>
        ) : null}
        <Button variant="subtle" onClick={onCancel} disabled={verifying}>
          <Trans>Use a different account</Trans>
        </Button>
      </Stack>
    </form>
  );
}
