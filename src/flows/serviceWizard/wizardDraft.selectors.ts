import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { wizardDraftMachine } from '../../../machines/wizardDraft.machine';

/** Selectors of the wizard's draft chart (requirements#wizard-drafts). */
type Drafts = SnapshotFrom<typeof wizardDraftMachine>;
export type WizardDraftRef = ActorRefFrom<typeof wizardDraftMachine>;

/** looking (before the wizard may start), offering, discarding (Start over on its way), keeping */
export const selectDraftStage = (s: Drafts) =>
  s.matches('starting') || s.matches('looking')
    ? 'looking'
    : s.matches('offering')
      ? 'offering'
      : s.matches('discarding')
        ? 'discarding'
        : 'keeping';
export const selectOffer = (s: Drafts) => s.context.offer;
export const selectResumed = (s: Drafts) => s.context.resumed;
