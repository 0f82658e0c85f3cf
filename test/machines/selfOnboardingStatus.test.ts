import { expect } from 'vitest';
import { machineRegistry } from '../../machines';
import { sampleFailures } from '../../machines/samples/failures';
import { rejectedStatus } from '../../machines/samples/selfOnboardingStatus.samples';
import type { SelfOnboardingStatusContext } from '../../machines/selfOnboardingStatus.machine';
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

const entry = registryEntry(machineRegistry, 'selfOnboardingStatus');
const { ctx, before, expectStep } = contextChecks<SelfOnboardingStatusContext>();
const userEvents = ['status.lookup', 'status.retry'] as const;
const lookupCall = (reference: string, mobile: string) => ({
  name: 'actor:lookupStatus',
  params: { reference, mobile },
});
const typed = (check: StepCheck) => check.event as unknown as { reference: string; mobile: string };
/** a new look-up: the query replaced, the last answer and failure gone, the call made with it */
const expectLookup = (check: StepCheck) => {
  const { reference, mobile } = typed(check);
  expectStep(check, { reference, mobile, status: null, failure: null }, [lookupCall(reference, mobile)]);
};

const assertions: StateAssertions = {
  'selfOnboardingStatus.idle': (check) =>
    expectWay(check, {
      // opened without a reference: nothing is asked
      start: () => {
        expect(ctx(check.snapshot)).toEqual({ reference: '', mobile: '', status: null, failure: null });
        expect(effects(check.stepCalls)).toEqual([]);
      },
      [ignoredIn('idle', userEvents, 'status.lookup')]: () => expectUnchanged(check),
    }),
  'selfOnboardingStatus.looking': (check) =>
    expectWay(check, {
      // opened from the link shown after submitting: looked up at once
      start: () => {
        const c = ctx(check.snapshot);
        expect(c).toEqual({ reference: 'ON-7K2M9QX4', mobile: '7701234567', status: null, failure: null });
        expect(effects(check.stepCalls)).toEqual([lookupCall('ON-7K2M9QX4', '7701234567')]);
      },
      'idle|looking|found|failed status.lookup': () => expectLookup(check),
      'found|failed status.retry': () =>
        expectStep(check, {}, [lookupCall(before(check).reference, before(check).mobile)]),
      [ignoredIn('looking', userEvents, 'status.lookup')]: () => expectUnchanged(check),
    }),
  'selfOnboardingStatus.found': (check) =>
    expectWay(check, {
      'looking done:lookupStatus': () => expectStep(check, { status: rejectedStatus, failure: null }),
    }),
  'selfOnboardingStatus.failed': (check) =>
    expectWay(check, {
      'looking error:lookupStatus': () => expectStep(check, { failure: sampleFailures.network }),
    }),
};

describeMachinePaths(entry, assertions);
