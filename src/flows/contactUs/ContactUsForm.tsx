import { Button, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { Captcha } from '../../api/contract/contactUs';
import { CONTACT_LIMITS, CONTACT_MOBILE_PATTERN } from '../../api/contract/contactUs';
import type { ContactDraft, contactUsMachine } from '../../../machines/contactUs.machine';
import { captchaCheck, isEmail } from '../../forms/validation';
import { useFieldErrorText } from '../../forms/fields/messages';
import { useApp } from '../../platform/context';
import { useFlowActor } from '../../platform/flowInspector';
import { FailureAlert } from '../../ui/FailureAlert';
import { useFailureMessage } from '../../ui/useFailureMessage';
import { useFailureEffect } from '../../ui/useFailureEffect';
import { useActiveLocale } from '../../ui/hooks';
import { OutcomePanel } from '../../ui/OutcomePanel';
import { CaptchaField } from './CaptchaField';
import { contactUsLogic } from './contactUs.logic';

type Snapshot = SnapshotFrom<typeof contactUsMachine>;
type Values = ContactDraft & { captchaAnswer: string };

const selectCaptcha = (s: Snapshot) => s.context.captcha as Captcha | null;
const selectKind = (s: Snapshot) => s.context.captchaKind;
const selectFailure = (s: Snapshot) => s.context.failure;
const selectReference = (s: Snapshot) => s.context.reference;
const selectStep = (s: Snapshot) =>
  s.matches('sent')
    ? 'sent'
    : s.matches('captchaFailed')
      ? 'captchaFailed'
      : s.matches('failed')
        ? 'failed'
        : s.matches('submitting')
          ? 'submitting'
          : s.matches({ editing: 'expired' })
            ? 'expired'
            : s.matches('editing')
              ? 'editing'
              : 'loading';

const blank: ContactDraft = { name: '', email: '', mobile: '', subject: '', message: '' };

/**
 * requirements#contact-us: the contact form with its captcha. `prefill`: the signed-in user's
 * details. Everything written stays when the captcha is refused; the sent message's reference
 * number is shown to quote later.
 */
export function ContactUsForm({ prefill }: { prefill?: ContactDraft | undefined }) {
  const { platform } = useApp();
  const [logic] = useState(() => contactUsLogic(platform));
  const actor = useFlowActor(logic, { input: prefill ? { prefill } : {} });
  const step = useSelector(actor, selectStep);
  const reference = useSelector(actor, selectReference);
  const { t } = useLingui();

  if (step === 'sent' && reference !== null)
    return (
      <OutcomePanel
        actions={
          <Button
            variant="default"
            style={{ alignSelf: 'flex-start' }}
            onClick={() => actor.send({ type: 'contact.again' })}
          >
            <Trans>Send another message</Trans>
          </Button>
        }
      >
        {/* the title in the body's colour: the success colour on its light ground is too faint to read */}
        <Text fw={700} mb={4}>
          {t`Your message was sent`}
        </Text>
        <Trans>
          Your reference number is{' '}
          <Text component="strong" fw={700} data-testid="contact-reference">
            <bdi>{reference}</bdi>
          </Text>
          . Quote it if you write to us again about this.
        </Trans>
      </OutcomePanel>
    );
  return <MessageForm actor={actor} step={step} />;
}

function MessageForm({
  actor,
  step,
}: {
  actor: ReturnType<typeof useFlowActor<ReturnType<typeof contactUsLogic>>>;
  step: ReturnType<typeof selectStep>;
}) {
  const { t } = useLingui();
  const locale = useActiveLocale();
  const fieldErrorText = useFieldErrorText();
  const describe = useFailureMessage();
  const captcha = useSelector(actor, selectCaptcha);
  const kind = useSelector(actor, selectKind);
  const failure = useSelector(actor, selectFailure);
  const [draft] = useState(() => actor.getSnapshot().context.draft ?? blank);
  const expired = step === 'expired';
  const captchaState = captcha === null ? undefined : { expired, length: captcha.length };

  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { ...draft, captchaAnswer: '' },
    validate: {
      name: (value) => (value.trim() ? null : t`Enter your name.`),
      email: (value, values) =>
        value.trim()
          ? isEmail(value.trim())
            ? null
            : t`Enter a valid e-mail address.`
          : values.mobile.trim()
            ? null
            : t`Give an e-mail address or a mobile number so we can answer.`,
      mobile: (value) =>
        !value.trim() || CONTACT_MOBILE_PATTERN.test(value.trim()) ? null : t`Enter a 10-digit mobile number.`,
      subject: (value) => (value.trim() ? null : t`Enter a subject.`),
      message: (value) => (value.trim() ? null : t`Write your message.`),
      // requirements#validation-captcha: refreshYourCaptcha, invalidCaptcha
      captchaAnswer: (value) =>
        fieldErrorText(captchaCheck.run(value, { captchaAnswer: value }, { today: '', captcha: captchaState }), locale),
    },
  });

  // a new captcha needs a new answer
  useEffect(() => {
    if (captcha === null) form.setFieldValue('captchaAnswer', '');
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the captcha changes
  }, [captcha]);

  // a refused captcha: said at the answer, where the new one is typed; the message stays. Said
  // until the refusal is over (a retry after the new captcha failed to load, another failure)
  useFailureEffect(failure, (failure) => {
    if (failure?.kind === 'captchaInvalid' || failure?.kind === 'captchaExpired') {
      form.setFieldError('captchaAnswer', describe(failure));
      form.getInputNode('captchaAnswer')?.focus();
    } else form.clearFieldError('captchaAnswer');
  });
  const otherFailure =
    failure !== null && failure.kind !== 'captchaInvalid' && failure.kind !== 'captchaExpired' ? failure : null;

  const submit = form.onSubmit(
    (values) => {
      const { captchaAnswer, ...message } = values;
      actor.send({ type: 'contact.submit', draft: message, captchaAnswer: captchaAnswer.trim() });
    },
    (errors) => {
      const first = Object.keys(errors)[0];
      if (first) form.getInputNode(first)?.focus();
    },
  );

  const busy = step === 'submitting';
  return (
    <form onSubmit={submit} noValidate aria-label={t`Contact us`}>
      <Stack gap="md">
        {step === 'captchaFailed' ? (
          <FailureAlert failure={failure} title={t`The captcha could not be loaded`}>
            <Button mt="sm" variant="default" onClick={() => actor.send({ type: 'captcha.retry' })}>
              <Trans>Retry</Trans>
            </Button>
          </FailureAlert>
        ) : null}
        {step === 'failed' ? (
          <FailureAlert failure={otherFailure} title={t`Your message was not sent`}>
            <Button mt="sm" variant="default" onClick={() => actor.send({ type: 'contact.retry' })}>
              <Trans>Try again</Trans>
            </Button>
          </FailureAlert>
        ) : null}
        <TextInput
          label={t`Your name`}
          required
          autoComplete="name"
          maxLength={CONTACT_LIMITS.name}
          {...form.getInputProps('name')}
        />
        <TextInput
          label={t`E-mail address`}
          type="email"
          autoComplete="email"
          dir="ltr"
          maxLength={CONTACT_LIMITS.email}
          description={t`An e-mail address or a mobile number, so we can answer.`}
          {...form.getInputProps('email')}
        />
        <TextInput
          label={t`Mobile number`}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          dir="ltr"
          maxLength={10}
          {...form.getInputProps('mobile')}
        />
        <TextInput
          label={t`Subject`}
          required
          dir="auto"
          maxLength={CONTACT_LIMITS.subject}
          {...form.getInputProps('subject')}
        />
        <Textarea
          label={t`Message`}
          required
          dir="auto"
          autosize
          minRows={5}
          maxRows={14}
          maxLength={CONTACT_LIMITS.message}
          description={t`${form.values.message.length} of ${CONTACT_LIMITS.message} characters`}
          {...form.getInputProps('message')}
        />
        <CaptchaField
          captcha={captcha}
          kind={kind}
          expired={expired}
          disabled={busy}
          inputProps={form.getInputProps('captchaAnswer')}
          onRefresh={() => actor.send({ type: 'captcha.refresh' })}
          onSwitchKind={(next) => actor.send({ type: 'captcha.switchKind', kind: next })}
        />
        <Button
          type="submit"
          size="md"
          loading={busy}
          disabled={step !== 'editing' && step !== 'submitting'}
          style={{ alignSelf: 'flex-start' }}
        >
          <Trans>Send message</Trans>
        </Button>
      </Stack>
    </form>
  );
}
