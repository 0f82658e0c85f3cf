import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { WizardDraft } from '../serviceWizard.machine';
import {
  placeOf,
  START_PLACE,
  type SavedDraft,
  type WizardDraftContext,
  type WizardDraftInput,
} from '../wizardDraft.machine';
import { sampleFailures } from './failures';

/** the draft the server keeps: on the second step of send money, saved at 14:02 */
export const sampleSavedDraft: SavedDraft = {
  id: 'd7a0c3e2-0000-4000-8000-000000000001',
  stepIndex: 1,
  history: [0],
  values: { recipientMobile: '07701234567', amount: '1500' },
  savedAt: '2026-11-27T11:02:00.000Z',
};

/** what the wizard tells the chart: typing on its first step, a move to the second, its review */
export const typingAtStart: WizardDraft = { stepIndex: 0, history: [], values: { recipientMobile: '0770' } };
export const onSecondStep: WizardDraft = {
  stepIndex: 1,
  history: [0],
  values: { recipientMobile: '07701234567', amount: '' },
};
export const savedAnswer = (draft: { stepIndex: number; history: number[] }): SavedDraft => ({
  ...sampleSavedDraft,
  ...draft,
});

export const wizardDraftInputs: WizardDraftInput[] = [
  { pageId: 'SERVICE_SEND_MONEY', skipOffer: false },
  // back from maintenance with the page's own draft: nothing offered
  { pageId: 'SERVICE_SEND_MONEY', skipOffer: true },
];

export const wizardDraftEvents: EventObject[] = [
  { type: 'xstate.done.actor.findDraft', output: sampleSavedDraft } as EventObject,
  { type: 'xstate.done.actor.findDraft', output: null } as EventObject,
  { type: 'xstate.error.actor.findDraft', error: sampleFailures.network } as EventObject,
  { type: 'draft.continue' },
  { type: 'draft.discard' },
  { type: 'xstate.done.actor.deleteDraft', output: { deleted: true } } as EventObject,
  { type: 'xstate.error.actor.deleteDraft', error: sampleFailures.network } as EventObject,
  { type: 'draft.keep', draft: typingAtStart, review: false } as EventObject,
  { type: 'draft.keep', draft: onSecondStep, review: false } as EventObject,
  { type: 'draft.keep', draft: onSecondStep, review: true } as EventObject,
  { type: 'xstate.done.actor.saveDraft', output: savedAnswer(onSecondStep) } as EventObject,
  { type: 'xstate.error.actor.saveDraft', error: sampleFailures.network } as EventObject,
  { type: 'xstate.after.saveInterval.wizardDraft.keeping.cooling' },
  { type: 'draft.clear' },
];

/**
 * A wizard moves one way at a time: typing on its first step, on to its second, on to its review
 * (each sample only where the wizard can be), so the places stay few and every transition is taken.
 */
export function wizardDraftFilter(snapshot: AnyMachineSnapshot, event: EventObject): boolean {
  if (event.type !== 'draft.keep') return true;
  const { place } = snapshot.context as WizardDraftContext;
  const { draft, review } = event as unknown as { draft: WizardDraft; review: boolean };
  if (draft === typingAtStart) return place === START_PLACE || place === '1/0';
  return review ? place === placeOf(onSecondStep) : place !== placeOf(onSecondStep, true);
}
