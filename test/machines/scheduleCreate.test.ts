import { expect } from 'vitest';
import { machineRegistry } from '../../machines';
import {
  draftProblems,
  emptyDraft,
  type ScheduleCreateContext,
  type ScheduleDraft,
} from '../../machines/scheduleCreate.machine';
import { inPast, pinWrong } from '../../machines/samples/scheduleCreate.samples';
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

const entry = registryEntry(machineRegistry, 'scheduleCreate');
const { ctx, before, expectStep } = contextChecks<ScheduleCreateContext>();

const userEvents = ['draft.change', 'review', 'back', 'pin.confirm', 'another'] as const;
const sent = <T>(check: StepCheck) => check.event as unknown as T;
const errorOf = (check: StepCheck) => sent<{ error: FlowFailure }>(check).error;
const occurrenceParts = ['type', 'week', 'month', 'startDate', 'endDate', 'time'];

const assertions: StateAssertions = {
  'scheduleCreate.editing': (check) =>
    expectWay(check, {
      start: () => {
        expect(ctx(check.snapshot)).toEqual({
          draft: emptyDraft,
          problems: {},
          pinLength: 4,
          created: null,
          failure: null,
        });
        expect(effects(check.stepCalls)).toEqual([]);
      },
      // the changed fields' problems go, the occurrence's with any of its parts; the rest stays
      'editing draft.change': () => {
        const { changes } = sent<{ changes: Partial<ScheduleDraft> }>(check);
        const problems = { ...before(check).problems };
        for (const field of Object.keys(changes)) {
          delete problems[field as keyof typeof problems];
          if (occurrenceParts.includes(field)) delete problems.occurrence;
        }
        expectStep(check, { draft: { ...before(check).draft, ...changes }, problems });
      },
      // a draft with a problem is not sent: each problem is said, the draft kept
      'editing review': () => {
        const problems = draftProblems(before(check).draft, sent<{ nowMs: number }>(check).nowMs);
        expect(Object.keys(problems).length).toBeGreaterThan(0);
        expectStep(check, { problems });
      },
      'confirming back': () => expectStep(check, { failure: null, problems: {} }),
      // the back end refused the draft (its start passed meanwhile): said on the field, the draft kept
      'creating error:createSchedule': () => {
        expect(errorOf(check)).toBe(inPast);
        expectStep(check, { failure: inPast, problems: { occurrence: 'scheduleInPast' } });
      },
      'created another': () =>
        expect(ctx(check.snapshot)).toEqual({
          draft: emptyDraft,
          problems: {},
          pinLength: 4,
          created: null,
          failure: null,
        }),
      [ignoredIn('editing', userEvents, 'draft.change', 'review')]: () => expectUnchanged(check),
    }),
  'scheduleCreate.confirming': (check) =>
    expectWay(check, {
      'editing review': () => {
        expect(draftProblems(before(check).draft, sent<{ nowMs: number }>(check).nowMs)).toEqual({});
        expectStep(check, { failure: null, problems: {} });
      },
      // not every digit yet: nothing is sent
      'confirming pin.confirm': () => {
        expect(sent<{ pin: string }>(check).pin.length).not.toBe(before(check).pinLength);
        expectUnchanged(check);
      },
      // a wrong PIN creates nothing and asks again, saying why
      'creating error:createSchedule': () => {
        expect(errorOf(check)).toBe(pinWrong);
        expectStep(check, { failure: pinWrong });
      },
      [ignoredIn('confirming', userEvents, 'pin.confirm', 'back')]: () => expectUnchanged(check),
    }),
  'scheduleCreate.creating': (check) =>
    expectWay(check, {
      'confirming pin.confirm': () => {
        const { pin } = sent<{ pin: string }>(check);
        expect(pin).toHaveLength(before(check).pinLength);
        expectStep(check, {}, [{ name: 'actor:createSchedule', params: { draft: before(check).draft, pin } }]);
        expect(JSON.stringify(ctx(check.snapshot))).not.toContain(pin);
      },
      [ignoredIn('creating', userEvents)]: () => expectUnchanged(check),
    }),
  'scheduleCreate.created': (check) =>
    expectWay(check, {
      'creating done:createSchedule': () =>
        expectStep(check, { created: sent<{ output: ScheduleCreateContext['created'] }>(check).output, failure: null }),
      [ignoredIn('created', userEvents, 'another')]: () => expectUnchanged(check),
    }),
};

describeMachinePaths(entry, assertions);
