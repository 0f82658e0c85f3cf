import { expect } from 'vitest';
import { machineRegistry } from '../../machines';
import type { ReceiptVerificationContext, ReceiptVerificationInput } from '../../machines/receiptVerification.machine';
import { sampleFailures } from '../../machines/samples/failures';
import { sampleToken, verifiedReceipt } from '../../machines/samples/receiptVerification.samples';
import { describeMachinePaths } from './describePaths';
import { effects, expectUnchanged, expectWay, registryEntry, type StateAssertions } from './pathHarness';

const entry = registryEntry(machineRegistry, 'receiptVerification');
const ctx = (s: { context: unknown }) => s.context as ReceiptVerificationContext;

const assertions: StateAssertions = {
  'receiptVerification.verifying': (check) =>
    expectWay(check, {
      // the token in the address is asked about at once
      start: () => {
        expect((check.input as ReceiptVerificationInput).token).toBe(sampleToken);
        expect(ctx(check.snapshot)).toEqual({ token: sampleToken, receipt: null, failure: null });
        expect(effects(check.stepCalls)).toEqual([{ name: 'actor:verifyReceipt', params: sampleToken }]);
      },
      'failed verify.retry': () => {
        expect(ctx(check.snapshot)).toEqual({ token: sampleToken, receipt: null, failure: null });
        expect(effects(check.stepCalls)).toEqual([{ name: 'actor:verifyReceipt', params: sampleToken }]);
      },
      'verifying verify.retry': () => expectUnchanged(check),
    }),
  'receiptVerification.verified': (check) =>
    expectWay(check, {
      'verifying done:verifyReceipt': () => {
        expect(ctx(check.snapshot)).toEqual({ token: sampleToken, receipt: verifiedReceipt, failure: null });
        expect(effects(check.stepCalls)).toEqual([]);
      },
      'verified verify.retry': () => expectUnchanged(check),
    }),
  'receiptVerification.unknown': (check) =>
    expectWay(check, {
      // a token that cannot be one is never sent
      start: () => {
        expect((check.input as ReceiptVerificationInput).token).toBeNull();
        expect(ctx(check.snapshot)).toEqual({ token: null, receipt: null, failure: null });
        expect(effects(check.stepCalls)).toEqual([]);
      },
      // the server does not know it: the same for tampered and never issued, nothing to retry
      'verifying error:verifyReceipt': () => {
        expect(check.event).toMatchObject({ error: { kind: 'notFound' } });
        expect(ctx(check.snapshot)).toEqual({ token: sampleToken, receipt: null, failure: null });
        expect(effects(check.stepCalls)).toEqual([]);
      },
      'unknown verify.retry': () => expectUnchanged(check),
    }),
  'receiptVerification.failed': (check) =>
    expectWay(check, {
      'verifying error:verifyReceipt': () => {
        expect(ctx(check.snapshot)).toEqual({ token: sampleToken, receipt: null, failure: sampleFailures.network });
        expect(effects(check.stepCalls)).toEqual([]);
      },
    }),
};

describeMachinePaths(entry, assertions);
