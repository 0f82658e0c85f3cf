import { Alert, Badge, Button, Divider, Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconCreditCard, IconLock } from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { cardPaymentMachine } from '../../../machines/cardPayment.machine';
import type { FlowFailure } from '../../../machines/shared';
import type { CardSession } from '../../api/contract/cardPayments';
import { isLuhnValid } from '../../api/contract/card';
import { useApp } from '../../platform/context';
import { useFlowActor } from '../../platform/flowInspector';
import { FailureAlert } from '../../ui/FailureAlert';
import { FailedWithRetry, LoadingStatus } from '../../ui/ListStatus';
import { PageTitle } from '../../ui/PageTitle';
import { cardPaymentLogic } from './cardPayment.logic';
import { cardExpiryProblem, formatCardNumber, formatExpiry } from './cardFields';

type Snapshot = SnapshotFrom<typeof cardPaymentMachine>;
type Step = 'loading' | 'card' | 'otp' | 'failed';

const selectStep = (s: Snapshot): Step =>
  s.matches('cardEntry') || s.matches('submitting') || s.matches('cancelling')
    ? s.context.session?.status === 'awaiting_otp'
      ? 'otp'
      : 'card'
    : s.matches('otp') || s.matches('confirming') || s.matches('resending')
      ? 'otp'
      : s.matches('failed')
        ? 'failed'
        : 'loading';
const selectBusy = (s: Snapshot) =>
  s.matches('submitting') || s.matches('confirming') || s.matches('resending') || s.matches('cancelling');
const selectSubmitting = (s: Snapshot) => s.matches('submitting') || s.matches('confirming');
const selectResendOpen = (s: Snapshot) => s.matches({ otp: 'resendOpen' });
/** the flow carries the contract's session without looking inside */
const selectSession = (s: Snapshot) => s.context.session as CardSession | null;
const selectFailure = (s: Snapshot) => s.context.failure;

function Money({ value, currency }: { value: string; currency: string }) {
  return (
    <span dir="ltr">
      {value} {currency}
    </span>
  );
}

function Summary({ session }: { session: CardSession }) {
  return (
    <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="xs">
      <Stack gap={0}>
        <Text size="xs" c="dimmed">
          <Trans>Amount</Trans>
        </Text>
        <Text fw={600}>
          <Money value={session.amount} currency={session.currency} />
        </Text>
      </Stack>
      <Stack gap={0}>
        <Text size="xs" c="dimmed">
          <Trans>Fee</Trans>
        </Text>
        <Text fw={600}>
          <Money value={session.fee} currency={session.currency} />
        </Text>
      </Stack>
      <Stack gap={0}>
        <Text size="xs" c="dimmed">
          <Trans>Total</Trans>
        </Text>
        <Text fw={700}>
          <Money value={session.total} currency={session.currency} />
        </Text>
      </Stack>
    </SimpleGrid>
  );
}

/** card numbers, dates and codes read left to right in every language; the label follows the page */
const ltrInput = { input: { direction: 'ltr' as const } };

type CardErrors = Partial<Record<'cardNumber' | 'expiry' | 'cvv', string>>;

/** The server's problems with the card, in the user's language. */
function useServerCardErrors(failure: FlowFailure | null): CardErrors {
  const { t } = useLingui();
  const errors: CardErrors = {};
  for (const problem of failure?.fields ?? []) {
    if (problem.field === 'cardNumber') errors.cardNumber = t`Not a valid card number.`;
    if (problem.field === 'expiry')
      errors.expiry = problem.code === 'expired' ? t`The card has expired.` : t`Enter the expiry as MM/YY.`;
    if (problem.field === 'cvv') errors.cvv = t`Enter the 3 or 4 digits on the back of the card.`;
  }
  return errors;
}

