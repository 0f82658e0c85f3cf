import { assign, setup } from 'xstate';
import { notProvided, toFlowFailure, type FlowFailure } from './shared';

/**
 * My QR code (requirements#qr-code): the user's signed code is loaded and drawn, then downloaded
 * as a PNG, printed, copied as text or shared. A failed load offers a retry; a failed action says
 * so and leaves the code on screen. Sharing is offered only where the device can share.
 */
export interface QrCard {
  /** the signed payload the image encodes */
  qrCode: string;
  name: string;
  walletId: string;
  mobile: string | null;
  /** the code drawn as a PNG (a data URL), made in the browser */
  image: string;
}

export type QrNotice = 'copied' | 'copyFailed' | 'downloadFailed' | 'shareFailed';

export interface MyQrCodeInput {
  /** the device has the Web Share API */
  canShare: boolean;
}

export interface MyQrCodeContext {
  canShare: boolean;
  card: QrCard | null;
  failure: FlowFailure | null;
  /** the outcome of the last action, said next to the code */
  notice: QrNotice | null;
}

export type MyQrCodeEvent =
  { type: 'qr.retry' } | { type: 'qr.download' } | { type: 'qr.print' } | { type: 'qr.copy' } | { type: 'qr.share' };

export const myQrCodeMachine = setup({
  types: {
    context: {} as MyQrCodeContext,
    events: {} as MyQrCodeEvent,
    input: {} as MyQrCodeInput,
  },
  actors: {
    /** the signed payload from the server, drawn as a PNG */
    loadQrCode: notProvided<QrCard>('loadQrCode'),
    /** hands the PNG to the user as a file */
    downloadQrCode: notProvided<void, QrCard>('downloadQrCode'),
    /** puts the payload on the clipboard */
    copyQrCode: notProvided<void, QrCard>('copyQrCode'),
    /** opens the device's share sheet; a share the user cancels is not a failure */
    shareQrCode: notProvided<void, QrCard>('shareQrCode'),
  },
  actions: {
    /** opens the browser's print dialog (the print stylesheet shows the code only) */
    printQrCode: () => {},
    assignCard: assign((_, params: { card: QrCard }) => ({ card: params.card, failure: null })),
    assignFailure: assign((_, params: { error: unknown }) => ({ failure: toFlowFailure(params.error) })),
    clearFailure: assign({ failure: null }),
    setNotice: assign((_, params: { notice: QrNotice | null }) => ({ notice: params.notice })),
  },
  guards: {
    canShare: ({ context }) => context.canShare,
  },
}).createMachine({
  id: 'myQrCode',
  context: ({ input }) => ({ canShare: input.canShare, card: null, failure: null, notice: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadQrCode',
        src: 'loadQrCode',
        onDone: {
          target: 'ready',
          actions: { type: 'assignCard', params: ({ event }) => ({ card: event.output }) },
        },
        onError: {
          target: 'failed',
          actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    failed: {
      on: { 'qr.retry': { target: 'loading', actions: 'clearFailure' } },
    },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'qr.download': { target: 'downloading', actions: { type: 'setNotice', params: { notice: null } } },
            'qr.copy': { target: 'copying', actions: { type: 'setNotice', params: { notice: null } } },
            'qr.share': {
              guard: 'canShare',
              target: 'sharing',
              actions: { type: 'setNotice', params: { notice: null } },
            },
            'qr.print': { actions: [{ type: 'setNotice', params: { notice: null } }, 'printQrCode'] },
          },
        },
        downloading: {
          invoke: {
            id: 'downloadQrCode',
            src: 'downloadQrCode',
            input: ({ context }) => context.card!,
            onDone: 'idle',
            onError: { target: 'idle', actions: { type: 'setNotice', params: { notice: 'downloadFailed' } } },
          },
        },
        copying: {
          invoke: {
            id: 'copyQrCode',
            src: 'copyQrCode',
            input: ({ context }) => context.card!,
            onDone: { target: 'idle', actions: { type: 'setNotice', params: { notice: 'copied' } } },
            onError: { target: 'idle', actions: { type: 'setNotice', params: { notice: 'copyFailed' } } },
          },
        },
        sharing: {
          invoke: {
            id: 'shareQrCode',
            src: 'shareQrCode',
            input: ({ context }) => context.card!,
            onDone: 'idle',
            onError: { target: 'idle', actions: { type: 'setNotice', params: { notice: 'shareFailed' } } },
          },
        },
      },
    },
  },
});
