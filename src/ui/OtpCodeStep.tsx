import { Alert, Button, Stack, Text } from '@mantine/core';
import { CodeBoxes } from './CodeBoxes';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconClockExclamation } from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { otpTimerMachine } from '../../machines/otpTimer.machine';
import type { otpVerificationMachine } from '../../machines/otpVerification.machine';
import { formatTimer } from '../i18n/format';
import { FailureAlert } from './FailureAlert';

type OtpActor = ActorRefFrom<typeof otpVerificationMachine>;
type TimerActor = ActorRefFrom<typeof otpTimerMachine>;

interface Props {
  actor: OtpActor;
  /** fields sent with the code (a new PIN) */
  children?: ReactNode;
  /** validates and returns the extra values, or null to stop the submit */
  collectValues?: () => Record<string, string> | null;
  submitLabel: string;
}

/**
 * The code step of an SMS flow (activation, PIN reset): where the code went, the time it has
 * left, the boxes, and "send a new code" once the timer allows it. All timing comes from the
 * flow's timer actor; this view only shows it.
 */
export function OtpCodeStep({ actor, children, collectValues, submitLabel }: Props) {
  const { t } = useLingui();
  const failureId = useId();
  const delivery = useSelector(actor, (s) => s.context.delivery);
  const failure = useSelector(actor, (s) => s.context.failure);
  const canResend = useSelector(actor, (s) => s.context.canResend);
  const verifying = useSelector(actor, (s) => s.matches('verifying'));
  const resending = useSelector(actor, (s) => s.matches('resending'));
  const expired = useSelector(actor, (s) => s.matches('codeExpired'));
  const timer = useSelector(actor, (s) => s.children.timer as TimerActor | undefined);
  const [code, setCode] = useState('');
  const [seen, setSeen] = useState({ failure, requestId: delivery.requestId });
  const first = useRef<HTMLInputElement>(null);

  // a refused code or a new one empties the boxes (adjusting state while rendering)
  if (failure !== seen.failure || delivery.requestId !== seen.requestId) {
    setSeen({ failure, requestId: delivery.requestId });
    setCode('');
  }
  useEffect(() => {
    if (failure && !expired) first.current?.focus();
  }, [failure, expired]);

  // onComplete hands over the full code before the state holding it has updated
  const submit = (value = code) => {
    if (value.length !== delivery.length || verifying || expired) return;
    const values = collectValues ? collectValues() : {};
    if (values) actor.send({ type: 'otp.submit', otp: value, values });
  };

  return (
    <form
      aria-label={submitLabel}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Stack gap="md">
        <Text>
          <Trans>
            We sent a {delivery.length}-digit code to <bdi dir="ltr">{delivery.destination}</bdi>.
          </Trans>
        </Text>
        {expired ? (
          <Alert color="warning" variant="light" icon={<IconClockExclamation />} role="alert" id={failureId}>
            {failure?.kind === 'otpAttemptsExceeded' ? (
              <Trans>Too many wrong codes. Ask for a new one.</Trans>
            ) : (
              <Trans>The code has expired. Ask for a new one.</Trans>
            )}
          </Alert>
        ) : (
          <FailureAlert failure={failure} id={failureId} />
        )}
        <CodeBoxes
          ref={first}
          length={delivery.length}
          ariaLabel={t`Code from the SMS`}
          value={code}
          onChange={setCode}
          onComplete={(value) => {
            if (!children) submit(value);
          }}
          error={failure !== null && !expired}
          disabled={verifying || expired}
          getInputProps={() => (failure !== null || expired ? { 'aria-describedby': failureId } : {})}
        />
        {timer && !expired ? <TimeLeft timer={timer} /> : null}
        {children}
        <Button
          type="submit"
          loading={verifying}
          disabled={code.length !== delivery.length || expired}
          fullWidth
          size="md"
        >
          {submitLabel}
        </Button>
        {timer ? (
          <ResendButton
            timer={timer}
            canResend={canResend}
            resending={resending}
            onResend={() => actor.send({ type: 'otp.resend' })}
          />
        ) : null}
      </Stack>
    </form>
  );
}

function TimeLeft({ timer }: { timer: TimerActor }) {
  const remaining = useSelector(timer, (s) => s.context.remainingSeconds);
  const time = formatTimer(remaining);
  return (
    <Text size="sm" c="dimmed" ta="center" aria-live="off">
      <Trans>
        The code expires in <bdi dir="ltr">{time}</bdi>.
      </Trans>
    </Text>
  );
}

function ResendButton({
  timer,
  canResend,
  resending,
  onResend,
}: {
  timer: TimerActor;
  canResend: boolean;
  resending: boolean;
  onResend: () => void;
}) {
  const resendIn = useSelector(timer, (s) => s.context.resendInSeconds);
  const wait = formatTimer(resendIn);
  return (
    <Button variant="subtle" onClick={onResend} disabled={!canResend || resending} loading={resending}>
      {canResend ? <Trans>Send a new code</Trans> : <Trans>Send a new code in {wait}</Trans>}
    </Button>
  );
}
