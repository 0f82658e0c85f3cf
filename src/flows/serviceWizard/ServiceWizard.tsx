import { Paper, Progress, Stack, Stepper, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useFlowActor } from '../../platform/flowInspector';
import { useEffect, useState } from 'react';
import { useApp } from '../../platform/context';
import { serviceWizardLogic } from './serviceWizard.logic';
import { localize } from '../../forms/localize';
import { activeSteps } from '../../forms/steps';
import { LoaderOverlay } from '../../ui/LoaderOverlay';
import { ConfigurationError, PageSkeleton } from '../../ui/ConfigurationError';
import { ConfirmPanel } from './ConfirmPanel';
import { ReceiptPanel } from './ReceiptPanel';
import {
  selectClosed,
  selectConfirmationActor,
  selectEntries,
  selectFailure,
  selectForm,
  selectLiveStepIndex,
  selectLiveValues,
  selectPaid,
  selectPhase,
  selectProcessing,
  selectStepsActor,
} from './selectors';
import type { FormValues } from '../../forms/types';
import { WizardStep } from './WizardStep';
import { wizardDraft, wizardDraftKey } from './serviceWizardDraft';
import type { WizardDraft } from '../../../machines/serviceWizard.machine';
import { wizardDraftLogic } from './wizardDraft.logic';
import { DraftOffer } from './DraftOffer';
import { selectDraftStage, selectOffer, selectResumed, type WizardDraftRef } from './wizardDraft.selectors';

interface ServiceWizardProps {
  pageId: string;
  /** the service's name, as the menu gives it ("Continue your Send money…?") */
  title: string;
  locale: string;
  onClose: () => void;
}

/**
 * A payment service run as its configured wizard, resumable (requirements#wizard-drafts): the user's
 * draft of the service kept on the server is offered first (Continue / Start over), then the wizard
 * runs from it — or from the draft kept through maintenance (requirements#maintenance-session),
 * which wins — and its moves between steps keep the draft up to date.
 */
export function ServiceWizard({ pageId, title, locale, onClose }: ServiceWizardProps) {
  const { platform } = useApp();
  const [kept] = useState(() => platform.drafts.take(wizardDraftKey(pageId)) as WizardDraft | null);
  const [draftLogic] = useState(() => wizardDraftLogic(platform));
  const drafts = useFlowActor(draftLogic, { input: { pageId, skipOffer: kept !== null } });
  const stage = useSelector(drafts, selectDraftStage);
  const offer = useSelector(drafts, selectOffer);
  const resumed = useSelector(drafts, selectResumed);
  if (stage === 'looking') return <PageSkeleton />;
  if (offer)
    return (
      <DraftOffer
        title={title}
        savedAt={offer.savedAt}
        locale={locale}
        discarding={stage === 'discarding'}
        onContinue={() => drafts.send({ type: 'draft.continue' })}
        onStartOver={() => drafts.send({ type: 'draft.discard' })}
      />
    );
  return <WizardRun pageId={pageId} locale={locale} onClose={onClose} draft={kept ?? resumed} drafts={drafts} />;
}

/**
 * A payment service run as its configured wizard (requirements#form-steps): the steps that apply with the
 * values so far in a stepper, the current step, the confirmation, the receipt. The wizard runs
 * its steps and its confirmation as charts of their own: each panel is given the one it shows.
 */
function WizardRun({
  pageId,
  locale,
  onClose,
  draft,
  drafts,
}: Omit<ServiceWizardProps, 'title'> & { draft: WizardDraft | null; drafts: WizardDraftRef }) {
  const { t } = useLingui();
  const { platform, actors } = useApp();
  const [logic] = useState(() => serviceWizardLogic(platform, actors));
  const actor = useFlowActor(logic, { input: { pageId, instanceId: crypto.randomUUID(), draft } });
  useEffect(
    () => platform.drafts.register(wizardDraftKey(pageId), () => wizardDraft(actor.getSnapshot())),
    [platform.drafts, pageId, actor],
  );
  const phase = useSelector(actor, selectPhase);
  const form = useSelector(actor, selectForm);
  const entries = useSelector(actor, selectEntries);
  const failure = useSelector(actor, selectFailure);
  const stepsActor = useSelector(actor, selectStepsActor);
  const confirmation = useSelector(actor, selectConfirmationActor);
  // while the steps run, the stepper follows them; otherwise what they handed back
  const liveValues = useSelector(stepsActor, selectLiveValues);
  const liveStepIndex = useSelector(stepsActor, selectLiveStepIndex);
  const values = liveValues ?? (entries.values as FormValues);
  const stepIndex = liveStepIndex ?? entries.stepIndex;
  const processing = useSelector(confirmation, selectProcessing);
  const closed = useSelector(actor, selectClosed);
  // once the form was left (the confirmation, the receipt), coming back to it moves the focus to its step
  const [left, setLeft] = useState(false);
  if (!left && (phase === 'confirming' || phase === 'receipt')) setLeft(true);

  useEffect(() => {
    if (closed) onClose();
  }, [closed, onClose]);
  // requirements#wizard-drafts: the draft chart hears where the wizard is (it saves only on a move
  // between steps, at most once per interval) and that the payment is done (the draft goes)
  const paid = useSelector(actor, selectPaid);
  useEffect(() => {
    const kept = paid ? null : wizardDraft(actor.getSnapshot());
    if (paid) drafts.send({ type: 'draft.clear' });
    else if (kept) drafts.send({ type: 'draft.keep', draft: kept, review: phase === 'confirming' });
  }, [paid, phase, stepIndex, actor, drafts]);

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
        {phase === 'editing' && stepsActor ? (
          <WizardStep key={stepsActor.sessionId} actor={stepsActor} form={form} locale={locale} focusHeading={left} />
        ) : null}
        {phase === 'confirming' && confirmation ? (
          <ConfirmPanel key={confirmation.sessionId} actor={confirmation} form={form} />
        ) : null}
        {phase === 'receipt' ? <ReceiptPanel actor={actor} form={form} locale={locale} /> : null}
      </Paper>
    </Stack>
  );
}
