import { and, assign, setup } from 'xstate';
import type { WizardDraft } from './serviceWizard.machine';
import { notProvided } from './shared';

/**
 * requirements#wizard-drafts: a service wizard's draft on the server, beside the wizard. On the way
 * in it looks for the user's draft of this service and offers it (Continue / Start over) before
 * the wizard starts; then it keeps the wizard's place as the user moves between its steps — saved
 * at once on a move, then at most once per `saveInterval` (moves meanwhile are coalesced; typing
 * within a step never saves) — and deletes the draft when the payment is done. A draft kept in the
 * page (back from maintenance, requirements#maintenance-session) wins: nothing is offered then.
 * `findDraft`, `saveDraft` and `deleteDraft` are provided by src/ (which strips secrets first).
 */

/** a draft as the server keeps it: its id, and when it was saved (for "from 14:02") */
export interface SavedDraft extends WizardDraft {
  id: string;
  savedAt: string;
}

export interface WizardDraftInput {
  pageId: string;
  /** the page kept a draft of its own (maintenance): no offer */
  skipOffer: boolean;
}

export interface WizardDraftContext {
  pageId: string;
  skipOffer: boolean;
  /** the draft offered back, until the user answers */
  offer: SavedDraft | null;
  /** the draft the user chose to continue: the wizard starts from it */
  resumed: WizardDraft | null;
  /** the stored draft's id, once one is known (to delete it) */
  draftId: string | null;
  /** where the wizard was when its draft was last queued (step, steps walked, review) */
  place: string;
  /** the newest draft to save */
  pending: WizardDraft | null;
  /** a move came while a save was out: save again after the interval */
  dirty: boolean;
  /** the payment was done while a save was out: delete once it is in */
  clearWanted: boolean;
}

export type WizardDraftEvent =
  | { type: 'draft.continue' }
  | { type: 'draft.discard' }
  /** the wizard's place and values (secrets already left out), `review`: on its confirmation */
  | { type: 'draft.keep'; draft: WizardDraft; review: boolean }
  | { type: 'draft.clear' };

/** a fresh wizard is on its first step with no step walked: nothing worth keeping there */
export const START_PLACE = '0/';
export const placeOf = (draft: WizardDraft, review = false) =>
  `${review ? 'review:' : ''}${draft.stepIndex}/${draft.history.join('.')}`;

const forgotten = { draftId: null, pending: null, place: START_PLACE, dirty: false, clearWanted: false };

