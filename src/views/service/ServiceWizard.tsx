import { Paper, Progress, Stack, Stepper, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useFlowActor } from '../../app/flowInspector';
import { useEffect, useState } from 'react';
import { useApp } from '../../app/context';
import { serviceWizardLogic } from '../../app/serviceFlows';
import { localize } from '../../forms/localize';
import { activeSteps } from '../../forms/steps';
import { LoaderOverlay } from '../shell/LoaderOverlay';
import { ConfigurationError, PageSkeleton } from '../pages/ConfigurationError';
import { ConfirmPanel } from './ConfirmPanel';
import { ReceiptPanel } from './ReceiptPanel';
import { selectFailure, selectForm, selectPhase, selectStepIndex, selectValues } from './selectors';
import { WizardStep } from './WizardStep';

/**
 * A payment service run as its configured wizard (seed 001 §4): the steps that apply with the
 * values so far in a stepper, the current step, the confirmation, the receipt.
 */
export function ServiceWizard({ pageId, locale, onClose }: { pageId: string; locale: string; onClose: () => void }) {
  const { t } = useLingui();
  const { services, actors } = useApp();
  const [logic] = useState(() => serviceWizardLogic(services, actors));
  const actor = useFlowActor(logic, { input: { pageId, instanceId: crypto.randomUUID() } });
  const phase = useSelector(actor, selectPhase);
  const form = useSelector(actor, selectForm);
  const values = useSelector(actor, selectValues);
  const stepIndex = useSelector(actor, selectStepIndex);
  const failure = useSelector(actor, selectFailure);
  const processing = useSelector(actor, (s) => s.matches('processing'));
  const closed = useSelector(actor, (s) => s.status === 'done');

  useEffect(() => {
    if (closed) onClose();
  }, [closed, onClose]);

  if (phase === 'loading') return <PageSkeleton />;
  if (phase === 'loadFailed' || !form)
    return (
      <ConfigurationError
        title={t`This service could not be loaded`}
        failure={failure}
        onRetry={() => actor.send({ type: 'form.retry' })}
      />
    );
  const steps = activeSteps(form, values);
  const active = phase === 'editing' ? Math.max(0, steps.indexOf(stepIndex)) : steps.length;
  return (
    <Stack gap="lg">
      {phase !== 'receipt' && steps.length > 1 ? (
        <>
          <Stepper
            visibleFrom="sm"
            active={active}
            size="sm"
            allowNextStepsSelect={false}
            aria-label={t`Steps of this service`}
          >
            {steps.map((index) => (
              <Stepper.Step key={form.steps[index]?.id ?? index} label={localize(form.steps[index]?.title, locale)} />
            ))}
          </Stepper>
          {/* a phone has no room for every step's name: where the user is, and how far to go */}
          <Stack gap={6} hiddenFrom="sm">
            <Text size="sm" c="dimmed">
              {phase === 'editing' ? t`Step ${Math.min(active + 1, steps.length)} of ${steps.length}` : t`Confirmation`}
            </Text>
            <Progress
              value={(Math.min(active + 1, steps.length + 1) / (steps.length + 1)) * 100}
              size="sm"
              aria-hidden
            />
          </Stack>
        </>
      ) : null}
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} pos="relative">
        {processing ? <LoaderOverlay text={t`Please wait, the transaction is in process.`} /> : null}
        {phase === 'editing' ? <WizardStep actor={actor} form={form} locale={locale} /> : null}
        {phase === 'confirming' ? <ConfirmPanel actor={actor} form={form} /> : null}
        {phase === 'receipt' ? <ReceiptPanel actor={actor} form={form} locale={locale} /> : null}
      </Paper>
    </Stack>
  );
}
