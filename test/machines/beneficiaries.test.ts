import { expect } from 'vitest';
import { machineRegistry } from '../../machines';
import { nicknameProblem, type BeneficiariesContext, type SavedRecipient } from '../../machines/beneficiaries.machine';
import { sampleFailures } from '../../machines/samples/failures';
import { pinWrong, recipientGone, renamedOmar, savedRecipients } from '../../machines/samples/beneficiaries.samples';
import type { FlowFailure } from '../../machines/shared';
import { describeMachinePaths } from './describePaths';
import {
  contextChecks,
  effects,
  expectUnchanged,
  expectWay,
  ignoredIn,
  registryEntry,
  type StateAssertions,
  type StepCheck,
} from './pathHarness';

const entry = registryEntry(machineRegistry, 'beneficiaries');
const { ctx, before, expectStep } = contextChecks<BeneficiariesContext>();

const userEvents = [
  'search.change',
  'list.refresh',
  'list.retry',
  'rename.start',
  'rename.change',
  'rename.submit',
  'rename.cancel',
  'delete.start',
  'delete.confirm',
  'delete.cancel',
] as const;

const sent = <T>(check: StepCheck) => check.event as unknown as T;
const errorOf = (check: StepCheck) => sent<{ error: FlowFailure }>(check).error;
const loadCall = { name: 'actor:loadBeneficiaries', params: undefined };
const rowOf = (rows: readonly SavedRecipient[], id: string | null) => rows.find((row) => row.id === id);
const cleared = { selectedId: null, nickname: '', nicknameProblem: null, failure: null };

/** The search is typed in every part of the list (the dialogs open over it): only the query changes. */
const expectSearch = (check: StepCheck) => expectStep(check, { query: sent<{ query: string }>(check).query });

/** rename.start or delete.start of an id the list does not hold: nothing happens. */
const expectUnknownId = (check: StepCheck) => {
  expect(rowOf(before(check).rows, sent<{ id: string }>(check).id)).toBeUndefined();
  expectUnchanged(check);
};

/** A recipient the back end no longer has: it leaves the list, the dialog closes, the failure is said. */
const expectDropped = (check: StepCheck) => {
  expect(errorOf(check)).toBe(recipientGone);
  const { rows, selectedId } = before(check);
  expect(rowOf(rows, selectedId)).toBeDefined();
  expectStep(check, {
    rows: rows.filter((row) => row.id !== selectedId),
    selectedId: null,
    nickname: '',
    failure: recipientGone,
  });
};

