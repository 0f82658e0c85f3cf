import { assign, setup } from 'xstate';
import { notProvided, toFlowFailure, type FlowFailure } from './shared';

/**
 * Bulk disbursement (requirements#bulk-disbursement): the batches paid so far; a CSV file chosen,
 * read and checked row by row (the file as a whole can be refused: too big, wrong header, no
 * rows); the rows reviewed with their problems and the totals of the payable ones; the payment
 * confirmed with the transaction PIN; every row's result. The requestId is made once per reviewed
 * file, so a submit retried after a failure (a lost answer, a wrong PIN) can never pay twice. The
 * PIN travels in the event to the call and is never kept. A past batch can be opened; the sample
 * file can be downloaded at any time.
 *
 * The shapes belong to the app (the contract): the flow reads a check's payable count and carries
 * the rest untouched.
 */
export interface ChosenFile {
  name: string;
  size: number;
  text(): Promise<string>;
}

export interface ReadFile {
  name: string;
  csv: string;
}

export interface DisbursementCheckResult {
  rows: readonly unknown[];
  totals: { payable: number };
}

export interface BatchSummaryItem {
  batchId: string;
}

export interface BatchResult {
  batch: BatchSummaryItem;
  rows: readonly unknown[];
}

/** Why a file is refused as a whole (the contract's file problems). */
export type FileProblem = 'size' | 'header' | 'empty' | 'rows' | 'unreadable';
const fileProblems: readonly string[] = ['size', 'header', 'empty', 'rows', 'unreadable'];

export interface DisbursementContext {
  /** the batches paid so far, newest first; null until loaded (or when loading failed) */
  batches: BatchSummaryItem[] | null;
  file: ReadFile | null;
  fileProblem: FileProblem | null;
  check: DisbursementCheckResult | null;
  /** the key of this file's submit: the same for every retry */
  requestId: string | null;
  /** the batch just paid, or the past batch opened */
  result: BatchResult | null;
  pinLength: number;
  failure: FlowFailure | null;
}

export interface DisbursementInput {
  pinLength?: number;
}

export type DisbursementEvent =
  | { type: 'list.retry' }
  | { type: 'file.choose'; file: ChosenFile }
  | { type: 'file.clear' }
  | { type: 'check.retry' }
  | { type: 'batch.confirm' }
  | { type: 'pin.submit'; pin: string }
  | { type: 'pin.cancel' }
  | { type: 'batch.new' }
  | { type: 'batch.open'; batchId: string }
  | { type: 'batch.close' }
  | { type: 'sample.download' };

export const DEFAULT_PIN_LENGTH = 4;

/** A failure that refuses the file itself: the reader's own, or the back end's check of the whole file. */
export function fileProblemOf(error: unknown): FileProblem | null {
  if (typeof error === 'object' && error !== null && 'fileProblem' in error) {
    const problem = (error as { fileProblem: unknown }).fileProblem;
    return typeof problem === 'string' && fileProblems.includes(problem) ? (problem as FileProblem) : 'unreadable';
  }
  const failure = toFlowFailure(error);
  const code = failure.kind === 'validation' ? failure.fields?.find((f) => f.field === 'csv')?.code : undefined;
  return code !== undefined && fileProblems.includes(code) ? (code as FileProblem) : null;
}

const fresh = { file: null, fileProblem: null, check: null, requestId: null, result: null, failure: null };

