import type { SnapshotFrom } from 'xstate';
import type { serviceWizardMachine } from '../../../machines/serviceWizard.machine';
import type { Option, ServiceForm } from '../../api/contract/serviceForm';
import type { FieldErrors, FormValues } from '../../forms/types';

/** Selectors of the wizard's snapshot, defined once so views re-render on small slices. */
type Snapshot = SnapshotFrom<typeof serviceWizardMachine>;

export const selectForm = (s: Snapshot) => s.context.form as unknown as ServiceForm | null;
export const selectValues = (s: Snapshot) => s.context.values as FormValues;
export const selectErrors = (s: Snapshot) => s.context.errors as FieldErrors;
export const selectOptions = (s: Snapshot) => s.context.options as Record<string, readonly Option[]>;
export const selectOptionsState = (s: Snapshot) => s.context.optionsState;
export const selectStepIndex = (s: Snapshot) => s.context.stepIndex;
export const selectCanGoBack = (s: Snapshot) => s.context.history.length > 0;
export const selectResponses = (s: Snapshot) => s.context.responses;
export const selectFailure = (s: Snapshot) => s.context.failure;
export const selectResult = (s: Snapshot) => s.context.result;
export const selectBusy = (s: Snapshot) =>
  s.matches({ editing: 'checking' }) || s.matches({ editing: 'requesting' }) || s.matches('processing');
export const selectPhase = (s: Snapshot) =>
  s.matches('loading')
    ? 'loading'
    : s.matches('loadFailed')
      ? 'loadFailed'
      : s.matches('confirming') || s.matches('processing')
        ? 'confirming'
        : s.matches('receipt') || s.matches('closed')
          ? 'receipt'
          : 'editing';
