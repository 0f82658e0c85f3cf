import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type {
  BatchResult,
  BatchSummaryItem,
  ChosenFile,
  DisbursementCheckResult,
  DisbursementContext,
  DisbursementInput,
  ReadFile,
} from '../disbursement.machine';
import type { FlowFailure } from '../shared';
import { sampleFailures } from './failures';

/** A file as the browser hands it: its name, size and text. */
const chosen = (name: string, csv: string): ChosenFile => ({
  name,
  size: csv.length,
  text: () => Promise.resolve(csv),
});

export const payrollCsv = 'mobile,amount,reference\n7701000001,25000,SALARY-1\n7709999999,1000,NO-WALLET\n';
export const payrollFile = chosen('payroll.csv', payrollCsv);
export const readPayroll: ReadFile = { name: 'payroll.csv', csv: payrollCsv };

export const pastBatch = { batchId: 'DB000000000001', status: 'paid', fileName: 'october.csv' } as BatchSummaryItem;
export const payableCheck = {
  rows: [
    { line: 2, problems: [] },
    { line: 3, problems: ['unknownWallet'] },
  ],
  totals: { rows: 2, payable: 1, refused: 1, amount: '25000.00' },
} as DisbursementCheckResult;
export const nothingPayable = {
  rows: [{ line: 2, problems: ['unknownWallet'] }],
  totals: { rows: 1, payable: 0, refused: 1, amount: '0.00' },
} as DisbursementCheckResult;
export const paidBatch = {
  batch: { batchId: 'DB000000000002', status: 'partial', fileName: 'payroll.csv' },
  rows: [
    { line: 2, status: 'paid' },
    { line: 3, status: 'refused' },
  ],
} as BatchResult;

/** the reader's own refusal: the file is over the size limit */
export const tooBig = { fileProblem: 'size' };
/** the back end's refusal of the whole file */
export const wrongHeader: FlowFailure = {
  kind: 'validation',
  errCode: 1001,
  message: 'The request is not valid.',
  fields: [{ field: 'csv', code: 'header', message: 'The first line must be mobile,amount,reference.' }],
};
export const pinWrong: FlowFailure = {
  kind: 'pinWrong',
  errCode: 1109,
  message: 'The transaction PIN is not correct.',
  attemptsLeft: 4,
};

export const disbursementInputs: DisbursementInput[] = [{ pinLength: 4 }];

export const disbursementEvents: EventObject[] = [
  { type: 'xstate.done.actor.loadBatches', output: [pastBatch] } as EventObject,
  { type: 'xstate.error.actor.loadBatches', error: sampleFailures.network } as EventObject,
  { type: 'list.retry' },
  { type: 'file.choose', file: payrollFile } as EventObject,
  { type: 'xstate.done.actor.readFile', output: readPayroll } as EventObject,
  { type: 'xstate.error.actor.readFile', error: tooBig } as EventObject,
  { type: 'xstate.done.actor.checkFile', output: payableCheck } as EventObject,
  { type: 'xstate.done.actor.checkFile', output: nothingPayable } as EventObject,
  { type: 'xstate.error.actor.checkFile', error: wrongHeader } as EventObject,
  { type: 'xstate.error.actor.checkFile', error: sampleFailures.network } as EventObject,
  { type: 'check.retry' },
  { type: 'file.clear' },
  { type: 'batch.confirm' },
  { type: 'pin.submit', pin: '2580' } as EventObject,
  // not every digit yet
  { type: 'pin.submit', pin: '25' } as EventObject,
  { type: 'pin.cancel' },
  { type: 'xstate.done.actor.submitBatch', output: paidBatch } as EventObject,
  { type: 'xstate.error.actor.submitBatch', error: pinWrong } as EventObject,
  { type: 'batch.new' },
  { type: 'batch.open', batchId: pastBatch.batchId } as EventObject,
  { type: 'xstate.done.actor.loadBatch', output: paidBatch } as EventObject,
  { type: 'xstate.error.actor.loadBatch', error: sampleFailures.network } as EventObject,
  { type: 'batch.close' },
  { type: 'sample.download' },
];

/**
 * Bounds exploration: a refused file, a failure said or a list that failed to load has been seen
 * once its transition was taken; going on from there repeats the same steps with one more field
 * set. A file that cannot be paid is only left (cleared or replaced).
 */
export function disbursementFilter(snapshot: AnyMachineSnapshot, event: EventObject): boolean {
  const c = snapshot.context as DisbursementContext;
  if (snapshot.matches('idle') && (c.fileProblem !== null || c.failure !== null)) {
    return c.batches === null && event.type === 'list.retry';
  }
  if (snapshot.matches('reviewing') && c.check?.totals.payable === 0) return event.type !== 'file.choose';
  return true;
}
