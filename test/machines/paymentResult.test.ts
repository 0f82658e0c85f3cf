import { expect } from 'vitest';
import { machineRegistry } from '../../machines';
import type { PaymentResultContext } from '../../machines/paymentResult.machine';
import { sampleFailures } from '../../machines/samples/failures';
import {
  callbackInvalid,
  declinedPayment,
  paidPayment,
  successCallback,
} from '../../machines/samples/paymentResult.samples';
import type { FlowFailure } from '../../machines/shared';
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

const entry = registryEntry(machineRegistry, 'paymentResult');
const { ctx, expectStep } = contextChecks<PaymentResultContext>();

const sent = <T>(check: StepCheck) => check.event as unknown as T;
const errorOf = (check: StepCheck) => sent<{ error: FlowFailure }>(check).error;
const verify = { name: 'actor:verifyPayment', params: successCallback };

const assertions: StateAssertions = {
  'paymentResult.verifying': (check) =>
    expectWay(check, {
      // nothing is shown before the return is verified
      start: () => {
        expect(ctx(check.snapshot)).toEqual({ callback: successCallback, payment: null, failure: null });
        expect(effects(check.stepCalls)).toEqual([verify]);
      },
      'unverified verify.retry': () => expectStep(check, { failure: null }, [verify]),
      'verifying verify.retry': () => expectUnchanged(check),
    }),
  'paymentResult.paid': (check) =>
    expectWay(check, {
      'verifying done:verifyPayment': () => expectStep(check, { payment: paidPayment, failure: null }),
      'paid verify.retry': () => expectUnchanged(check),
    }),
  'paymentResult.declined': (check) =>
    expectWay(check, {
      'verifying done:verifyPayment': () => expectStep(check, { payment: declinedPayment, failure: null }),
      'declined verify.retry': () => expectUnchanged(check),
    }),
  'paymentResult.unverified': (check) =>
    expectWay(check, {
      // an altered or replayed return, or no answer: nothing shown as paid, a retry offered
      'verifying error:verifyPayment': () => {
        const error = errorOf(check);
        expect([callbackInvalid, sampleFailures.network]).toContain(error);
        expectStep(check, { failure: error });
        expect(ctx(check.snapshot).payment).toBeNull();
      },
    }),
  'paymentResult.missing': (check) =>
    expectWay(check, {
      // no return in the address: nothing to verify, nothing called
      start: () => {
        expect(ctx(check.snapshot)).toEqual({ callback: null, payment: null, failure: null });
        expect(effects(check.stepCalls)).toEqual([]);
      },
      'missing verify.retry': () => expectUnchanged(check),
    }),
};

describeMachinePaths(entry, assertions);
