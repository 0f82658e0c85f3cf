import { expect } from 'vitest';
import { machineRegistry } from '../../machines';
import type { WizardDraft } from '../../machines/serviceWizard.machine';
import {
  placeOf,
  START_PLACE,
  type SavedDraft,
  type WizardDraftContext,
  type WizardDraftInput,
} from '../../machines/wizardDraft.machine';
import { sampleSavedDraft } from '../../machines/samples/wizardDraft.samples';
import { describeMachinePaths } from './describePaths';
import {
  contextChecks,
  effects,
  expectUnchanged,
  expectWay,
  ignoredIn,
  registryEntry,
  type Call,
  type StateAssertions,
  type StepCheck,
  type Ways,
} from './pathHarness';

const entry = registryEntry(machineRegistry, 'wizardDraft');
const { ctx, before, expectStep } = contextChecks<WizardDraftContext>();
const PAGE = 'SERVICE_SEND_MONEY';
const userEvents = ['draft.continue', 'draft.discard', 'draft.keep', 'draft.clear'];
const keep = (check: StepCheck) => check.event as unknown as { draft: WizardDraft; review: boolean };
const output = <T>(check: StepCheck) => (check.event as unknown as { output: T }).output;
const isMove = (check: StepCheck) => placeOf(keep(check).draft, keep(check).review) !== before(check).place;
const forgotten = { draftId: null, pending: null, place: START_PLACE, dirty: false, clearWanted: false };

const find: Call = { name: 'actor:findDraft', params: { pageId: PAGE } };
const save = (draft: WizardDraft | null): Call => ({ name: 'actor:saveDraft', params: { pageId: PAGE, draft } });
const remove = (id: string | null): Call => ({ name: 'actor:deleteDraft', params: { id } });
const interval: Call = { name: 'timer', params: { event: 'after:saveInterval.wizardDraft.keeping.cooling', ms: 2000 } };

/** Every snapshot: only an offer on the screen is held; what is continued is the server's draft. */
function invariants(check: StepCheck) {
  const c = ctx(check.snapshot);
  expect(c.pageId).toBe(PAGE);
  if (!check.snapshot.matches('offering') && !check.snapshot.matches('discarding')) expect(c.offer).toBeNull();
  if (c.resumed !== null) expect(c.resumed).toEqual(sampleSavedDraft);
  // a draft to delete after its save is wanted only while that save is out, then while it goes
  if (c.clearWanted)
    expect(check.snapshot.matches({ keeping: 'saving' }) || check.snapshot.matches({ keeping: 'clearing' })).toBe(true);
}

const ways =
  (written: Ways) =>
  (check: StepCheck): void => {
    invariants(check);
    expectWay(check, written);
  };

/** A move queues the draft (saved after the interval); typing within a step changes nothing. */
const queuedOrIgnored = (check: StepCheck) =>
  isMove(check)
    ? expectStep(check, {
        pending: keep(check).draft,
        place: placeOf(keep(check).draft, keep(check).review),
        dirty: true,
      })
    : expectUnchanged(check);

