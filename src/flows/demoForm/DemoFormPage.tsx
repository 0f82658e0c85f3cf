import { Button, Code, Container, Group, Paper, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconCheck, IconWand } from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import type { DemoFormContext } from '../../../machines/demoForm.machine';
import type { WizardValue, WizardValues } from '../../../machines/serviceWizard.form';
import type { ServiceForm } from '../../api/contract/serviceForm';
import { visibleParameters } from '../../forms/conditions';
import { ErrorSummary, FieldGrid, FormField, useFieldHandlers } from '../../forms/fields';
import { localize } from '../../forms/localize';
import { buttonJustify } from '../../forms/steps';
import { isMultipleFile, replaceFile, withFile, withoutUploading } from '../../forms/files';
import { uploadingFile, type FieldError, type FormValues } from '../../forms/types';
import { isoDay } from '../../forms/validation';
import { useFlowActor } from '../../platform/flowInspector';
import { PublicLayout } from '../../shell/layout/PublicLayout';
import { FailureAlert } from '../../ui/FailureAlert';
import { useActiveLocale } from '../../ui/hooks';
import { PageTitle } from '../../ui/PageTitle';
import { demoDefaults, demoForm, demoSampleValues } from './demoForm.config';
import { demoFormLogic, readFileValue } from './demoForm.logic';

/** The display settings QA may change (requirements#field-attributes), kept in the page's address. */
export interface DemoDisplay {
  formatType: 1 | 2 | 3;
  displayColumn: 1 | 2 | 3;
  labelAlignment: 'start' | 'center' | 'end';
  iconAlign: 'start' | 'end';
  buttonAlign: 'start' | 'center' | 'end';
}

type Snapshot = { context: DemoFormContext; value: unknown };
const selectValues = (s: Snapshot) => s.context.values as FormValues;
const selectErrors = (s: Snapshot) => s.context.errors as Record<string, FieldError>;
const selectRequest = (s: Snapshot) => s.context.request;
const selectFailure = (s: Snapshot) => s.context.failure;
const selectBusy = (s: Snapshot) => s.value === 'validating' || s.value === 'building';

/**
 * /atlas/demo-form: the demo form sample drawn by the real form engine, for QA. Submit validates
 * every shown field and shows the request the form would send; nothing is sent.
 */
