import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconArrowLeft, IconArrowRight, IconCheck } from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import type { WizardValue } from '../../../machines/serviceWizard.form';
import type { Option, ServiceForm } from '../../api/contract/serviceForm';
import { defaultCurrency } from '../../config/currency';
import { visibleParameters } from '../../forms/conditions';
import { FieldGrid, FormField, useFieldHandlers, type OptionsState } from '../../forms/fields';
import { localize } from '../../forms/localize';
import { summaryOptions } from '../../forms/request';
import { buttonJustify, nextStepIndex } from '../../forms/steps';
import { isMultipleFile, withFile, withoutUploading } from '../../forms/files';
import { uploadingFile } from '../../forms/types';
import { FailureAlert } from '../../ui/FailureAlert';
import { useSiteSettings } from '../../ui/hooks';
import {
  selectBusy,
  selectCanGoBack,
  selectErrors,
  selectOptions,
  selectOptionsState,
  selectResponses,
  selectStepFailure,
  selectStepIndex,
  selectValues,
  type StepsRef,
} from './selectors';
import { QrScanField } from './QrScanField';
import { isScannableRecipient } from './serviceWizardQrScan.logic';
import { SummaryList } from './SummaryList';
import classes from './wizard.module.css';

const EMPTY: Option[] = [];

/**
 * The current step: its fields (only those whose conditions hold), its review, Back and
 * Next/Submit — the wizard's steps chart, which it runs while the form is edited.
 */