export const disbursementMachine = setup({
  types: {
    context: {} as DisbursementContext,
    events: {} as DisbursementEvent,
    input: {} as DisbursementInput | undefined,
  },
  actors: {
    loadBatches: notProvided<BatchSummaryItem[]>('loadBatches'),
    readFile: notProvided<ReadFile, { file: ChosenFile }>('readFile'),
    checkFile: notProvided<DisbursementCheckResult, ReadFile>('checkFile'),
    submitBatch: notProvided<BatchResult, ReadFile & { requestId: string; pin: string }>('submitBatch'),
    loadBatch: notProvided<BatchResult, { batchId: string }>('loadBatch'),
  },
  actions: {
    assignBatches: assign((_, params: { batches: BatchSummaryItem[] }) => ({
      batches: [...params.batches],
      failure: null,
    })),
    startFile: assign({ ...fresh }),
    assignFile: assign((_, params: { file: ReadFile }) => ({ file: params.file })),
    assignCheck: assign((_, params: { check: DisbursementCheckResult }) => ({ check: params.check, failure: null })),
    assignFileProblem: assign((_, params: { error: unknown }) => ({
      ...fresh,
      fileProblem: fileProblemOf(params.error) ?? 'unreadable',
    })),
    /** requirements#bulk-disbursement: one key per reviewed file, kept through every retry */
    assignRequestId: assign({ requestId: () => 'batch-request-id' }),
    assignResult: assign((_, params: { result: BatchResult }) => ({ result: params.result, failure: null })),
    clearResult: assign({ result: null, failure: null }),
    reset: assign({ ...fresh }),
    assignFailure: assign((_, params: { error: unknown }) => ({ failure: toFlowFailure(params.error) })),
    clearFailure: assign({ failure: null }),
    /** requirements#bulk-disbursement: the sample file (adapter/v1/downloadsamplecsvfile), saved by the browser */
    downloadSample: () => undefined,
  },
  guards: {
    isListMissing: ({ context }) => context.batches === null,
    isFileRefused: (_, params: { error: unknown }) => fileProblemOf(params.error) !== null,
    hasPayableRows: ({ context }) => (context.check?.totals.payable ?? 0) > 0,
    isPinComplete: ({ context }, params: { pin: string }) =>
      params.pin.length === context.pinLength && /^\d+$/.test(params.pin),
  },
}).createMachine({
  id: 'disbursement',
  context: ({ input }) => ({
    batches: null,
    ...fresh,
    pinLength: input?.pinLength ?? DEFAULT_PIN_LENGTH,
  }),
  initial: 'loading',
  // the sample file can be asked for whatever the screen shows
  on: { 'sample.download': { actions: 'downloadSample' } },
  states: {
    loading: {
      invoke: {
        id: 'loadBatches',
        src: 'loadBatches',
        onDone: {
          target: 'idle',
          actions: { type: 'assignBatches', params: ({ event }) => ({ batches: event.output }) },
        },
        onError: {
          target: 'idle',
          actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    idle: {
      on: {
        'list.retry': { guard: 'isListMissing', target: 'loading', actions: 'clearFailure' },
        'file.choose': 'reading',
        'batch.open': 'opening',
      },
    },
    reading: {
      entry: 'startFile',
      invoke: {
        id: 'readFile',
        src: 'readFile',
        input: ({ event }) => ({ file: (event as Extract<DisbursementEvent, { type: 'file.choose' }>).file }),
        onDone: {
          target: 'checking',
          actions: { type: 'assignFile', params: ({ event }) => ({ file: event.output }) },
        },
        onError: {
          target: 'idle',
          actions: { type: 'assignFileProblem', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    checking: {
      invoke: {
        id: 'checkFile',
        src: 'checkFile',
        input: ({ context }) => context.file ?? { name: '', csv: '' },
        onDone: {
          target: 'reviewing',
          actions: { type: 'assignCheck', params: ({ event }) => ({ check: event.output }) },
        },
        onError: [
          {
            guard: { type: 'isFileRefused', params: ({ event }) => ({ error: event.error }) },
            target: 'idle',
            actions: { type: 'assignFileProblem', params: ({ event }) => ({ error: event.error }) },
          },
          {
            target: 'checkFailed',
            actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    /** the check could not be made (the network): the file is kept for a retry */
    checkFailed: {
      on: {
        'check.retry': { target: 'checking', actions: 'clearFailure' },
        'file.choose': 'reading',
        'file.clear': { target: 'idle', actions: 'reset' },
      },
    },
    reviewing: {
      on: {
        'batch.confirm': { guard: 'hasPayableRows', target: 'confirming', actions: 'assignRequestId' },
        'file.choose': 'reading',
        'file.clear': { target: 'idle', actions: 'reset' },
      },
    },
    /** the DeleteWithAuthentication-style dialog: the PIN confirms the payment */
    confirming: {
      on: {
        'pin.submit': {
          guard: { type: 'isPinComplete', params: ({ event }) => ({ pin: event.pin }) },
          target: 'submitting',
          actions: 'clearFailure',
        },
        'pin.cancel': { target: 'reviewing', actions: 'clearFailure' },
      },
    },
    submitting: {
      invoke: {
        id: 'submitBatch',
        src: 'submitBatch',
        input: ({ context, event }) => ({
          name: context.file?.name ?? '',
          csv: context.file?.csv ?? '',
          requestId: context.requestId ?? '',
          pin: (event as Extract<DisbursementEvent, { type: 'pin.submit' }>).pin,
        }),
        onDone: {
          target: 'done',
          actions: { type: 'assignResult', params: ({ event }) => ({ result: event.output }) },
        },
        // a wrong PIN, too little money, a lost answer: the dialog says why, the file and its key are kept
        onError: {
          target: 'confirming',
          actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    done: {
      on: { 'batch.new': { target: 'loading', actions: 'reset' } },
    },
    opening: {
      entry: 'clearFailure',
      invoke: {
        id: 'loadBatch',
        src: 'loadBatch',
        input: ({ event }) => ({ batchId: (event as Extract<DisbursementEvent, { type: 'batch.open' }>).batchId }),
        onDone: {
          target: 'viewing',
          actions: { type: 'assignResult', params: ({ event }) => ({ result: event.output }) },
        },
        onError: {
          target: 'idle',
          actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    viewing: {
      on: { 'batch.close': { target: 'idle', actions: 'clearResult' } },
    },
  },
});