export function DemoFormPage({ display, onDisplay }: { display: DemoDisplay; onDisplay: (next: DemoDisplay) => void }) {
  const { t } = useLingui();
  const locale = useActiveLocale();
  const form: ServiceForm = { ...demoForm, ...display };
  const [logic] = useState(() => demoFormLogic(demoForm));
  const actor = useFlowActor(logic, { input: { values: demoDefaults() as WizardValues } });
  const values = useSelector(actor, selectValues);
  const errors = useSelector(actor, selectErrors);
  const request = useSelector(actor, selectRequest);
  const failure = useSelector(actor, selectFailure);
  const busy = useSelector(actor, selectBusy);
  const formRef = useRef<HTMLFormElement>(null);
  const resultHeading = useRef<HTMLHeadingElement>(null);

  const handlers = useFieldHandlers({
    change: (id, value) => actor.send({ type: 'field.change', id, value: value as WizardValue }),
    blur: () => {},
    // requirements#field-attributes isMultiple: a list field gets the file added, and its read
    // replaces that one file (by key) in the list as it is then
    file: (id, file) => {
      const multiple = isMultipleFile(form, id);
      const now = () => actor.getSnapshot().context.values[id] ?? null;
      const chosen = uploadingFile(file, multiple);
      actor.send({
        type: 'field.change',
        id,
        value: (multiple ? withFile(now(), chosen) : { ...chosen }) as WizardValue,
      });
      void readFileValue(file).then((read) => {
        const value = multiple ? replaceFile(now(), { ...read, key: chosen.key }) : { ...read };
        actor.send({ type: 'field.change', id, value: value as WizardValue });
      });
    },
    cancelFile: (id) =>
      actor.send({
        type: 'field.change',
        id,
        value: (isMultipleFile(form, id)
          ? withoutUploading(actor.getSnapshot().context.values[id])
          : null) as WizardValue,
      }),
    retryOptions: () => {},
  });

  // a refused Submit takes the user to the first field to fix; a built request to its heading
  const errorCount = Object.keys(errors).length;
  useEffect(() => {
    if (errorCount > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errorCount]);
  useEffect(() => {
    if (request) resultHeading.current?.focus();
  }, [request]);

  const step = form.steps[0]!;
  const fields = visibleParameters(step, values, form).sort((a, b) => a.sort_order - b.sort_order);
  const choices = {
    formatType: [
      { value: '1', label: t`Labels above` },
      { value: '2', label: t`Labels beside` },
      { value: '3', label: t`Cards` },
    ],
    displayColumn: ['1', '2', '3'].map((value) => ({ value, label: value })),
    sides: [
      { value: 'start', label: t`Start` },
      { value: 'center', label: t`Centre` },
      { value: 'end', label: t`End` },
    ],
  };

  return (
    <PublicLayout wide>
      <Container size="lg" px={0}>
        <Stack gap="lg">
          <div>
            <PageTitle>{t`Demo form`}</PageTitle>
            <Text c="dimmed" size="sm" mt={4}>
              <Trans>
                Every field type of the form engine with the sample&apos;s rules and field attributes. Submit checks the
                fields and shows the request the form would send; nothing is sent.
              </Trans>
            </Text>
          </div>
          <Paper withBorder radius="md" p="md">
            <Title order={2} size="h5" mb="sm">{t`Display settings`}</Title>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
              <Setting
                label={t`Format type`}
                data={choices.formatType}
                value={String(display.formatType)}
                onChange={(v) => onDisplay({ ...display, formatType: Number(v) as DemoDisplay['formatType'] })}
              />
              <Setting
                label={t`Columns`}
                data={choices.displayColumn}
                value={String(display.displayColumn)}
                onChange={(v) => onDisplay({ ...display, displayColumn: Number(v) as DemoDisplay['displayColumn'] })}
              />
              <Setting
                label={t`Labels`}
                data={choices.sides}
                value={display.labelAlignment}
                onChange={(v) => onDisplay({ ...display, labelAlignment: v as DemoDisplay['labelAlignment'] })}
              />
              <Setting
                label={t`Icons`}
                data={choices.sides.filter((c) => c.value !== 'center')}
                value={display.iconAlign}
                onChange={(v) => onDisplay({ ...display, iconAlign: v as DemoDisplay['iconAlign'] })}
              />
              <Setting
                label={t`Buttons`}
                data={choices.sides}
                value={display.buttonAlign}
                onChange={(v) => onDisplay({ ...display, buttonAlign: v as DemoDisplay['buttonAlign'] })}
              />
            </SimpleGrid>
          </Paper>
          <form
            ref={formRef}
            noValidate
            aria-busy={busy}
            aria-labelledby="demo-form-step"
            onSubmit={(event) => {
              event.preventDefault();
              if (!busy) actor.send({ type: 'form.submit' });
            }}
          >
            <Stack gap="lg">
              <Title order={2} size="h3" id="demo-form-step">
                {localize(step.title, locale)}
              </Title>
              <FieldGrid form={form}>
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
                    iconAlign={form.iconAlign}
                    {...handlers(parameter.ParameterId)}
                  />
                ))}
              </FieldGrid>
              {errorCount > 0 ? (
                <ErrorSummary>
                  <Trans>Some fields need your attention.</Trans>
                </ErrorSummary>
              ) : null}
              <FailureAlert failure={failure} />
              <Group justify={buttonJustify(form)}>
                <Button
                  type="button"
                  variant="default"
                  leftSection={<IconWand size={18} aria-hidden />}
                  disabled={busy}
                  onClick={() =>
                    actor.send({ type: 'form.fill', values: demoSampleValues(isoDay(new Date())) as WizardValues })
                  }
                >
                  <Trans>Fill with sample values</Trans>
                </Button>
                <Button type="submit" loading={busy} rightSection={<IconCheck size={18} aria-hidden />}>
                  <Trans>Submit</Trans>
                </Button>
              </Group>
            </Stack>
          </form>
          {request ? (
            <Paper withBorder radius="md" p="md" data-testid="demo-request">
              <Title order={2} size="h4" ref={resultHeading} tabIndex={-1} style={{ outline: 'none' }}>
                {t`The request the form would send`}
              </Title>
              <Text size="sm" mt="xs">
                <Code dir="ltr">
                  {request.method} {request.url}
                </Code>
              </Text>
              <Code block dir="ltr" mt="sm" data-testid="demo-request-body">
                {JSON.stringify(request.body, null, 2)}
              </Code>
              <Button mt="sm" variant="default" onClick={() => actor.send({ type: 'form.edit' })}>
                <Trans>Edit again</Trans>
              </Button>
            </Paper>
          ) : null}
        </Stack>
      </Container>
    </PublicLayout>
  );
}

function Setting({
  label,
  data,
  value,
  onChange,
}: {
  label: string;
  data: { value: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} component="span" aria-hidden>
        {label}
      </Text>
      <SegmentedControl size="xs" data={data} value={value} onChange={onChange} aria-label={label} />
    </Stack>
  );
}
