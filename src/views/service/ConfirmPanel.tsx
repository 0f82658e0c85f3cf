import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconLock } from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { otpTimerMachine } from '../../../machines/otpTimer.machine';
import type { serviceWizardMachine } from '../../../machines/serviceWizard.machine';
import type { ServiceForm } from '../../api/contract/serviceForm';
import { formatTimer } from '../../i18n/format';
import { FailureAlert } from '../account/FailureAlert';
import { PinField } from '../security/PinField';
import { selectFailure } from './selectors';

type WizardRef = ActorRefFrom<typeof serviceWizardMachine>;
type TimerRef = ActorRefFrom<typeof otpTimerMachine>;

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
 * its countdown and "send a new code". The PIN or code goes to the Submit and is not kept.
 */
export function ConfirmPanel({ actor, form }: { actor: WizardRef; form: ServiceForm }) {
  const { t } = useLingui();
  const [secret, setSecret] = useState('');
  const failure = useSelector(actor, selectFailure);
  const processing = useSelector(actor, (s) => s.matches('processing'));
  const otpPhase = useSelector(actor, (s) =>
    s.matches({ confirming: { otp: 'sending' } })
      ? 'sending'
      : s.matches({ confirming: { otp: 'notSent' } })
        ? 'notSent'
        : s.matches({ confirming: { otp: 'entering' } })
          ? 'entering'
          : null,
  );
  const codeAlive = useSelector(actor, (s) => s.context.codeAlive);
  const canResend = useSelector(actor, (s) => s.context.canResend);
  const timer = useSelector(actor, (s) => s.children.timer as TimerRef | undefined);
  const first = useRef<HTMLInputElement>(null);
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

  if (kind === 'none') return null;
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
        <FailureAlert failure={failure} />
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
