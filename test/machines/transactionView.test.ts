import { expect } from 'vitest';
import { machineRegistry } from '../../machines';
import type { TransactionViewContext } from '../../machines/transactionView.machine';
import { sampleFailures } from '../../machines/samples/failures';
import { lookedUpId, notFoundFailure, sampleView, viewedId } from '../../machines/samples/transactionView.samples';
import { describeMachinePaths } from './describePaths';
import {
  contextChecks,
  expectUnchanged,
  expectWay,
  registryEntry,
  type StateAssertions,
  type StepCheck,
} from './pathHarness';

const entry = registryEntry(machineRegistry, 'transactionView');
const { ctx, before, expectStep } = contextChecks<TransactionViewContext>();

const loads = (id: string) => [{ name: 'actor:loadView', params: { transactionId: id } }];

/** A new look-up: the id is the event's, the last view and failure go, the view loads. */
const expectLookup = (check: StepCheck) =>
  expectStep(check, { transactionId: lookedUpId, view: null, failure: null }, loads(lookedUpId));

const assertions: StateAssertions = {
  'transactionView.awaitingId': (check) =>
    expectWay(check, {
      // the look-up screen: nothing is loaded before an id is given
      start: () => {
        expect(ctx(check.snapshot)).toEqual({ transactionId: null, view: null, failure: null });
        expect(check.stepCalls).toEqual([]);
      },
      'awaitingId view.retry': () => expectUnchanged(check),
    }),
  'transactionView.loading': (check) =>
    expectWay(check, {
      start: () => {
        expect(ctx(check.snapshot)).toEqual({ transactionId: viewedId, view: null, failure: null });
        expect(check.stepCalls).toEqual(loads(viewedId));
      },
      'awaitingId|ready|notFound|failed view.lookup': () => expectLookup(check),
      // the last id asked for is the one loaded: the load under way is dropped
      'loading view.lookup': () => expectLookup(check),
      'failed view.retry': () => expectStep(check, { failure: null }, loads(before(check).transactionId ?? 'missing')),
      'loading view.retry': () => expectUnchanged(check),
    }),
  'transactionView.ready': (check) =>
    expectWay(check, {
      'loading done:loadView': () => expectStep(check, { view: sampleView, failure: null }),
      'ready view.retry': () => expectUnchanged(check),
    }),
  'transactionView.notFound': (check) =>
    expectWay(check, {
      // requirements#view-configuration: not the user's reads as not there
      'loading error:loadView': () => {
        expectStep(check, { failure: notFoundFailure });
        expect(ctx(check.snapshot).view).toBeNull();
      },
      'notFound view.retry': () => expectUnchanged(check),
    }),
  'transactionView.failed': (check) =>
    expectWay(check, {
      'loading error:loadView': () => expectStep(check, { failure: sampleFailures.network }),
    }),
};

describeMachinePaths(entry, assertions);
