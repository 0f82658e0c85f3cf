import { expect } from 'vitest';
import { machineRegistry } from '../../machines';
import type { ContentChangesAnswer, ContentChangesContext } from '../../machines/contentChanges.machine';
import { changedAnswer, firstAnswer } from '../../machines/samples/contentChanges.samples';
import { describeMachinePaths } from './describePaths';
import {
  effects,
  expectUnchanged,
  expectWay,
  registryEntry,
  type StateAssertions,
  type StepCheck,
} from './pathHarness';

const entry = registryEntry(machineRegistry, 'contentChanges');
const ctx = (s: { context: unknown }) => s.context as ContentChangesContext;

/** The next check is due after the polling interval, doubled for each failed check in a row. */
const pollTimer = (failures: number) => ({
  name: 'timer',
  params: { event: 'after:pollInterval.contentChanges.waiting', ms: 60_000 * 2 ** failures },
});

/** Every check asks for the changes after the last answer's time (none at first), the context as it was. */
const expectChecking = (check: StepCheck) => {
  expect(ctx(check.snapshot)).toEqual(ctx(check.previous!));
  expect(effects(check.stepCalls)).toEqual([
    { name: 'actor:fetchChanges', params: { since: ctx(check.previous!).since } },
  ]);
};

const assertions: StateAssertions = {
  'contentChanges.checking': (check) =>
    expectWay(check, {
      start: () => {
        expect(ctx(check.snapshot)).toEqual({ since: null, failures: 0 });
        expect(effects(check.stepCalls)).toEqual([{ name: 'actor:fetchChanges', params: { since: null } }]);
      },
      // at the interval, or when the user comes back to the tab
      'waiting after:pollInterval.contentChanges.waiting': () => expectChecking(check),
      'waiting changes.check': () => expectChecking(check),
      'checking changes.check': () => expectUnchanged(check),
    }),
  'contentChanges.waiting': (check) =>
    expectWay(check, {
      // the answer's time is the next starting point; each changed identifier is announced once
      'checking done:fetchChanges': () => {
        const answer = (check.event as unknown as { output: ContentChangesAnswer }).output;
        expect(ctx(check.snapshot)).toEqual({ since: answer.now, failures: 0 });
        if (answer === changedAnswer)
          expect(effects(check.stepCalls)).toEqual([
            { name: 'announceChanges', params: { identifiers: ['default_layout', 'default_pages'] } },
            pollTimer(0),
          ]);
        else {
          // an answer without changes announces nothing
          expect(answer).toBe(firstAnswer);
          expect(effects(check.stepCalls)).toEqual([pollTimer(0)]);
        }
      },
      // a failed check keeps the last time and backs off (at most 5 doublings)
      'checking error:fetchChanges': () => {
        const before = ctx(check.previous!);
        const failures = Math.min(before.failures + 1, 5);
        expect(ctx(check.snapshot)).toEqual({ since: before.since, failures });
        expect(effects(check.stepCalls)).toEqual([pollTimer(failures)]);
      },
    }),
};

describeMachinePaths(entry, assertions);
