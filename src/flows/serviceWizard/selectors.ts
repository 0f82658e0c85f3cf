import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { serviceWizardMachine } from '../../../machines/serviceWizard.machine';
import type { serviceWizardConfirmationMachine } from '../../../machines/serviceWizardConfirmation.machine';
import type { serviceWizardStepsMachine } from '../../../machines/serviceWizardSteps.machine';
import type { otpTimerMachine } from '../../../machines/otpTimer.machine';
import type { Option, ServiceForm } from '../../api/contract/serviceForm';
import type { FieldErrors, FormValues } from '../../forms/types';

/**
 * Selectors of the wizard's charts, defined once so views re-render on small slices: the
 * wizard's own (the form, what was entered, the receipt), its steps' (the step being edited) and
 * its confirmation's (the PIN or code). The children are read from the wizard's snapshot.
 */
type Wizard = SnapshotFrom<typeof serviceWizardMachine>;
type Steps = SnapshotFrom<typeof serviceWizardStepsMachine>;
type Confirmation = SnapshotFrom<typeof serviceWizardConfirmationMachine>;
export type StepsRef = ActorRefFrom<typeof serviceWizardStepsMachine>;
export type ConfirmationRef = ActorRefFrom<typeof serviceWizardConfirmationMachine>;
export type TimerRef = ActorRefFrom<typeof otpTimerMachine>;

// the wizard
export const selectForm = (s: Wizard) => s.context.form as unknown as ServiceForm | null;
export const selectEntries = (s: Wizard) => s.context.entries;
export const selectFailure = (s: Wizard) => s.context.failure;
export const selectResult = (s: Wizard) => s.context.result;
export const selectStepsActor = (s: Wizard) => s.children.steps;
export const selectConfirmationActor = (s: Wizard) => s.children.confirmation;
export const selectClosed = (s: Wizard) => s.status === 'done';
/** the payment went through to its receipt (or on to the payment gateway's page): its draft goes */
export const selectPaid = (s: Wizard) => s.matches('receipt') || s.matches('handingOff') || s.matches('closed');
export const selectPhase = (s: Wizard) =>
  s.matches('loading')
    ? 'loading'
    : s.matches('loadFailed')
      ? 'loadFailed'
      : s.matches('confirming')
        ? 'confirming'
        : s.matches('receipt') || s.matches('closed')
          ? 'receipt'
          : 'editing';

// the step being edited
export const selectValues = (s: Steps) => s.context.values as FormValues;
export const selectErrors = (s: Steps) => s.context.errors as FieldErrors;
export const selectOptions = (s: Steps) => s.context.options as Record<string, readonly Option[]>;
export const selectOptionsState = (s: Steps) => s.context.optionsState;
export const selectStepIndex = (s: Steps) => s.context.stepIndex;
export const selectCanGoBack = (s: Steps) => s.context.history.length > 0;
export const selectResponses = (s: Steps) => s.context.responses;
export const selectStepFailure = (s: Steps) => s.context.failure;
export const selectBusy = (s: Steps) => s.matches({ editing: 'checking' }) || s.matches({ editing: 'requesting' });
/** the live values while the steps run (undefined when they do not) */
export const selectLiveValues = (s: Steps | undefined) => s?.context.values as FormValues | undefined;
export const selectLiveStepIndex = (s: Steps | undefined) => s?.context.stepIndex;

// the confirmation
/** the Submit is on its way (for every kind of confirmation, none included) */
export const selectProcessing = (s: Confirmation | undefined) => s?.matches('submitting') ?? false;
export const selectConfirmationFailure = (s: Confirmation) => s.context.failure;
export const selectCodeAlive = (s: Confirmation) => s.context.codeAlive;
export const selectCanResend = (s: Confirmation) => s.context.canResend;
export const selectTimer = (s: Confirmation) => s.children.timer as TimerRef | undefined;
export const selectOtpPhase = (s: Confirmation) =>
  s.matches({ otp: 'sending' })
    ? 'sending'
    : s.matches({ otp: 'notSent' })
      ? 'notSent'
      : s.matches({ otp: 'entering' })
        ? 'entering'
        : null;
/**
 * requirements#step-up: the authenticator code is asked (with the PIN when the service asks it), or
 * the server found it needed and two-step verification off — also after a PIN-only Submit (the
 * PIN screen would stay, silent, its Confirm going nowhere: issue 22's browser walk found it)
 */
export const selectStepUp = (s: Confirmation) => s.context.stepUp || s.matches('twoFactorOff');
export const selectStepUpPhase = (s: Confirmation) =>
  s.matches('checkingTwoFactor') ? 'checking' : s.matches('twoFactorOff') ? 'off' : 'asking';
