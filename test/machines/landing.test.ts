import { expect } from 'vitest';
import { machineRegistry } from '../../machines';
import type { LandingContext } from '../../machines/landing.machine';
import { sampleFailures } from '../../machines/samples/failures';
import { sampleLandingBlocks } from '../../machines/samples/landing.samples';
import { describeMachinePaths } from './describePaths';
import {
  contextChecks,
  effects,
  expectUnchanged,
  expectWay,
  registryEntry,
  type StateAssertions,
  type StepCheck,
} from './pathHarness';

const entry = registryEntry(machineRegistry, 'landing');
const { ctx, expectStep } = contextChecks<LandingContext>();
const loadCall = { name: 'actor:loadBlocks', params: undefined };
const outputOf = (check: StepCheck) => (check.event as unknown as { output: LandingContext['blocks'] }).output;

const assertions: StateAssertions = {
  'landing.loading': (check) =>
    expectWay(check, {
      start: () => {
        expect(ctx(check.snapshot)).toEqual({ blocks: [], failure: null });
        expect(effects(check.stepCalls)).toEqual([loadCall]);
      },
      // the retry asks again and keeps the failure on screen until the answer
      'failed landing.retry': () => expectStep(check, {}, [loadCall]),
      'loading landing.retry': () => expectUnchanged(check),
    }),
  'landing.failed': (check) =>
    expectWay(check, {
      'loading error:loadBlocks': () => expectStep(check, { failure: sampleFailures.network }),
    }),
  'landing.ready': (check) =>
    expectWay(check, {
      'loading done:loadBlocks': () => {
        const output = outputOf(check);
        // every block kept, unknown types too (the view skips those), in their configured order
        expectStep(check, { blocks: output.toSorted((a, b) => a.sortOrder - b.sortOrder), failure: null });
        if (output.length > 0) {
          expect(ctx(check.snapshot).blocks.map((b) => b.id)).toEqual(['hero', 'features', 'testimonials', 'partners']);
          expect(output).toEqual(sampleLandingBlocks);
        }
      },
      'ready landing.retry': () => expectUnchanged(check),
    }),
};

describeMachinePaths(entry, assertions);
