import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Button,
  Group,
  Modal,
  NativeSelect,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconCalendarRepeat, IconCheck, IconList } from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import type { SnapshotFrom } from 'xstate';
import type {
  DraftField,
  DraftProblem,
  ScheduleCreateContext,
  scheduleCreateMachine,
} from '../../../machines/scheduleCreate.machine';
import { weekdays } from '../../api/contract/schedules';
import { fieldMessages } from '../../forms/fields/messages';
import { formatDateTime } from '../../i18n/format';
import { useApp } from '../../platform/context';
import { useFlowActor } from '../../platform/flowInspector';
import { ButtonLink } from '../../ui/ButtonLink';
import { FailureAlert } from '../../ui/FailureAlert';
import { useActiveLocale } from '../../ui/hooks';
import { usePinLength } from '../../ui/NewPinFields';
import { PageTitle } from '../../ui/PageTitle';
import { PinField } from '../../ui/PinField';
import { scheduleCreateLogic } from './schedules.logic';

type Snapshot = SnapshotFrom<typeof scheduleCreateMachine>;

/** The occurrence's problem as text that stays readable on light and dark cards (the spec's red is too bright for text). */
const dangerText = 'light-dark(var(--mantine-color-danger-9), var(--mantine-color-danger-4))';

const selectDraft = (s: Snapshot) => s.context.draft;
const selectProblems = (s: Snapshot) => s.context.problems;
const selectFailure = (s: Snapshot) => s.context.failure;
const selectCreated = (s: Snapshot) => s.context.created;
const selectStep = (s: Snapshot) =>
  s.matches('created')
    ? 'created'
    : s.matches('editing')
      ? 'editing'
      : s.matches('creating')
        ? 'creating'
        : 'confirming';

/** the form engine's own messages where the rule is the same (requirements#validation) */
export const problemMessages: Record<DraftProblem, MessageDescriptor> = {
  required: fieldMessages['validationError.fieldRequired'],
  mobileFormat: fieldMessages.mobileLength,
  amountFormat: msg`Enter an amount such as 25000 or 25000.50.`,
  noteTooLong: msg`At most 140 characters.`,
  occurrenceIncomplete: fieldMessages.occurrenceIncomplete,
  'error.message.1117': fieldMessages['error.message.1117'],
  scheduleInPast: msg`The start date and time are in the past. Choose a later one.`,
};

export const weekdayNames: Record<(typeof weekdays)[number], MessageDescriptor> = {
  MON: msg`Monday`,
  TUE: msg`Tuesday`,
  WED: msg`Wednesday`,
  THU: msg`Thursday`,
  FRI: msg`Friday`,
  SAT: msg`Saturday`,
  SUN: msg`Sunday`,
};