const assertions: StateAssertions = {
  'wizardDraft.looking': ways({
    // the user's draft of this service is looked for at once
    start: (check) => {
      expect((check.input as WizardDraftInput).skipOffer).toBe(false);
      expect(ctx(check.snapshot)).toEqual({ pageId: PAGE, skipOffer: false, offer: null, resumed: null, ...forgotten });
      expect(effects(check.stepCalls)).toEqual([find]);
    },
    [ignoredIn('looking', userEvents)]: expectUnchanged,
  }),
  'wizardDraft.offering': ways({
    'looking done:findDraft': (check) => {
      expect(output<SavedDraft | null>(check)).toEqual(sampleSavedDraft);
      expectStep(check, { offer: sampleSavedDraft });
    },
    // nothing is saved or deleted while the user has not answered
    [ignoredIn('offering', userEvents, 'draft.continue', 'draft.discard')]: expectUnchanged,
  }),
  'wizardDraft.discarding': ways({
    // Start over deletes the offered draft by its id
    'offering draft.discard': (check) => expectStep(check, {}, [remove(sampleSavedDraft.id)]),
    [ignoredIn('discarding', userEvents)]: expectUnchanged,
  }),
  'wizardDraft.keeping.idle': ways({
    // back from maintenance: the page's own draft, nothing looked up
    start: (check) => {
      expect((check.input as WizardDraftInput).skipOffer).toBe(true);
      expect(ctx(check.snapshot)).toEqual({ pageId: PAGE, skipOffer: true, offer: null, resumed: null, ...forgotten });
      expect(effects(check.stepCalls)).toEqual([]);
    },
    // no draft, or none to be had: the wizard starts afresh
    'looking done:findDraft|error:findDraft': (check) => {
      if (check.event.type.startsWith('xstate.done')) expect(output(check)).toBeNull();
      expectStep(check, {});
    },
    // Continue: the wizard starts from the draft, whose id and place are now the kept ones
    'offering draft.continue': (check) =>
      expectStep(check, { offer: null, resumed: sampleSavedDraft, draftId: sampleSavedDraft.id, place: '1/0' }),
    'discarding done:deleteDraft|error:deleteDraft': (check) => expectStep(check, { offer: null }),
    'keeping.idle draft.keep': (check) => {
      expect(isMove(check)).toBe(false);
      expectUnchanged(check);
    },
    // a payment done with nothing stored: nothing to delete
    'keeping.idle|keeping.cooling draft.clear': (check) => {
      expect(before(check).draftId).toBeNull();
      expectStep(check, forgotten);
    },
    'keeping.cooling after:saveInterval.wizardDraft.keeping.cooling': (check) => {
      expect(before(check).dirty).toBe(false);
      expectStep(check, {});
    },
    'keeping.saving error:saveDraft': (check) => {
      expect([before(check).clearWanted, before(check).draftId]).toEqual([true, null]);
      expectStep(check, forgotten);
    },
    // deleted (or not to be had): a new payment keeps a new draft
    'keeping.clearing done:deleteDraft|error:deleteDraft': (check) => expectStep(check, forgotten),
    [ignoredIn('keeping.idle', userEvents, 'draft.keep', 'draft.clear')]: expectUnchanged,
  }),
  'wizardDraft.keeping.saving': ways({
    // a move is saved at once
    'keeping.idle draft.keep': (check) => {
      expect(isMove(check)).toBe(true);
      const { draft, review } = keep(check);
      expectStep(check, { pending: draft, place: placeOf(draft, review), dirty: false }, [save(draft)]);
    },
    // moves during the interval: the newest is saved once it is over
    'keeping.cooling after:saveInterval.wizardDraft.keeping.cooling': (check) => {
      expect(before(check).dirty).toBe(true);
      expectStep(check, { dirty: false }, [save(before(check).pending)]);
    },
    'keeping.saving draft.keep': queuedOrIgnored,
    // the save out may still land: the delete waits for it
    'keeping.saving draft.clear': (check) => expectStep(check, { clearWanted: true }),
    [ignoredIn('keeping.saving', userEvents, 'draft.keep', 'draft.clear')]: expectUnchanged,
  }),
  'wizardDraft.keeping.cooling': ways({
    'keeping.saving done:saveDraft': (check) => {
      expect(before(check).clearWanted).toBe(false);
      expectStep(check, { draftId: output<SavedDraft>(check).id }, [interval]);
    },
    // a failed save is not retried on its own
    'keeping.saving error:saveDraft': (check) => {
      expect(before(check).clearWanted).toBe(false);
      expectStep(check, {}, [interval]);
    },
    'keeping.cooling draft.keep': queuedOrIgnored,
    [ignoredIn('keeping.cooling', userEvents, 'draft.keep', 'draft.clear')]: expectUnchanged,
  }),
  'wizardDraft.keeping.clearing': ways({
    'keeping.idle|keeping.cooling draft.clear': (check) => expectStep(check, {}, [remove(before(check).draftId)]),
    // the save that was out is in: its draft goes at once
    'keeping.saving done:saveDraft': (check) => {
      expect(before(check).clearWanted).toBe(true);
      const { id } = output<SavedDraft>(check);
      expectStep(check, { draftId: id }, [remove(id)]);
    },
    'keeping.saving error:saveDraft': (check) => {
      expect(before(check).clearWanted).toBe(true);
      expect(before(check).draftId).not.toBeNull();
      expectStep(check, {}, [remove(before(check).draftId)]);
    },
    [ignoredIn('keeping.clearing', userEvents)]: expectUnchanged,
  }),
};

describeMachinePaths(entry, assertions);
