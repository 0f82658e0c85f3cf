import { assign, setup } from 'xstate';
import { notProvided, toFlowFailure, type FlowFailure } from './shared';

/**
 * A KYC document sent again (requirements#kyc-reupload, on /self-onboarding/status): while an
 * application is under review its applicant may replace the front or back of the ID or the selfie.
 * A chosen image is checked in the browser first (JPEG or PNG, at most 2 MB) and read; a refused
 * one is said and never sent. The server checks it again; a refused send keeps the chosen image
 * for a retry. Once sent, another document may follow.
 *
 * Documents and their checks belong to the app: the flow carries the chosen kind, the read image
 * and the problem as they come.
 */
export interface KycDocumentShape {
  name: string;
}

export interface KycReuploadInput {
  reference: string;
  mobile: string;
  /** the kinds the applicant may send (the first is chosen) */
  kinds: readonly string[];
}

export interface KycReuploadContext {
  reference: string;
  mobile: string;
  kinds: string[];
  kind: string;
  document: KycDocumentShape | null;
  /** the browser's refusal of the chosen file (its type or size) */
  problem: unknown;
  failure: FlowFailure | null;
  /** the kinds sent so far */
  sent: string[];
}

export type KycReuploadEvent =
  | { type: 'kind.change'; kind: string }
  | { type: 'file.select'; file: unknown }
  | { type: 'document.send' }
  | { type: 'document.another' };

export const kycReuploadMachine = setup({
  types: {
    context: {} as KycReuploadContext,
    events: {} as KycReuploadEvent,
    input: {} as KycReuploadInput,
  },
  actors: {
    /** checks the file's type and size, then reads it; a refusal is thrown as the problem */
    readDocument: notProvided<KycDocumentShape, { file: unknown }>('readDocument'),
    sendDocument: notProvided<unknown, { reference: string; mobile: string; kind: string; document: KycDocumentShape }>(
      'sendDocument',
    ),
  },
  actions: {
    assignKind: assign((_, params: { kind: string }) => ({ kind: params.kind, document: null, problem: null })),
    clearChosen: assign({ document: null, problem: null, failure: null }),
    assignDocument: assign((_, params: { document: KycDocumentShape }) => ({
      document: params.document,
      problem: null,
    })),
    assignProblem: assign((_, params: { problem: unknown }) => ({ document: null, problem: params.problem })),
    assignFailure: assign((_, params: { error: unknown }) => ({ failure: toFlowFailure(params.error) })),
    markSent: assign(({ context }) => ({
      sent: context.sent.includes(context.kind) ? context.sent : [...context.sent, context.kind],
      failure: null,
    })),
  },
  guards: {
    isOffered: ({ context }, params: { kind: string }) => context.kinds.includes(params.kind),
    hasDocument: ({ context }) => context.document !== null,
  },
}).createMachine({
  id: 'kycReupload',
  context: ({ input }) => ({
    reference: input.reference,
    mobile: input.mobile,
    kinds: [...input.kinds],
    kind: input.kinds[0] ?? '',
    document: null,
    problem: null,
    failure: null,
    sent: [],
  }),
  initial: 'choosing',
  states: {
    /** which document, and its file */
    choosing: {
      on: {
        'kind.change': {
          guard: { type: 'isOffered', params: ({ event }) => ({ kind: event.kind }) },
          actions: { type: 'assignKind', params: ({ event }) => ({ kind: event.kind }) },
        },
        'file.select': { target: 'reading', actions: 'clearChosen' },
        'document.send': { guard: 'hasDocument', target: 'sending' },
      },
    },
    reading: {
      invoke: {
        id: 'readDocument',
        src: 'readDocument',
        input: ({ event }) => ({ file: (event as { file?: unknown }).file }),
        onDone: {
          target: 'choosing',
          actions: { type: 'assignDocument', params: ({ event }) => ({ document: event.output }) },
        },
        onError: {
          target: 'choosing',
          actions: { type: 'assignProblem', params: ({ event }) => ({ problem: event.error }) },
        },
      },
    },
    sending: {
      invoke: {
        id: 'sendDocument',
        src: 'sendDocument',
        input: ({ context }) => ({
          reference: context.reference,
          mobile: context.mobile,
          kind: context.kind,
          document: context.document ?? { name: '' },
        }),
        onDone: { target: 'sent', actions: 'markSent' },
        onError: {
          target: 'failed',
          actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    /** the chosen image is kept: send it again, or choose another */
    failed: {
      on: {
        'document.send': 'sending',
        'file.select': { target: 'reading', actions: 'clearChosen' },
      },
    },
    sent: {
      on: { 'document.another': { target: 'choosing', actions: 'clearChosen' } },
    },
  },
});