/** /app/schedule (issue 16): a scheduled payment, sent by mobile number on a weekly or monthly occurrence. */
export function ScheduleCreatePage() {
  const { t, i18n } = useLingui();
  const { platform } = useApp();
  const locale = useActiveLocale();
  const pinLength = usePinLength();
  const [logic] = useState(() => scheduleCreateLogic(platform));
  const actor = useFlowActor(logic, { input: { pinLength } });
  const draft = useSelector(actor, selectDraft);
  const problems = useSelector(actor, selectProblems);
  const failure = useSelector(actor, selectFailure);
  const created = useSelector(actor, selectCreated);
  const step = useSelector(actor, selectStep);
  const [pin, setPin] = useState('');

  const change = (field: DraftField) => (value: string) =>
    actor.send({ type: 'draft.change', changes: { [field]: value } });
  const problem = (field: keyof ScheduleCreateContext['problems']) => {
    const code = problems[field];
    return code === undefined ? undefined : i18n._(problemMessages[code]);
  };
  const occurrenceProblem = problem('occurrence');
  const editing = step === 'editing';

  if (step === 'created' && created !== null) {
    const next = created.nextRunAt === null ? '' : formatDateTime(created.nextRunAt, locale);
    return (
      <Stack gap="lg" maw={720} mx="auto" w="100%">
        <PageTitle>
          <Trans>Scheduled payments</Trans>
        </PageTitle>
        <Alert color="success" variant="light" icon={<IconCheck aria-hidden />} role="status">
          <Trans>The payment is scheduled. Its first run: {next}.</Trans>
        </Alert>
        <Group gap="sm">
          <ButtonLink to={'/app/schedule-view' as never} leftSection={<IconList size={16} aria-hidden />}>
            <Trans>View scheduled payments</Trans>
          </ButtonLink>
          <Button variant="default" onClick={() => actor.send({ type: 'another' })}>
            <Trans>Schedule another</Trans>
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <Stack gap="lg" maw={720} mx="auto" w="100%">
      <Group justify="space-between" align="flex-end">
        <PageTitle>
          <Trans>Schedule a payment</Trans>
        </PageTitle>
        <ButtonLink
          variant="default"
          to={'/app/schedule-view' as never}
          leftSection={<IconList size={16} aria-hidden />}
        >
          <Trans>View scheduled payments</Trans>
        </ButtonLink>
      </Group>
      <Text c="dimmed">
        <Trans>
          Send money to a wallet by mobile number every week or every month. Your transaction PIN authorizes every
          payment of the schedule now; you can pause or cancel it at any time.
        </Trans>
      </Text>
      <Paper withBorder radius="lg" p="lg">
        <form
          noValidate
          aria-label={t`Schedule a payment`}
          onSubmit={(e) => {
            e.preventDefault();
            setPin('');
            actor.send({ type: 'review', nowMs: Date.now() });
          }}
        >
          <Stack gap="md">
            {editing ? <FailureAlert failure={failure} /> : null}
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput
                label={t`Recipient's mobile number`}
                description={t`10 digits, such as 7701000001`}
                required
                inputMode="tel"
                autoComplete="off"
                dir="ltr"
                value={draft.recipientMobile}
                onChange={(e) => change('recipientMobile')(e.currentTarget.value)}
                error={problem('recipientMobile')}
              />
              <TextInput
                label={t`Amount (IQD)`}
                required
                inputMode="decimal"
                dir="ltr"
                value={draft.amount}
                onChange={(e) => change('amount')(e.currentTarget.value)}
                error={problem('amount')}
              />
            </SimpleGrid>
            <TextInput
              label={t`Note (optional)`}
              dir="auto"
              maxLength={140}
              value={draft.note}
              onChange={(e) => change('note')(e.currentTarget.value)}
              error={problem('note')}
            />
            <fieldset
              style={{ border: 'none', margin: 0, padding: 0 }}
              aria-describedby={occurrenceProblem ? 'schedule-occurrence-error' : 'schedule-occurrence-hint'}
            >
              <Text component="legend" fw={600} mb="sm">
                <Trans>Occurrence</Trans>
              </Text>
              <Stack gap="sm">
                <SegmentedControl
                  aria-label={t`Repeats`}
                  value={draft.type}
                  onChange={(value) => change('type')(value)}
                  data={[
                    { value: 'weekly', label: t`Every week` },
                    { value: 'monthly', label: t`Every month` },
                  ]}
                />
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                  {draft.type === 'weekly' ? (
                    <NativeSelect
                      label={t`Day of the week`}
                      required
                      value={draft.week}
                      onChange={(e) => change('week')(e.currentTarget.value)}
                      data={[
                        { value: '', label: t`Choose a day` },
                        ...weekdays.map((day) => ({ value: day, label: i18n._(weekdayNames[day]) })),
                      ]}
                    />
                  ) : (
                    <NativeSelect
                      label={t`Day of the month`}
                      description={t`In a shorter month: its last day`}
                      required
                      value={draft.month}
                      onChange={(e) => change('month')(e.currentTarget.value)}
                      data={[
                        { value: '', label: t`Choose a day` },
                        ...Array.from({ length: 31 }, (_, i) => ({ value: String(i + 1), label: String(i + 1) })),
                      ]}
                    />
                  )}
                  <TextInput
                    type="time"
                    label={t`Time`}
                    required
                    dir="ltr"
                    value={draft.time}
                    onChange={(e) => change('time')(e.currentTarget.value)}
                  />
                  <TextInput
                    type="date"
                    label={t`Start date`}
                    required
                    dir="ltr"
                    value={draft.startDate}
                    onChange={(e) => change('startDate')(e.currentTarget.value)}
                  />
                  <TextInput
                    type="date"
                    label={t`End date`}
                    required
                    dir="ltr"
                    value={draft.endDate}
                    onChange={(e) => change('endDate')(e.currentTarget.value)}
                  />
                </SimpleGrid>
                <Text size="sm" c="dimmed" id="schedule-occurrence-hint">
                  <Trans>Dates and time are Baghdad time (UTC+3).</Trans>
                </Text>
                {occurrenceProblem ? (
                  <Text size="sm" id="schedule-occurrence-error" role="alert" style={{ color: dangerText }}>
                    {occurrenceProblem}
                  </Text>
                ) : null}
              </Stack>
            </fieldset>
            <Group justify="flex-end">
              <Button type="submit" leftSection={<IconCalendarRepeat size={16} aria-hidden />} disabled={!editing}>
                <Trans>Continue</Trans>
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>

      <Modal
        opened={step === 'confirming' || step === 'creating'}
        onClose={() => (step === 'creating' ? undefined : actor.send({ type: 'back' }))}
        title={t`Confirm the scheduled payment`}
        centered
        closeButtonProps={{ 'aria-label': t`Close` }}
      >
        <form
          noValidate
          aria-busy={step === 'creating'}
          onSubmit={(e) => {
            e.preventDefault();
            if (pin.length === pinLength) {
              actor.send({ type: 'pin.confirm', pin });
              setPin('');
            }
          }}
        >
          <Stack gap="md">
            <Text>
              <Trans>
                <bdi>{draft.amount}</bdi> IQD to <span dir="ltr">{draft.recipientMobile}</span>, from {draft.startDate}{' '}
                to {draft.endDate} at {draft.time}.
              </Trans>
            </Text>
            <PinField
              label={t`Transaction PIN`}
              description={t`Enter your transaction PIN to authorize every payment of this schedule.`}
              length={pinLength}
              value={pin}
              onChange={setPin}
              mask
              autoFocus
              required
              invalid={failure !== null}
              disabled={step === 'creating'}
            />
            <FailureAlert failure={step === 'confirming' ? failure : null} />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => actor.send({ type: 'back' })} disabled={step === 'creating'}>
                <Trans>Back</Trans>
              </Button>
              <Button type="submit" loading={step === 'creating'} disabled={pin.length !== pinLength}>
                <Trans>Schedule</Trans>
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Stack>
  );
}
