import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { OnboardingFormShape, SelfOnboardingContext } from '../selfOnboarding.machine';
import { sampleFailures } from './failures';

/** Two steps are enough to walk Next, Back and the last step; the app's template has four. */
export const onboardingForm = {
  id: 1,
  steps: [
    { id: 'personal', parameters: [{ ParameterId: 'fullName', ComponentType: 1 }] },
    { id: 'documents', parameters: [{ ParameterId: 'idFront', ComponentType: 7 }] },
  ],
} as unknown as OnboardingFormShape;

export const chosenFile = {
  kind: 'file',
  name: 'front.png',
  size: 68,
  mimeType: 'image/png',
  state: 'uploading',
} as const;
export const readFile = { ...chosenFile, state: 'ready', dataUrl: 'data:image/png;base64,iVBORw0KGgo=' } as const;
export const refusedFile = { ...chosenFile, state: 'failed' } as const;
export const requiredError = { key: 'validationError.fieldRequired' } as const;
export const typeError = { key: 'invalidFileType' } as const;

export const selfOnboardingEvents: EventObject[] = [
  { type: 'xstate.done.actor.loadFields', output: onboardingForm } as EventObject,
  { type: 'xstate.error.actor.loadFields', error: sampleFailures.network } as EventObject,
  { type: 'fields.retry' },
  { type: 'field.change', id: 'fullName', value: 'Sara Ahmed' } as EventObject,
  { type: 'file.select', id: 'idFront', file: { name: 'front.png' }, value: chosenFile } as EventObject,
  { type: 'file.ready', id: 'idFront', value: readFile, error: null } as EventObject,
  { type: 'file.ready', id: 'idFront', value: refusedFile, error: typeError } as EventObject,
  { type: 'step.next' },
  { type: 'step.back' },
  { type: 'xstate.done.actor.checkStep', output: { errors: {} } } as EventObject,
  { type: 'xstate.done.actor.checkStep', output: { errors: { fullName: requiredError } } } as EventObject,
  { type: 'application.submit' },
  { type: 'application.retry' },
  { type: 'xstate.done.actor.submitApplication', output: { reference: 'ON-7K2M9QX4' } } as EventObject,
  { type: 'xstate.error.actor.submitApplication', error: sampleFailures.network } as EventObject,
];

const valueEvents = new Set(['field.change', 'file.select', 'file.ready']);

/**
 * Bounds exploration: values are typed and files chosen on a fresh first step only (each once), a
 * step's errors come on the first step only; the rest of the walk runs with what was entered.
 */
export function selfOnboardingFilter(snapshot: AnyMachineSnapshot, event: EventObject): boolean {
  const c = snapshot.context as SelfOnboardingContext;
  if (valueEvents.has(event.type)) {
    if (c.stepIndex !== 0 || Object.keys(c.errors).length > 0) return false;
    if (event.type === 'file.ready') return c.values.idFront !== undefined && c.values.fullName === undefined;
    return c.values[(event as EventObject & { id: string }).id] === undefined;
  }
  const output = (event as { output?: { errors?: object } }).output;
  if (event.type === 'xstate.done.actor.checkStep' && Object.keys(output?.errors ?? {}).length > 0) {
    return c.stepIndex === 0 && Object.keys(c.values).length === 0;
  }
  return true;
}
