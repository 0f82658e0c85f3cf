import { Anchor, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconLock } from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import type { ServiceForm } from '../../api/contract/serviceForm';
import { formatTimer } from '../../i18n/format';
import { FailureAlert } from '../../ui/FailureAlert';
import { PinField } from '../../ui/PinField';
import {
  selectCanResend,
  selectCodeAlive,
  selectConfirmationFailure,
  selectOtpPhase,
  selectProcessing,
  selectStepUp,
  selectTimer,
  type ConfirmationRef,
  type TimerRef,
} from './selectors';

// requirements#step-up: loaded when a payment asks the authenticator code (few do), not with the wizard
const StepUpPanel = lazy(() => import('./StepUpPanel').then((m) => ({ default: m.StepUpPanel })));

function Countdown({ timer }: { timer: TimerRef }) {
  const remaining = useSelector(timer, (s) => s.context.remainingSeconds);
  return (
    <Text size="sm" c="dimmed" aria-live="polite">
      <Trans>The code is valid for {formatTimer(remaining)}.</Trans>
    </Text>
  );
}

/**
 * The Submit's confirmation: the transaction PIN, or a one-time code sent to the payer with
 * its countdown and "send a new code" — the wizard's confirmation chart, which it runs from the
 * Submit to its answer. The PIN or code goes to the Submit and is not kept (the field's own
 * value is the only copy, as typed). A payment that asks the authenticator code (requirements#step-up)
 * is confirmed on the StepUpPanel.
 */
export function ConfirmPanel({ actor, form }: { actor: ConfirmationRef; form: ServiceForm }) {
  const { t } = useLingui();
  const stepUp = useSelector(actor, selectStepUp);
  return stepUp ? (
    <Suspense fallback={<Loader size="sm" aria-label={t`Loading`} />}>
      <StepUpPanel actor={actor} form={form} />
    </Suspense>
  ) : (
    <SecretPanel actor={actor} form={form} />
  );
}

function SecretPanel({ actor, form }: { actor: ConfirmationRef; form: ServiceForm }) {
  const { t } = useLingui();
  const [secret, setSecret] = useState('');
  const failure = useSelector(actor, selectConfirmationFailure);
  const processing = useSelector(actor, selectProcessing);
  const otpPhase = useSelector(actor, selectOtpPhase);
  const codeAlive = useSelector(actor, selectCodeAlive);
  const canResend = useSelector(actor, selectCanResend);
  const timer = useSelector(actor, selectTimer);
  const first = useRef<HTMLInputElement>(null);
  const failureId = useId();
  const kind = form.confirmation.kind;
  const length = kind === 'none' ? 0 : form.confirmation.length;

  // a refused PIN or code is cleared so the next try starts from the first box
  const [seenFailure, setSeenFailure] = useState(failure);
  if (failure !== seenFailure) {
    setSeenFailure(failure);
    if (failure) setSecret('');
  }
  useEffect(() => {
    if (failure) first.current?.focus();
  }, [failure]);

  // a service confirmed by the authenticator code alone is always on the StepUpPanel
  if (kind === 'none' || kind === 'totp') return null;
  const submit = () => {
    if (secret.length === length) actor.send({ type: 'confirmation.submit', secret });
  };
  return (
    <form
      noValidate
      aria-busy={processing || otpPhase === 'sending'}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Stack gap="md">
        <Group gap="xs">
          <IconLock size={20} aria-hidden />
          <Title order={2} size="h4">
            {kind === 'pin' ? <Trans>Confirm with your PIN</Trans> : <Trans>Confirm with a one-time code</Trans>}
          </Title>
        </Group>
        {kind === 'otp' && otpPhase !== 'entering' ? (
          <Text>{otpPhase === 'sending' ? <Trans>Sending a code…</Trans> : null}</Text>
        ) : (
          <PinField
            label={kind === 'pin' ? t`Transaction PIN` : t`One-time code`}
            description={kind === 'otp' ? t`We sent a code by SMS to the paying customer.` : undefined}
            length={length}
            value={secret}
            onChange={setSecret}
            mask={kind === 'pin'}
            oneTimeCode={kind === 'otp'}
            autoFocus
            required
            invalid={failure !== null}
            invalidMessageId={failureId}
            disabled={processing || (kind === 'otp' && !codeAlive)}
            inputRef={first}
          />
        )}
        {kind === 'otp' && otpPhase === 'entering' && timer ? (
          codeAlive ? (
            <Countdown timer={timer} />
          ) : (
            <Text size="sm" c="danger">
              <Trans>The code has expired. Ask for a new one.</Trans>
            </Text>
          )
        ) : null}
        <FailureAlert failure={failure} id={failureId} />
        <Group justify="space-between">
          <Button variant="default" onClick={() => actor.send({ type: 'confirmation.cancel' })} disabled={processing}>
            <Trans>Back to the form</Trans>
          </Button>
          <Group gap="sm">
            {kind === 'otp' && (otpPhase === 'notSent' || (otpPhase === 'entering' && (canResend || !codeAlive))) ? (
              <Anchor component="button" type="button" onClick={() => actor.send({ type: 'otp.resend' })}>
                <Trans>Send a new code</Trans>
              </Anchor>
            ) : null}
            <Button type="submit" loading={processing} disabled={secret.length !== length}>
              <Trans>Confirm and pay</Trans>
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