export const wizardDraftMachine = setup({
  types: {
    input: {} as WizardDraftInput,
    context: {} as WizardDraftContext,
    events: {} as WizardDraftEvent,
  },
  actors: {
    findDraft: notProvided<SavedDraft | null, { pageId: string }>('findDraft'),
    saveDraft: notProvided<SavedDraft, { pageId: string; draft: WizardDraft }>('saveDraft'),
    deleteDraft: notProvided<unknown, { id: string }>('deleteDraft'),
  },
  delays: {
    /** at most one save per interval, however fast the steps go */
    saveInterval: 2000,
  },
  actions: {
    assignOffer: assign((_, params: { offer: SavedDraft }) => ({ offer: params.offer })),
    resumeOffer: assign(({ context }) => ({
      resumed: context.offer,
      draftId: context.offer?.id ?? null,
      place: context.offer ? placeOf(context.offer) : START_PLACE,
      offer: null,
    })),
    dropOffer: assign({ offer: null }),
    queueDraft: assign((_, params: { draft: WizardDraft; review: boolean }) => ({
      pending: params.draft,
      place: placeOf(params.draft, params.review),
      dirty: true,
    })),
    markSaving: assign({ dirty: false }),
    assignSaved: assign((_, params: { saved: SavedDraft }) => ({ draftId: params.saved.id })),
    wantClear: assign({ clearWanted: true }),
    forgetDraft: assign(forgotten),
  },
  guards: {
    isOfferSkipped: ({ context }) => context.skipOffer,
    isOffered: (_, params: { offer: SavedDraft | null }) => params.offer !== null,
    /** the wizard went to another step (or its review): typing within a step is no move */
    isMove: ({ context }, params: { draft: WizardDraft; review: boolean }) =>
      placeOf(params.draft, params.review) !== context.place,
    isDirty: ({ context }) => context.dirty,
    isClearWanted: ({ context }) => context.clearWanted,
    hasStoredDraft: ({ context }) => context.draftId !== null,
  },
}).createMachine({
  id: 'wizardDraft',
  context: ({ input }) => ({
    pageId: input.pageId,
    skipOffer: input.skipOffer,
    offer: null,
    resumed: null,
    ...forgotten,
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'isOfferSkipped', target: 'keeping' }, { target: 'looking' }],
    },
    /** the user's draft of this service, if one is alive (the server answers only theirs) */
    looking: {
      invoke: {
        id: 'findDraft',
        src: 'findDraft',
        input: ({ context }) => ({ pageId: context.pageId }),
        onDone: [
          {
            guard: { type: 'isOffered', params: ({ event }) => ({ offer: event.output }) },
            target: 'offering',
            actions: { type: 'assignOffer', params: ({ event }) => ({ offer: event.output! }) },
          },
          { target: 'keeping' },
        ],
        // a draft that cannot be looked up is not offered: the wizard starts afresh
        onError: { target: 'keeping' },
      },
    },
    /** "Continue your Send money from 14:02?" */
    offering: {
      on: {
        'draft.continue': { target: 'keeping', actions: 'resumeOffer' },
        'draft.discard': 'discarding',
      },
    },
    /** Start over: the draft goes (a failed delete leaves it to the next save or its expiry) */
    discarding: {
      invoke: {
        id: 'deleteDraft',
        src: 'deleteDraft',
        input: ({ context }) => ({ id: context.offer!.id }),
        onDone: { target: 'keeping', actions: 'dropOffer' },
        onError: { target: 'keeping', actions: 'dropOffer' },
      },
    },
    /** the wizard runs: its moves are saved, its payment done clears the draft */
    keeping: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'draft.keep': {
              guard: { type: 'isMove', params: ({ event }) => event },
              target: 'saving',
              actions: { type: 'queueDraft', params: ({ event }) => event },
            },
            'draft.clear': [{ guard: 'hasStoredDraft', target: 'clearing' }, { actions: 'forgetDraft' }],
          },
        },
        saving: {
          entry: 'markSaving',
          invoke: {
            id: 'saveDraft',
            src: 'saveDraft',
            input: ({ context }) => ({ pageId: context.pageId, draft: context.pending! }),
            onDone: [
              {
                guard: 'isClearWanted',
                target: 'clearing',
                actions: { type: 'assignSaved', params: ({ event }) => ({ saved: event.output }) },
              },
              { target: 'cooling', actions: { type: 'assignSaved', params: ({ event }) => ({ saved: event.output }) } },
            ],
            // a save that failed is not retried on its own: the next move saves again
            onError: [
              { guard: and(['isClearWanted', 'hasStoredDraft']), target: 'clearing' },
              { guard: 'isClearWanted', target: 'idle', actions: 'forgetDraft' },
              { target: 'cooling' },
            ],
          },
          on: {
            'draft.keep': {
              guard: { type: 'isMove', params: ({ event }) => event },
              actions: { type: 'queueDraft', params: ({ event }) => event },
            },
            // the save out may still land: delete after it
            'draft.clear': { actions: 'wantClear' },
          },
        },
        /** a save is in: the next waits for the interval */
        cooling: {
          after: { saveInterval: [{ guard: 'isDirty', target: 'saving' }, { target: 'idle' }] },
          on: {
            'draft.keep': {
              guard: { type: 'isMove', params: ({ event }) => event },
              actions: { type: 'queueDraft', params: ({ event }) => event },
            },
            'draft.clear': [
              { guard: 'hasStoredDraft', target: 'clearing' },
              { target: 'idle', actions: 'forgetDraft' },
            ],
          },
        },
        /** the payment is done (or started over): the draft goes; a new payment keeps a new one */
        clearing: {
          invoke: {
            id: 'deleteDraft',
            src: 'deleteDraft',
            input: ({ context }) => ({ id: context.draftId! }),
            onDone: { target: 'idle', actions: 'forgetDraft' },
            onError: { target: 'idle', actions: 'forgetDraft' },
          },
        },
      },
    },
  },
});
