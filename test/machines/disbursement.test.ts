import { expect } from 'vitest';
import { machineRegistry } from '../../machines';
import type { DisbursementContext } from '../../machines/disbursement.machine';
import { sampleFailures } from '../../machines/samples/failures';
import {
  nothingPayable,
  paidBatch,
  pastBatch,
  payableCheck,
  payrollFile,
  pinWrong,
  readPayroll,
  wrongHeader,
} from '../../machines/samples/disbursement.samples';
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

const entry = registryEntry(machineRegistry, 'disbursement');
const { ctx, before, expectStep } = contextChecks<DisbursementContext>();

const userEvents = [
  'list.retry',
  'file.choose',
  'file.clear',
  'check.retry',
  'batch.confirm',
  'pin.submit',
  'pin.cancel',
  'batch.new',
  'batch.open',
  'batch.close',
] as const;

const sent = <T>(check: StepCheck) => check.event as unknown as T;
const errorOf = (check: StepCheck) => sent<{ error: FlowFailure }>(check).error;
const loadCall = { name: 'actor:loadBatches', params: undefined };
const checkCall = { name: 'actor:checkFile', params: readPayroll };
const fresh = { file: null, fileProblem: null, check: null, requestId: null, result: null, failure: null };

const byState: StateAssertions = {
  'disbursement.loading': (check) =>
    expectWay(check, {
      start: () => {
        expect(ctx(check.snapshot)).toEqual({ batches: null, ...fresh, pinLength: 4 });
        expect(effects(check.stepCalls)).toEqual([loadCall]);
      },
      // only a list that failed to load is asked for again
      'idle list.retry': () => {
        expect(before(check).batches).toBeNull();
        expectStep(check, { failure: null }, [loadCall]);
      },
      // after a paid batch: the list again (it holds the new batch), the screen as new
      'done batch.new': () => expectStep(check, fresh, [loadCall]),
      [ignoredIn('loading', userEvents)]: () => expectUnchanged(check),
    }),
  'disbursement.idle': (check) =>
    expectWay(check, {
      'loading done:loadBatches': () => expectStep(check, { batches: [pastBatch], failure: null }),
      // the list failed: the upload still works, the list can be asked for again
      'loading error:loadBatches': () => expectStep(check, { failure: sampleFailures.network }),
      // requirements#bulk-disbursement: a file refused as a whole says why and pays nothing
      'reading error:readFile': () => expectStep(check, { ...fresh, fileProblem: 'size' }),
      'checking error:checkFile': () => {
        expect(errorOf(check)).toBe(wrongHeader);
        expectStep(check, { ...fresh, fileProblem: 'header' });
      },
      'checkFailed|reviewing file.clear': () => expectStep(check, fresh),
      'opening error:loadBatch': () => expectStep(check, { failure: sampleFailures.network }),
      'viewing batch.close': () => expectStep(check, { result: null, failure: null }),
      [ignoredIn('idle', userEvents, 'file.choose', 'batch.open')]: () => {
        if (sent<{ type: string }>(check).type === 'list.retry') expect(before(check).batches).not.toBeNull();
        expectUnchanged(check);
      },
    }),
  'disbursement.reading': (check) =>
    expectWay(check, {
      // a new file replaces whatever was there: problems, check, key and failure go
      'idle|checkFailed|reviewing file.choose': () => {
        expect(sent<{ file: unknown }>(check).file).toBe(payrollFile);
        expectStep(check, fresh, [{ name: 'actor:readFile', params: { file: payrollFile } }]);
      },
      [ignoredIn('reading', userEvents)]: () => expectUnchanged(check),
    }),
  'disbursement.checking': (check) =>
    expectWay(check, {
      'reading done:readFile': () => expectStep(check, { file: readPayroll }, [checkCall]),
      // the file is kept: checked again as it was read
      'checkFailed check.retry': () => {
        expect(before(check).file).toEqual(readPayroll);
        expectStep(check, { failure: null }, [checkCall]);
      },
      [ignoredIn('checking', userEvents)]: () => expectUnchanged(check),
    }),
  'disbursement.checkFailed': (check) =>
    expectWay(check, {
      'checking error:checkFile': () => {
        expect(errorOf(check)).toBe(sampleFailures.network);
        expectStep(check, { failure: sampleFailures.network });
        expect(ctx(check.snapshot).file).toEqual(readPayroll);
      },
      [ignoredIn('checkFailed', userEvents, 'check.retry', 'file.choose', 'file.clear')]: () => expectUnchanged(check),
    }),
  'disbursement.reviewing': (check) =>
    expectWay(check, {
      'checking done:checkFile': () => {
        const output = sent<{ output: unknown }>(check).output;
        expect([payableCheck, nothingPayable]).toContain(output);
        expectStep(check, { check: output as DisbursementContext['check'], failure: null });
      },
      // the dialog closed: the file, its check and its key stay
      'confirming pin.cancel': () => {
        expect(before(check).requestId).not.toBeNull();
        expectStep(check, { failure: null });
      },
      // nothing payable: no confirmation is offered
      'reviewing batch.confirm': () => {
        expect(before(check).check?.totals.payable).toBe(0);
        expectUnchanged(check);
      },
      [ignoredIn('reviewing', userEvents, 'batch.confirm', 'file.choose', 'file.clear')]: () => expectUnchanged(check),
    }),
  'disbursement.confirming': (check) =>
    expectWay(check, {
      'reviewing batch.confirm': () => {
        expect(before(check).check?.totals.payable).toBeGreaterThan(0);
        expectStep(check, { requestId: 'batch-request-id' });
      },
      // not every digit yet: nothing is sent
      'confirming pin.submit': () => {
        expect(sent<{ pin: string }>(check).pin.length).not.toBe(before(check).pinLength);
        expectUnchanged(check);
      },
      // a wrong PIN (or a lost answer): the dialog says why; file and key are kept for the retry
      'submitting error:submitBatch': () => {
        expect(errorOf(check)).toBe(pinWrong);
        expectStep(check, { failure: pinWrong });
        expect(ctx(check.snapshot).requestId).toBe('batch-request-id');
      },
      [ignoredIn('confirming', userEvents, 'pin.submit', 'pin.cancel')]: () => expectUnchanged(check),
    }),
  'disbursement.submitting': (check) =>
    expectWay(check, {
      'confirming pin.submit': () => {
        const { pin } = sent<{ pin: string }>(check);
        expect(pin).toHaveLength(before(check).pinLength);
        expectStep(check, { failure: null }, [
          {
            name: 'actor:submitBatch',
            params: { name: readPayroll.name, csv: readPayroll.csv, requestId: 'batch-request-id', pin },
          },
        ]);
        // the PIN goes to the call and is not kept
        expect(JSON.stringify(ctx(check.snapshot))).not.toContain(pin);
      },
      [ignoredIn('submitting', userEvents)]: () => expectUnchanged(check),
    }),
  'disbursement.done': (check) =>
    expectWay(check, {
      'submitting done:submitBatch': () => expectStep(check, { result: paidBatch, failure: null }),
      [ignoredIn('done', userEvents, 'batch.new')]: () => expectUnchanged(check),
    }),
  'disbursement.opening': (check) =>
    expectWay(check, {
      'idle batch.open': () =>
        expectStep(check, { failure: null }, [{ name: 'actor:loadBatch', params: { batchId: pastBatch.batchId } }]),
      [ignoredIn('opening', userEvents)]: () => expectUnchanged(check),
    }),
  'disbursement.viewing': (check) =>
    expectWay(check, {
      'opening done:loadBatch': () => expectStep(check, { result: paidBatch, failure: null }),
      [ignoredIn('viewing', userEvents, 'batch.close')]: () => expectUnchanged(check),
    }),
};

/** The sample file is asked for in any state: the download starts, nothing else changes. */
const sampleCall = { name: 'downloadSample', params: undefined };
const assertions: StateAssertions = Object.fromEntries(
  Object.entries(byState).map(([state, assert]) => [
    state,
    (check: StepCheck) => {
      if (sent<{ type: string }>(check).type !== 'sample.download') return assert(check);
      expect(check.snapshot.value).toEqual(check.previous?.value);
      expectStep(check, {}, [sampleCall]);
    },
  ]),
);

describeMachinePaths(entry, assertions);
