import { Button, Group, Paper, Stack, Stepper, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconArrowLeft, IconArrowRight, IconCheck, IconCircleCheck } from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import { useEffect, useRef, type ReactNode } from 'react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { OnboardingValue, selfOnboardingMachine } from '../../../machines/selfOnboarding.machine';
import type { OnboardingTemplate } from '../../api/contract/onboarding';
import { visibleParameters } from '../../forms/conditions';
import { FormField, useFieldHandlers } from '../../forms/fields';
import { localize } from '../../forms/localize';
import { uploadingFile, type FieldError, type FormValues } from '../../forms/types';
import { FailureAlert } from '../FailureAlert';
import { useActiveLocale } from '../hooks';
import { FailedWithRetry, LoadingStatus } from '../ListStatus';
import classes from './onboardingWizard.module.css';
import { ReviewList } from './ReviewList';

export type OnboardingActor = ActorRefFrom<typeof selfOnboardingMachine>;
type Snapshot = SnapshotFrom<typeof selfOnboardingMachine>;
type View = 'loading' | 'loadFailed' | 'editing' | 'review' | 'submitting' | 'failed' | 'submitted';

const selectView = (s: Snapshot): View =>
  s.matches('editing')
    ? 'editing'
    : ((['loadFailed', 'review', 'submitting', 'failed', 'submitted'] as const).find((v) => s.matches(v)) ?? 'loading');
/** the flow carries the contract's template without looking inside */
const selectForm = (s: Snapshot) => s.context.form as OnboardingTemplate | null;
const selectStepIndex = (s: Snapshot) => s.context.stepIndex;
const selectValues = (s: Snapshot) => s.context.values as FormValues;
const selectErrors = (s: Snapshot) => s.context.errors as Record<string, FieldError>;
const selectChecking = (s: Snapshot) => s.matches({ editing: 'checking' });
const selectReference = (s: Snapshot) => s.context.reference;
const selectFailure = (s: Snapshot) => s.context.failure;

/** The template's title once loaded (a page heads itself with it). */
export const selectOnboardingTitle = (s: Snapshot) => (s.context.form as OnboardingTemplate | null)?.title ?? null;

/**
 * An onboarding application's steps (requirements#onboarding), drawn from the onboarding field
 * details by the form engine, for the self-onboarding chart however it was started: a visitor's
 * own (/self-onboarding) or a customer's filled in by an agent (requirements#agent-onboarding).
 * A Stepper shows where the applicant is; the application is reviewed, then submitted. What
 * follows the answer is the page's: `submitted` says it (focus goes to its heading).
 */