export function WizardStep({
  actor,
  form,
  locale,
  focusHeading = false,
}: {
  actor: StepsRef;
  form: ServiceForm;
  locale: string;
  /** back from the confirmation or the receipt: the step's heading takes the focus they had */
  focusHeading?: boolean;
}) {
  const { t } = useLingui();
  const stepIndex = useSelector(actor, selectStepIndex);
  const values = useSelector(actor, selectValues);
  const errors = useSelector(actor, selectErrors);
  const options = useSelector(actor, selectOptions);
  const optionsState = useSelector(actor, selectOptionsState);
  const responses = useSelector(actor, selectResponses);
  const failure = useSelector(actor, selectStepFailure);
  const busy = useSelector(actor, selectBusy);
  const canGoBack = useSelector(actor, selectCanGoBack);
  const settings = useSiteSettings();
  const currency = defaultCurrency(settings?.currencyList);
  const heading = useRef<HTMLHeadingElement>(null);
  const handlers = useFieldHandlers({
    change: (id, value) => actor.send({ type: 'field.change', id, value: value as WizardValue }),
    blur: (id) => actor.send({ type: 'field.blur', id }),
    // requirements#field-attributes isMultiple: each chosen file joins the field's list
    file: (id, file) => {
      const multiple = isMultipleFile(form, id);
      const chosen = uploadingFile(file, multiple);
      const value = multiple ? withFile(actor.getSnapshot().context.values[id], chosen) : { ...chosen };
      actor.send({ type: 'file.select', id, file, value: value as WizardValue });
    },
    // Cancel stops the field's uploads; in a list the files already uploaded stay
    cancelFile: (id) => {
      const kept = isMultipleFile(form, id) ? withoutUploading(actor.getSnapshot().context.values[id]) : null;
      actor.send({ type: 'file.cancel', id });
      if (kept !== null) actor.send({ type: 'field.change', id, value: kept as WizardValue });
    },
    retryOptions: (id) => actor.send({ type: 'options.retry', id }),
  });

  // requirements#accessibility: after Next or Submit the first field found wrong takes the focus
  // (checks may answer later than the press); a step's own errors on leaving a field do not move it
  const formRef = useRef<HTMLFormElement>(null);
  const [attempt, setAttempt] = useState(0);
  const focusedFor = useRef(0);
  useEffect(() => {
    if (attempt === focusedFor.current || Object.keys(errors).length === 0) return;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!invalid) return;
    focusedFor.current = attempt;
    invalid.focus();
  }, [attempt, errors]);

  // a new step is announced by moving focus to its heading (keyboard and screen-reader users)
  const first = useRef(true);
  useEffect(() => {
    focusedFor.current = attempt;
    if (first.current) {
      first.current = false;
      if (!focusHeading) return;
    }
    heading.current?.focus();
    // the attempt that led here is done: only the step index moves the heading
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stepIndex, focusHeading]);

  const step = form.steps[stepIndex];
  if (!step) return null;
  const isLast = nextStepIndex(form, stepIndex, values) === null;
  const fields = visibleParameters(step, values, form).sort((a, b) => a.sort_order - b.sort_order);
  const quoteCurrency = responses.findLast(
    (r): r is { currency: string } => typeof (r as { currency?: unknown } | null)?.currency === 'string',
  )?.currency;

  return (
    <form
      ref={formRef}
      noValidate
      aria-busy={busy}
      onSubmit={(e) => {
        e.preventDefault();
        if (busy) return;
        setAttempt((n) => n + 1);
        actor.send({ type: 'step.next' });
      }}
    >
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={2} size="h3" ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
            {localize(step.title, locale)}
          </Title>
          {step.description ? <Text c="dimmed">{localize(step.description, locale)}</Text> : null}
        </Stack>
        <FieldGrid form={form}>
          {fields.map((parameter) => {
            const id = parameter.ParameterId;
            const loaded = options[id];
            const list = loaded ? [...loaded] : parameter.PossibleValue;
            const state: OptionsState = optionsState[id] ?? 'idle';
            const field = (
              <FormField
                key={id}
                parameter={parameter}
                value={values[id] ?? null}
                error={errors[id] ?? null}
                options={
                  list ?? (parameter.ValueSource && parameter.ValueSource !== 'static' ? (EMPTY as Option[]) : null)
                }
                optionsState={state}
                locale={locale}
                readOnly={busy}
                currencySymbol={currency?.symbol}
                currencyPosition={currency?.symbolPosition === 'postfix' ? 'suffix' : 'prefix'}
                iconAlign={form.iconAlign}
                {...handlers(id)}
              />
            );
            // requirements#qr-verify: a recipient typed as a mobile or wallet number can be scanned in
            return isScannableRecipient(parameter) ? (
              <Stack key={id} gap={6}>
                {field}
                <QrScanField
                  lookupKey={parameter.passValueExternalID ?? ''}
                  disabled={busy}
                  onFill={(value) => actor.send({ type: 'field.change', id, value })}
                />
              </Stack>
            ) : (
              field
            );
          })}
        </FieldGrid>
        <SummaryList
          lines={step.summary ?? []}
          values={values}
          responses={responses}
          receipt={null}
          options={summaryOptions(form, options)}
          locale={locale}
          currencyCode={quoteCurrency}
          caption={t`Check the details`}
        />
        <FailureAlert failure={failure}>
          <Text size="sm" mt="xs">
            <Trans>Nothing you entered was lost. Try again when you are ready.</Trans>
          </Text>
          {/* requirements#receipt-retry: the same step (the Submit, on the last one) again, as it is */}
          <Button type="submit" size="xs" variant="light" color="danger" mt="xs" loading={busy}>
            <Trans>Try again</Trans>
          </Button>
        </FailureAlert>
        <Group justify={canGoBack ? 'space-between' : buttonJustify(form)}>
          {canGoBack ? (
            <Button
              variant="default"
              leftSection={<IconArrowLeft size={18} className={classes.mirror} aria-hidden />}
              onClick={() => actor.send({ type: 'step.back' })}
              disabled={busy}
            >
              <Trans>Back</Trans>
            </Button>
          ) : null}
          <Button
            type="submit"
            loading={busy}
            rightSection={
              isLast ? (
                <IconCheck size={18} aria-hidden />
              ) : (
                <IconArrowRight size={18} className={classes.mirror} aria-hidden />
              )
            }
          >
            {isLast ? <Trans>Submit</Trans> : <Trans>Next</Trans>}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