function CardForm({
  busy,
  submitting,
  failure,
  onSubmit,
  onCancel,
}: {
  busy: boolean;
  submitting: boolean;
  failure: FlowFailure | null;
  onSubmit: (card: { cardNumber: string; expiry: string; cvv: string }) => void;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const [cardNumber, setCardNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvv, setCvv] = useState('');
  const [errors, setErrors] = useState<CardErrors>({});
  const server = useServerCardErrors(failure);
  const shown = { ...server, ...errors };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const digits = cardNumber.replace(/\D/g, '');
    const next: CardErrors = {};
    if (digits.length < 13 || !isLuhnValid(digits)) next.cardNumber = t`Not a valid card number.`;
    const expiryProblem = cardExpiryProblem(expiry, Date.now());
    if (expiryProblem === 'format') next.expiry = t`Enter the expiry as MM/YY.`;
    if (expiryProblem === 'expired') next.expiry = t`The card has expired.`;
    if (!/^\d{3,4}$/.test(cvv)) next.cvv = t`Enter the 3 or 4 digits on the back of the card.`;
    setErrors(next);
    if (Object.keys(next).length === 0) onSubmit({ cardNumber: digits, expiry, cvv });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {failure && !failure.fields ? <FailureAlert failure={failure} title={t`The card was not accepted`} /> : null}
        <TextInput
          label={t`Card number`}
          value={cardNumber}
          onChange={(e) => {
            setCardNumber(formatCardNumber(e.currentTarget.value));
            setErrors((x) => ({ ...x, cardNumber: undefined }));
          }}
          inputMode="numeric"
          autoComplete="cc-number"
          styles={ltrInput}
          placeholder="4111 1111 1111 1111"
          maxLength={23}
          error={shown.cardNumber}
          leftSection={<IconCreditCard size={18} aria-hidden />}
          required
        />
        <Group grow align="flex-start">
          <TextInput
            label={t`Expiry (MM/YY)`}
            value={expiry}
            onChange={(e) => {
              setExpiry(formatExpiry(e.currentTarget.value));
              setErrors((x) => ({ ...x, expiry: undefined }));
            }}
            inputMode="numeric"
            autoComplete="cc-exp"
            styles={ltrInput}
            placeholder="MM/YY"
            maxLength={5}
            error={shown.expiry}
            required
          />
          <TextInput
            label={t`Security code`}
            type="password"
            value={cvv}
            onChange={(e) => {
              setCvv(e.currentTarget.value.replace(/\D/g, '').slice(0, 4));
              setErrors((x) => ({ ...x, cvv: undefined }));
            }}
            inputMode="numeric"
            autoComplete="cc-csc"
            styles={ltrInput}
            maxLength={4}
            error={shown.cvv}
            required
          />
        </Group>
        <Group justify="space-between" mt="xs">
          <Button variant="subtle" color="gray" onClick={onCancel} disabled={busy}>
            <Trans>Cancel payment</Trans>
          </Button>
          <Button
            type="submit"
            loading={submitting}
            disabled={busy && !submitting}
            leftSection={<IconLock size={16} aria-hidden />}
          >
            <Trans>Pay</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function CodeForm({
  session,
  busy,
  submitting,
  resendOpen,
  failure,
  onSubmit,
  onResend,
  onCancel,
}: {
  session: CardSession;
  busy: boolean;
  submitting: boolean;
  resendOpen: boolean;
  failure: FlowFailure | null;
  onSubmit: (otp: string) => void;
  onResend: () => void;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const [code, setCode] = useState('');
  const destination = session.otp?.destination ?? '';
  const last4 = session.cardLast4 ?? '';
  const wait = session.otp?.resendAfterSeconds ?? 0;
  const attemptsLeft = failure?.attemptsLeft;
  const error =
    failure?.kind === 'otpInvalid'
      ? attemptsLeft !== undefined
        ? t`The code is not correct. Attempts left: ${attemptsLeft}.`
        : t`The code is not correct.`
      : failure?.kind === 'otpExpired'
        ? t`The code has expired. Ask for a new one.`
        : undefined;
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit(code.trim());
      }}
      noValidate
    >
      <Stack gap="sm">
        <Text>
          <Trans>
            Your bank sent a code to <bdi dir="ltr">{destination}</bdi> to confirm the payment from card{' '}
            <span dir="ltr">•••• {last4}</span>.
          </Trans>
        </Text>
        {failure && !error ? <FailureAlert failure={failure} title={t`The code could not be checked`} /> : null}
        <TextInput
          label={t`Confirmation code`}
          value={code}
          onChange={(e) => setCode(e.currentTarget.value.replace(/\D/g, '').slice(0, 8))}
          inputMode="numeric"
          autoComplete="one-time-code"
          styles={ltrInput}
          maxLength={8}
          error={error}
          required
        />
        <Text size="sm" c="dimmed">
          {resendOpen ? (
            <Trans>Did not get it? You can ask for a new code.</Trans>
          ) : (
            <Trans>You can ask for a new code after {wait} seconds.</Trans>
          )}
        </Text>
        <Group justify="space-between" mt="xs">
          <Group gap="xs">
            <Button variant="subtle" color="gray" onClick={onCancel} disabled={busy}>
              <Trans>Cancel payment</Trans>
            </Button>
            <Button variant="default" onClick={onResend} disabled={!resendOpen || busy}>
              <Trans>Send a new code</Trans>
            </Button>
          </Group>
          <Button type="submit" loading={submitting} disabled={busy && !submitting}>
            <Trans>Confirm</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * /payment-gateway?session=… (requirements#payment-results): the sandbox payment gateway's card
 * page. The amount to pay, the card (number, expiry, security code — numbers stay left-to-right in
 * right-to-left languages), then the code the bank sent; the gateway's decision returns to the
 * portal's result pages.
 */
export function CardPaymentPage({ sessionId }: { sessionId: string }) {
  const { t } = useLingui();
  const { platform } = useApp();
  const [logic] = useState(() => cardPaymentLogic(platform));
  const actor = useFlowActor(logic, { input: { sessionId } });
  const step = useSelector(actor, selectStep);
  const busy = useSelector(actor, selectBusy);
  const submitting = useSelector(actor, selectSubmitting);
  const resendOpen = useSelector(actor, selectResendOpen);
  const session = useSelector(actor, selectSession);
  const failure = useSelector(actor, selectFailure);
  const cancel = () => actor.send({ type: 'payment.cancel' });

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <PageTitle>
            <Trans>Secure card payment</Trans>
          </PageTitle>
          <Badge variant="dot" color="gray" style={{ flexShrink: 0 }}>
            <Trans>Sandbox gateway</Trans>
          </Badge>
        </Group>
        {session ? <Summary session={session} /> : null}
        <Divider />
        {step === 'loading' ? (
          <LoadingStatus>
            <Trans>Opening the payment…</Trans>
          </LoadingStatus>
        ) : step === 'failed' ? (
          <FailedWithRetry
            failure={failure}
            title={t`The payment page could not be loaded`}
            onRetry={() => actor.send({ type: 'payment.retry' })}
          />
        ) : step === 'card' ? (
          <CardForm
            busy={busy}
            submitting={submitting}
            failure={failure}
            onSubmit={(card) => actor.send({ type: 'card.submit', ...card })}
            onCancel={cancel}
          />
        ) : session ? (
          <CodeForm
            session={session}
            busy={busy}
            submitting={submitting}
            resendOpen={resendOpen}
            failure={failure}
            onSubmit={(otp) => actor.send({ type: 'otp.submit', otp })}
            onResend={() => actor.send({ type: 'otp.resend' })}
            onCancel={cancel}
          />
        ) : null}
        <Alert variant="outline" color="gray" icon={<IconLock size={16} aria-hidden />}>
          <Text size="sm">
            <Trans>
              This is the sandbox payment gateway. Your card number and security code are never stored. In the sandbox
              the code arrives in the outbox.
            </Trans>
          </Text>
        </Alert>
      </Stack>
    </Paper>
  );
}
