import { expect } from 'vitest';
import { machineRegistry } from '../../machines';
import type { PinResetContext, PinResetInput } from '../../machines/pinReset.machine';
import { sampleFailures } from '../../machines/samples/failures';
import { sampleDelivery } from '../../machines/samples/values';
import { describeMachinePaths } from './describePaths';
import {
  contextChecks,
  effects,
  expectUnchanged,
  expectWay,
  registryEntry,
  type Call,
  type StateAssertions,
  type StepCheck,
} from './pathHarness';

const entry = registryEntry(machineRegistry, 'pinReset');
const { ctx, expectStep } = contextChecks<PinResetContext>();
const mode = (check: StepCheck) => (check.input as PinResetInput).mode;
const consumer = { userName: 'consumer', category: 'consumer' };

/** The code is asked for: for the account named before sign-in, for the signed-in user after. */
const requestCode = (check: StepCheck): Call => ({
  name: 'actor:requestCode',
  params: mode(check) === 'forgot' ? { mode: 'forgot', identity: consumer } : { mode: 'reset', identity: null },
});

/** Starting over drops the code sent and any failure. */
const startedOver = { delivery: null, failure: null };

const assertions: StateAssertions = {
  // only before sign-in does the user name the account
  'pinReset.identifying': (check) => {
    expect(mode(check)).toBe('forgot');
    expect(ctx(check.snapshot).delivery).toBeNull();
    expectWay(check, {
      start: () => {
        expect(ctx(check.snapshot)).toEqual({ mode: 'forgot', identity: null, delivery: null, failure: null });
        expect(effects(check.stepCalls)).toEqual([]);
      },
      'requesting error:requestCode': () => expectStep(check, { failure: sampleFailures.network }),
      'verifying pin.startOver': () => expectStep(check, startedOver),
      'identifying pin.sendCode|pin.retry|pin.startOver': () => expectUnchanged(check),
    });
  },
  // after sign-in nothing is sent until the user asks: opening the page costs no code
  'pinReset.idle': (check) => {
    expect(mode(check)).toBe('reset');
    expectWay(check, {
      start: () => {
        expect(ctx(check.snapshot)).toEqual({ mode: 'reset', identity: null, delivery: null, failure: null });
        expect(effects(check.stepCalls)).toEqual([]);
      },
      'verifying pin.startOver': () => expectStep(check, startedOver),
      'idle pin.identify|pin.retry|pin.startOver': () => expectUnchanged(check),
    });
  },
  'pinReset.requesting': (check) =>
    expectWay(check, {
      'idle pin.sendCode': () => {
        expect(mode(check)).toBe('reset');
        expectStep(check, {}, [requestCode(check)]);
      },
      'identifying pin.identify': () => expectStep(check, { identity: consumer }, [requestCode(check)]),
      'requestFailed pin.retry': () => expectStep(check, {}, [requestCode(check)]),
      'requesting pin.identify|pin.sendCode|pin.retry|pin.startOver': () => expectUnchanged(check),
    }),
  'pinReset.requestFailed': (check) =>
    expectWay(check, {
      // before sign-in a failure goes back to naming the account; after it, a retry
      'requesting error:requestCode': () => {
        expect(mode(check)).toBe('reset');
        expectStep(check, { failure: sampleFailures.network });
      },
      'requestFailed pin.identify|pin.sendCode|pin.startOver': () => expectUnchanged(check),
    }),
  'pinReset.verifying': (check) =>
    expectWay(check, {
      // the code step runs as its own flow, given the delivery
      'requesting done:requestCode': () =>
        expectStep(check, { delivery: sampleDelivery, failure: null }, [
          { name: 'actor:otpVerification', params: { delivery: sampleDelivery } },
        ]),
      'verifying pin.identify|pin.sendCode|pin.retry': () => expectUnchanged(check),
    }),
  'pinReset.done': (check) =>
    expectWay(check, {
      'verifying done:otp': () => {
        expect(check.snapshot.status).toBe('done');
        expectStep(check, {}, [{ name: 'completePinReset', params: undefined }]);
      },
    }),
};

describeMachinePaths(entry, assertions);