export function OnboardingWizard({
  actor,
  reviewTitle,
  submitted,
}: {
  actor: OnboardingActor;
  reviewTitle: ReactNode;
  /** what the answer says (a chart started by another, e.g. the agent's, ends before it is shown) */
  submitted?: { title: ReactNode; body: (reference: string | null) => ReactNode };
}) {
  const { t } = useLingui();
  const locale = useActiveLocale();
  const view = useSelector(actor, selectView);
  const form = useSelector(actor, selectForm);
  const stepIndex = useSelector(actor, selectStepIndex);
  const values = useSelector(actor, selectValues);
  const errors = useSelector(actor, selectErrors);
  const checking = useSelector(actor, selectChecking);
  const reference = useSelector(actor, selectReference);
  const failure = useSelector(actor, selectFailure);
  const handlers = useFieldHandlers({
    change: (id, value) => actor.send({ type: 'field.change', id, value: value as OnboardingValue }),
    blur: () => undefined,
    file: (id, file) => actor.send({ type: 'file.select', id, file, value: { ...uploadingFile(file) } }),
    cancelFile: (id) => actor.send({ type: 'field.change', id, value: null }),
    retryOptions: () => undefined,
  });

  // a new step (or the review, or the answer) is announced by moving focus to its heading
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  const place = view === 'editing' ? `step-${stepIndex}` : view;
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    heading.current?.focus();
  }, [place]);

  const steps = form?.steps ?? [];
  const step = steps[stepIndex];
  const busy = checking || view === 'submitting';
  const active = view === 'editing' ? stepIndex : view === 'submitted' ? steps.length + 1 : steps.length;

  const body = (() => {
    if (view === 'loading')
      return (
        <LoadingStatus>
          <Trans>Loading the application form…</Trans>
        </LoadingStatus>
      );
    if (view === 'loadFailed' || form === null)
      return (
        <FailedWithRetry
          failure={failure}
          title={t`The application form could not be loaded`}
          onRetry={() => actor.send({ type: 'fields.retry' })}
        />
      );
    if (view === 'submitted')
      return (
        <Stack gap="md" data-testid="onboarding-submitted">
          <Group gap="sm" wrap="nowrap">
            <IconCircleCheck size={32} color="var(--mantine-color-teal-7)" aria-hidden />
            <Title order={2} size="h3" ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
              {submitted?.title}
            </Title>
          </Group>
          {submitted?.body(reference)}
        </Stack>
      );
    if (view === 'review' || view === 'submitting' || view === 'failed')
      return (
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={2} size="h3" ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
              {reviewTitle}
            </Title>
            <Text c="dimmed">
              <Trans>Nothing is sent until you submit.</Trans>
            </Text>
          </Stack>
          <ReviewList form={form} values={values} locale={locale} />
          <FailureAlert failure={view === 'failed' ? failure : null} title={t`The application was not sent`}>
            <Text size="sm" mt="xs">
              <Trans>Nothing you entered was lost. Try again, or go back to change something.</Trans>
            </Text>
          </FailureAlert>
          <Group justify="space-between">
            <Button
              variant="default"
              leftSection={<IconArrowLeft size={18} className={classes.mirror} aria-hidden />}
              disabled={view === 'submitting'}
              onClick={() => actor.send({ type: 'step.back' })}
            >
              <Trans>Back</Trans>
            </Button>
            <Button
              loading={view === 'submitting'}
              rightSection={<IconCheck size={18} aria-hidden />}
              onClick={() => actor.send({ type: view === 'failed' ? 'application.retry' : 'application.submit' })}
            >
              {view === 'failed' ? <Trans>Try again</Trans> : <Trans>Submit the application</Trans>}
            </Button>
          </Group>
        </Stack>
      );
    if (step === undefined) return null;
    const fields = visibleParameters(step, values, form).sort((a, b) => a.sort_order - b.sort_order);
    const isLast = stepIndex === steps.length - 1;
    return (
      <form
        noValidate
        aria-busy={busy}
        onSubmit={(event) => {
          event.preventDefault();
          if (!busy) actor.send({ type: 'step.next' });
        }}
      >
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={2} size="h3" ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
              {localize(step.title, locale)}
            </Title>
            {step.description ? <Text c="dimmed">{localize(step.description, locale)}</Text> : null}
          </Stack>
          <Stack gap="md">
            {fields.map((parameter) => (
              <FormField
                key={parameter.ParameterId}
                parameter={parameter}
                value={values[parameter.ParameterId] ?? null}
                error={errors[parameter.ParameterId] ?? null}
                options={parameter.PossibleValue}
                optionsState="idle"
                locale={locale}
                readOnly={busy}
                {...handlers(parameter.ParameterId)}
              />
            ))}
          </Stack>
          <Group justify={stepIndex > 0 ? 'space-between' : 'flex-end'}>
            {stepIndex > 0 ? (
              <Button
                variant="default"
                leftSection={<IconArrowLeft size={18} className={classes.mirror} aria-hidden />}
                disabled={busy}
                onClick={() => actor.send({ type: 'step.back' })}
              >
                <Trans>Back</Trans>
              </Button>
            ) : null}
            <Button
              type="submit"
              loading={busy}
              rightSection={<IconArrowRight size={18} className={classes.mirror} aria-hidden />}
            >
              {isLast ? <Trans>Review</Trans> : <Trans>Next</Trans>}
            </Button>
          </Group>
        </Stack>
      </form>
    );
  })();

  return (
    <Stack gap="lg">
      {steps.length > 0 ? (
        <Stepper active={active} size="xs" allowNextStepsSelect={false} aria-label={t`Application steps`}>
          {steps.map((s) => (
            <Stepper.Step key={s.id} label={localize(s.title, locale)} />
          ))}
          <Stepper.Step label={t`Review`} />
        </Stepper>
      ) : null}
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        {body}
      </Paper>
    </Stack>
  );
}

/** Whether the applicant is filling in or reviewing (a page shows its hints then). */
export const selectOnboardingEditing = (s: Snapshot) => s.matches('editing') || s.matches('review');
