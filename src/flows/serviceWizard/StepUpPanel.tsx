import { Alert, Anchor, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconShieldLock } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useEffect, useId, useRef, useState } from 'react';
import type { ServiceForm } from '../../api/contract/serviceForm';
import { formatNumber } from '../../i18n/format';
import { FailureAlert } from '../../ui/FailureAlert';
import { PinField } from '../../ui/PinField';
import { selectConfirmationFailure, selectProcessing, selectStepUpPhase, type ConfirmationRef } from './selectors';

const CODE_LENGTH = 6;

/**
 * requirements#step-up: the Submit confirmed with the authenticator code of two-step verification —
 * with the PIN on the same screen when the service asks both above an amount (one Submit, so neither
 * secret waits in memory for the other), or alone. A user whose two-step verification is off is told
 * where to turn it on instead of being asked a code they cannot have.
 */
export function StepUpPanel({ actor, form }: { actor: ConfirmationRef; form: ServiceForm }) {
  const { t, i18n } = useLingui();
  const [pin, setPin] = useState('');
  const [code, setCode] = useState('');
  const failure = useSelector(actor, selectConfirmationFailure);
  const processing = useSelector(actor, selectProcessing);
  const phase = useSelector(actor, selectStepUpPhase);
  const first = useRef<HTMLInputElement>(null);
  const failureId = useId();
  const confirmation = form.confirmation;
  const pinLength = confirmation.kind === 'pin' ? confirmation.length : 0;
  const above = confirmation.kind === 'pin' ? confirmation.stepUp?.above : undefined;

  // a refused PIN or code is cleared, both of them, so the next try starts from the first box
  const [seenFailure, setSeenFailure] = useState(failure);
  if (failure !== seenFailure) {
    setSeenFailure(failure);
    if (failure) {
      setPin('');
      setCode('');
    }
  }
  useEffect(() => {
    if (failure) first.current?.focus();
  }, [failure]);

  const back = (
    <Button variant="default" onClick={() => actor.send({ type: 'confirmation.cancel' })} disabled={processing}>
      <Trans>Back to the form</Trans>
    </Button>
  );
  const heading = (
    <Group gap="xs">
      <IconShieldLock size={20} aria-hidden />
      <Title order={2} size="h4">
        {pinLength > 0 ? (
          <Trans>Confirm with your PIN and authenticator code</Trans>
        ) : (
          <Trans>Confirm with your authenticator code</Trans>
        )}
      </Title>
    </Group>
  );

  if (phase === 'checking') {
    return (
      <Stack gap="md" aria-busy>
        {heading}
        <FailureAlert failure={failure} />
        <Group gap="sm">
          <Loader size="sm" />
          <Text>
            <Trans>Checking your two-step verification…</Trans>
          </Text>
        </Group>
        <Group>{back}</Group>
      </Stack>
    );
  }

  if (phase === 'off') {
    return (
      <Stack gap="md">
        {heading}
        <Alert
          color="warning"
          variant="light"
          icon={<IconShieldLock />}
          title={t`Turn on two-step verification`}
          role="alert"
        >
          <Stack gap="xs">
            <Text size="sm">
              {above === undefined ? (
                <Trans>
                  This payment needs a code from an authenticator app, and your two-step verification is off.
                </Trans>
              ) : (
                <Trans>
                  Payments above {formatNumber(above, i18n.locale)} need a code from an authenticator app, and your
                  two-step verification is off.
                </Trans>
              )}{' '}
              <Trans>Turn it on in Security, then make this payment again.</Trans>
            </Text>
            <Anchor component={Link} to="/app/two-factor" size="sm" fw={600}>
              <Trans>Turn on two-step verification in Security</Trans>
            </Anchor>
          </Stack>
        </Alert>
        <Group>{back}</Group>
      </Stack>
    );
  }

  const complete = code.length === CODE_LENGTH && pin.length === pinLength;
  const submit = () => {
    if (complete) actor.send({ type: 'confirmation.submit', secret: pin, code });
  };
  return (
    <form
      noValidate
      aria-busy={processing}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Stack gap="md">
        {heading}
        {above !== undefined ? (
          <Text size="sm" c="dimmed">
            <Trans>
              Payments above {formatNumber(above, i18n.locale)} also need the code from your authenticator app.
            </Trans>
          </Text>
        ) : null}
        {pinLength > 0 ? (
          <PinField
            label={t`Transaction PIN`}
            length={pinLength}
            value={pin}
            onChange={setPin}
            mask
            autoFocus
            required
            invalid={failure !== null}
            invalidMessageId={failureId}
            disabled={processing}
            inputRef={first}
          />
        ) : null}
        <PinField
          label={t`Authenticator code`}
          description={t`The 6-digit code your authenticator app shows now.`}
          length={CODE_LENGTH}
          value={code}
          onChange={setCode}
          oneTimeCode
          autoFocus={pinLength === 0}
          required
          invalid={failure !== null}
          invalidMessageId={failureId}
          disabled={processing}
          {...(pinLength === 0 ? { inputRef: first } : {})}
        />
        <FailureAlert failure={failure} id={failureId} />
        <Group justify="space-between">
          {back}
          <Button type="submit" loading={processing} disabled={!complete}>
            <Trans>Confirm and pay</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