const assertions: StateAssertions = {
  'beneficiaries.loading': (check) =>
    expectWay(check, {
      start: () => {
        expect(ctx(check.snapshot)).toEqual({
          rows: [],
          query: '',
          selectedId: null,
          nickname: '',
          nicknameProblem: null,
          pinLength: 4,
          notice: null,
          failure: null,
        });
        expect(effects(check.stepCalls)).toEqual([loadCall]);
      },
      'failed list.retry': () => expectStep(check, {}, [loadCall]),
      'ready.idle list.refresh': () => expectStep(check, {}, [loadCall]),
      [ignoredIn('loading', userEvents)]: () => expectUnchanged(check),
    }),
  'beneficiaries.failed': (check) =>
    expectWay(check, {
      'loading error:loadBeneficiaries': () => expectStep(check, { failure: sampleFailures.network }),
      [ignoredIn('failed', userEvents, 'list.retry')]: () => expectUnchanged(check),
    }),
  'beneficiaries.ready.idle': (check) =>
    expectWay(check, {
      'loading done:loadBeneficiaries': () => expectStep(check, { rows: [...savedRecipients], failure: null }),
      'ready.idle search.change': () => expectSearch(check),
      'ready.idle rename.start|delete.start': () => expectUnknownId(check),
      [ignoredIn('ready.idle', userEvents, 'search.change', 'list.refresh', 'rename.start', 'delete.start')]: () =>
        expectUnchanged(check),
      // the nickname as it was (spaces aside): nothing to send, the editor closes
      'ready.renaming.editing rename.submit': () => {
        const { rows, selectedId, nickname } = before(check);
        expect(nickname.trim()).toBe(rowOf(rows, selectedId)?.nickname);
        expectStep(check, cleared);
      },
      'ready.renaming.editing rename.cancel': () => expectStep(check, cleared),
      'ready.deleting.confirming delete.cancel': () => expectStep(check, cleared),
      'ready.renaming.saving done:renameBeneficiary': () => {
        const { rows } = before(check);
        expectStep(check, {
          rows: rows.map((row) => (row.id === renamedOmar.id ? renamedOmar : row)),
          notice: { kind: 'renamed', nickname: renamedOmar.nickname },
          selectedId: null,
          nickname: '',
        });
      },
      'ready.renaming.saving error:renameBeneficiary': () => expectDropped(check),
      // requirements#beneficiaries: gone from the list only once the back end deleted it
      'ready.deleting.removing done:deleteBeneficiary': () => {
        const { rows, selectedId } = before(check);
        const removed = rowOf(rows, selectedId);
        expect(removed).toBeDefined();
        expectStep(check, {
          rows: rows.filter((row) => row.id !== selectedId),
          notice: { kind: 'deleted', nickname: removed!.nickname },
          selectedId: null,
        });
      },
      'ready.deleting.removing error:deleteBeneficiary': () => expectDropped(check),
    }),
  'beneficiaries.ready.renaming.editing': (check) =>
    expectWay(check, {
      'ready.idle rename.start': () => {
        const { id } = sent<{ id: string }>(check);
        const row = rowOf(before(check).rows, id);
        expect(row).toBeDefined();
        expectStep(check, {
          selectedId: id,
          nickname: row!.nickname,
          nicknameProblem: null,
          notice: null,
          failure: null,
        });
      },
      'ready.renaming.editing rename.change': () =>
        expectStep(check, { nickname: sent<{ nickname: string }>(check).nickname, nicknameProblem: null }),
      // a nickname the rules refuse is said at once and nothing is sent
      'ready.renaming.editing rename.submit': () => {
        const problem = nicknameProblem(before(check).nickname);
        expect(problem).not.toBeNull();
        expectStep(check, { nicknameProblem: problem });
      },
      'ready.renaming.saving error:renameBeneficiary': () => {
        expect(errorOf(check)).toBe(sampleFailures.network);
        expectStep(check, { failure: sampleFailures.network });
      },
      'ready.renaming.editing search.change': () => expectSearch(check),
      [ignoredIn(
        'ready.renaming.editing',
        userEvents,
        'search.change',
        'rename.change',
        'rename.submit',
        'rename.cancel',
      )]: () => expectUnchanged(check),
    }),
  'beneficiaries.ready.renaming.saving': (check) =>
    expectWay(check, {
      'ready.renaming.editing rename.submit': () => {
        const { rows, selectedId, nickname } = before(check);
        expect(nicknameProblem(nickname)).toBeNull();
        expect(nickname.trim()).not.toBe(rowOf(rows, selectedId)?.nickname);
        expectStep(check, { failure: null }, [
          { name: 'actor:renameBeneficiary', params: { id: selectedId, nickname: nickname.trim() } },
        ]);
      },
      'ready.renaming.saving search.change': () => expectSearch(check),
      [ignoredIn('ready.renaming.saving', userEvents, 'search.change')]: () => expectUnchanged(check),
    }),
  'beneficiaries.ready.deleting.confirming': (check) =>
    expectWay(check, {
      'ready.idle delete.start': () => {
        const { id } = sent<{ id: string }>(check);
        expect(rowOf(before(check).rows, id)).toBeDefined();
        expectStep(check, { selectedId: id, notice: null, failure: null });
      },
      // not every digit yet: nothing is sent
      'ready.deleting.confirming delete.confirm': () => {
        expect(sent<{ pin: string }>(check).pin.length).not.toBe(before(check).pinLength);
        expectUnchanged(check);
      },
      // requirements#beneficiaries: a wrong PIN deletes nothing; the dialog asks again and says why
      'ready.deleting.removing error:deleteBeneficiary': () => {
        expect(errorOf(check)).toBe(pinWrong);
        expect(rowOf(ctx(check.snapshot).rows, before(check).selectedId)).toBeDefined();
        expectStep(check, { failure: pinWrong });
      },
      'ready.deleting.confirming search.change': () => expectSearch(check),
      [ignoredIn('ready.deleting.confirming', userEvents, 'search.change', 'delete.confirm', 'delete.cancel')]: () =>
        expectUnchanged(check),
    }),
  'beneficiaries.ready.deleting.removing': (check) =>
    expectWay(check, {
      'ready.deleting.confirming delete.confirm': () => {
        const { pin } = sent<{ pin: string }>(check);
        expect(pin).toHaveLength(before(check).pinLength);
        // the PIN goes to the call and is not kept
        expectStep(check, { failure: null }, [
          { name: 'actor:deleteBeneficiary', params: { id: before(check).selectedId, pin } },
        ]);
        expect(JSON.stringify(ctx(check.snapshot))).not.toContain(pin);
      },
      'ready.deleting.removing search.change': () => expectSearch(check),
      [ignoredIn('ready.deleting.removing', userEvents, 'search.change')]: () => expectUnchanged(check),
    }),
};

describeMachinePaths(entry, assertions);
