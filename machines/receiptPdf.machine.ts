import { assign, setup } from 'xstate';
import { notProvided, toFlowFailure, type FlowFailure } from './shared';

/**
 * A receipt or a monthly statement as a PDF (requirements#receipt-pdf): asked for, it is generated
 * (the data fetched, the PDF code and font loaded on first use, the document drawn), then
 * downloaded, printed or shared; a failed generation says so and may be tried again. Another
 * request (another month) generates afresh; Close forgets the document. A failed download, print or
 * share is said and the document stays. Sharing is offered only where the device can share.
 */
export type PdfRequest =
  { kind: 'receipt'; transactionId: string; locale: string } | { kind: 'statement'; month: string; locale: string };

/** The drawn document: the app's file object is carried without being looked into. */
export interface PdfFile {
  fileName: string;
  file: unknown;
  /** the receipt's public verification address (a statement has none) */
  verifyUrl: string | null;
}

export type PdfNotice = 'downloadFailed' | 'printFailed' | 'shareFailed';

export interface ReceiptPdfInput {
  /** the device can share (Web Share API, or a native host) */
  canShare: boolean;
}

export interface ReceiptPdfContext {
  canShare: boolean;
  request: PdfRequest | null;
  document: PdfFile | null;
  failure: FlowFailure | null;
  notice: PdfNotice | null;
}

export type ReceiptPdfEvent =
  | { type: 'pdf.generate'; request: PdfRequest }
  | { type: 'pdf.retry' }
  | { type: 'pdf.download' }
  | { type: 'pdf.print' }
  | { type: 'pdf.share' }
  | { type: 'pdf.close' };

export const receiptPdfMachine = setup({
  types: {
    context: {} as ReceiptPdfContext,
    events: {} as ReceiptPdfEvent,
    input: {} as ReceiptPdfInput,
  },
  actors: {
    /** fetches the receipt or statement, loads the PDF code and font, draws the document */
    generatePdf: notProvided<PdfFile, PdfRequest>('generatePdf'),
    /** hands the file to the user (the native host's DOWNLOAD in a web view) */
    downloadPdf: notProvided<void, PdfFile>('downloadPdf'),
    /** opens the print dialog on the document */
    printPdf: notProvided<void, PdfFile>('printPdf'),
    /** the share sheet (the host's SHARE in a web view); a share the user cancels is no failure */
    sharePdf: notProvided<void, PdfFile>('sharePdf'),
  },
  actions: {
    assignRequest: assign((_, params: { request: PdfRequest }) => ({
      request: params.request,
      document: null,
      failure: null,
      notice: null,
    })),
    assignDocument: assign((_, params: { document: PdfFile }) => ({ document: params.document, failure: null })),
    assignFailure: assign((_, params: { error: unknown }) => ({ failure: toFlowFailure(params.error) })),
    clearFailure: assign({ failure: null }),
    setNotice: assign((_, params: { notice: PdfNotice | null }) => ({ notice: params.notice })),
    reset: assign({ request: null, document: null, failure: null, notice: null }),
  },
  guards: {
    canShare: ({ context }) => context.canShare,
  },
}).createMachine({
  id: 'receiptPdf',
  context: ({ input }) => ({ canShare: input.canShare, request: null, document: null, failure: null, notice: null }),
  initial: 'idle',
  on: {
    'pdf.generate': {
      target: '.generating',
      actions: { type: 'assignRequest', params: ({ event }) => ({ request: event.request }) },
    },
  },
  states: {
    idle: {},
    generating: {
      invoke: {
        id: 'generatePdf',
        src: 'generatePdf',
        input: ({ context }) => context.request!,
        onDone: {
          target: 'ready',
          actions: { type: 'assignDocument', params: ({ event }) => ({ document: event.output }) },
        },
        onError: {
          target: 'failed',
          actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
      on: { 'pdf.close': { target: 'idle', actions: 'reset' } },
    },
    failed: {
      on: {
        'pdf.retry': { target: 'generating', actions: 'clearFailure' },
        'pdf.close': { target: 'idle', actions: 'reset' },
      },
    },
    ready: {
      initial: 'idle',
      on: { 'pdf.close': { target: 'idle', actions: 'reset' } },
      states: {
        idle: {
          on: {
            'pdf.download': { target: 'downloading', actions: { type: 'setNotice', params: { notice: null } } },
            'pdf.print': { target: 'printing', actions: { type: 'setNotice', params: { notice: null } } },
            'pdf.share': {
              guard: 'canShare',
              target: 'sharing',
              actions: { type: 'setNotice', params: { notice: null } },
            },
          },
        },
        downloading: {
          invoke: {
            id: 'downloadPdf',
            src: 'downloadPdf',
            input: ({ context }) => context.document!,
            onDone: 'idle',
            onError: { target: 'idle', actions: { type: 'setNotice', params: { notice: 'downloadFailed' } } },
          },
        },
        printing: {
          invoke: {
            id: 'printPdf',
            src: 'printPdf',
            input: ({ context }) => context.document!,
            onDone: 'idle',
            onError: { target: 'idle', actions: { type: 'setNotice', params: { notice: 'printFailed' } } },
          },
        },
        sharing: {
          invoke: {
            id: 'sharePdf',
            src: 'sharePdf',
            input: ({ context }) => context.document!,
            onDone: 'idle',
            onError: { target: 'idle', actions: { type: 'setNotice', params: { notice: 'shareFailed' } } },
          },
        },
      },
    },
  },
});
