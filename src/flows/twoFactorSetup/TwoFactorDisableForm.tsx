import { Button, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { DisableProof } from '../../../machines/twoFactorSetup.machine';
import type { FlowFailure } from '../../../machines/shared';
import { FailureAlert } from '../../ui/FailureAlert';
import { RecoveryCodeInput } from '../../ui/RecoveryCodeInput';
import { AUTHENTICATOR_CODE_LENGTH, useSecondFactorEntry } from '../../ui/useSecondFactorEntry';
import { PinField } from '../../ui/PinField';

interface Props {
  failure: FlowFailure | null;
  disabling: boolean;
  onDisable: (proof: DisableProof) => void;
  onCancel: () => void;
}

/** Turning two-factor off needs proof: a current code from the app, or a recovery code. */
export function TwoFactorDisableForm({ failure, disabling, onDisable, onCancel }: Props) {
  const { t } = useLingui();
  const { useRecovery, complete, toggle, onSubmit, codeInput, recoveryInput } = useSecondFactorEntry(failure, {
    busy: disabling,
    onCode: (code) => onDisable({ code }),
    onRecoveryCode: (recoveryCode) => onDisable({ recoveryCode }),
  });

  return (
    <form noValidate aria-label={t`Turn off two-step verification`} onSubmit={onSubmit}>
      <Stack gap="md">
        <Text>
          {useRecovery ? (
            <Trans>To turn off two-step verification, enter one of your recovery codes.</Trans>
          ) : (
            <Trans>To turn off two-step verification, enter the 6-digit code from your authenticator app.</Trans>
          )}
        </Text>
        <FailureAlert failure={failure} />
        {useRecovery ? (
          <RecoveryCodeInput {...recoveryInput} disabled={disabling} />
        ) : (
          <PinField
            label={t`Code from the app`}
            length={AUTHENTICATOR_CODE_LENGTH}
            oneTimeCode
            autoFocus
            {...codeInput}
            invalid={failure !== null}
            disabled={disabling}

            required
          />
        )}
        <Button type="submit" color="danger" loading={disabling} disabled={!complete}>
          <Trans>Turn off two-step verification</Trans>
        </Button>
        <Button variant="subtle" disabled={disabling} onClick={toggle}>
          {useRecovery ? <Trans>Use the code from my app</Trans> : <Trans>Use a recovery code instead</Trans>}
        </Button>
        <Button variant="default" onClick={onCancel} disabled={disabling}>
          <Trans>Cancel</Trans>
        </Button>
      </Stack>
    </form>
  );
}
