import { Button, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { DisableProof } from '../../../machines/twoFactorSetup.machine';
import type { FlowFailure } from '../../../machines/shared';
import { FailureAlert } from '../account/FailureAlert';
import { RecoveryCodeInput } from '../signin/RecoveryCodeInput';
import { useSecondFactorEntry } from '../signin/useSecondFactorEntry';
import { PinField } from './PinField';

const CODE_LENGTH = 6;

interface Props {
  failure: FlowFailure | null;
  disabling: boolean;
  onDisable: (proof: DisableProof) => void;
  onCancel: () => void;
}

/** Turning two-factor off needs proof: a current code from the app, or a recovery code. */
export function TwoFactorDisableForm({ failure, disabling, onDisable, onCancel }: Props) {
  const { t } = useLingui();
  const {
    useRecovery,
    code,
    setCode,
    recoveryCode,
    setRecoveryCode,
    recoveryError,
    codeRef,
    recoveryRef,
    toggle,
    readRecoveryCode,
  } = useSecondFactorEntry(failure);

  const submitCode = (value: string) => {
    if (value.length === CODE_LENGTH && !disabling) onDisable({ code: value });
  };
  const submitRecovery = () => {
    if (disabling) return;
    const value = readRecoveryCode();
    if (value !== null) onDisable({ recoveryCode: value });
  };

  return (
    <form
      noValidate
      aria-label={t`Turn off two-step verification`}
      onSubmit={(e) => {
        e.preventDefault();
        if (useRecovery) submitRecovery();
        else submitCode(code);
      }}
    >
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
          <RecoveryCodeInput
            inputRef={recoveryRef}
            value={recoveryCode}
            onChange={setRecoveryCode}
            error={recoveryError}
            disabled={disabling}
          />
        ) : (
          <PinField
            label={t`Code from the app`}
            length={CODE_LENGTH}
            oneTimeCode
            autoFocus
            value={code}
            onChange={setCode}
            onComplete={submitCode}
            invalid={failure !== null}
            disabled={disabling}
            inputRef={codeRef}
            required
          />
        )}
        <Button
          type="submit"
          color="danger"
          loading={disabling}
          disabled={useRecovery ? !recoveryCode.trim() : code.length !== CODE_LENGTH}
        >
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
