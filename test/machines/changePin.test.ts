import { expect } from 'vitest';
import { machineRegistry } from '../../machines';
import type { ChangePinContext } from '../../machines/changePin.machine';
import { sampleFailures } from '../../machines/samples/failures';
import { describeMachinePaths } from './describePaths';
import { effects, expectUnchanged, expectWay, registryEntry, type StateAssertions } from './pathHarness';

const entry = registryEntry(machineRegistry, 'changePin');
const ctx = (s: { context: unknown }) => s.context as ChangePinContext;

const assertions: StateAssertions = {
  'changePin.editing': (check) => {
    // PINs are never kept
    expect(JSON.stringify(check.snapshot.context)).not.toMatch(/2580|4826/);
    expectWay(check, {
      start: () => expect(ctx(check.snapshot)).toEqual({ failure: null }),
      // a wrong current PIN is said so, and the form stays
      'changing error:changePin': () => {
        expect(ctx(check.snapshot)).toEqual({ failure: sampleFailures.currentPinWrong });
        expect(effects(check.stepCalls)).toEqual([]);
      },
    });
  },
  'changePin.changing': (check) =>
    expectWay(check, {
      'editing pin.submit': () => {
        expect(ctx(check.snapshot)).toEqual({ failure: null });
        expect(effects(check.stepCalls)).toEqual([
          { name: 'actor:changePin', params: { oldPin: '2580', newPin: '4826', confirmPin: '4826' } },
        ]);
      },
      // a second submit waits for the answer to the first
      'changing pin.submit': () => expectUnchanged(check),
    }),
  'changePin.changed': (check) =>
    expectWay(check, {
      'changing done:changePin': () => {
        expect(check.snapshot.status).toBe('done');
        expect(ctx(check.snapshot)).toEqual({ failure: null });
        expect(effects(check.stepCalls)).toEqual([]);
      },
    }),
};

describeMachinePaths(entry, assertions);
