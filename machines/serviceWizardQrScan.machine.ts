import { assign, setup } from 'xstate';
import { notProvided, toFlowFailure, type FlowFailure } from './shared';

/**
 * Scanning a QR code into a wizard's recipient field (requirements#qr-verify): an image is chosen,
 * the code in it is read on the device, the server says whose wallet it names, and only then is
 * the field filled. An image without a code, or a code the server does not vouch for (another
 * app's, altered, one's own), fills nothing and says why.
 */

/** The recipient a verified code names: what the field gets (its mobile or wallet number) and who it is. */
export interface ScannedRecipient {
  value: string;
  name: string;
}

export interface QrScanInput {
  /** what the field holds, as its look-up names it: `mobile` or `walletId` */
  key: string;
}

export interface QrScanContext {
  key: string;
  recipient: ScannedRecipient | null;
  failure: FlowFailure | null;
}

export type QrScanEvent = { type: 'scan.file'; file: unknown } | { type: 'scan.cancel' } | { type: 'scan.dismiss' };

export const serviceWizardQrScanMachine = setup({
  types: {
    context: {} as QrScanContext,
    events: {} as QrScanEvent,
    input: {} as QrScanInput,
  },
  actors: {
    /** the text of the QR code in an image; fails when there is none */
    readQrImage: notProvided<string, { file: unknown }>('readQrImage'),
    /** the server's word on a code: the recipient for the field's key */
    verifyQrCode: notProvided<ScannedRecipient, { qrCode: string; key: string }>('verifyQrCode'),
  },
  actions: {
    /** fills the wizard's field (the wizard's own look-up then shows the name) */
    fillRecipient: (_, _params: { recipient: ScannedRecipient }) => {},
    assignRecipient: assign((_, params: { recipient: ScannedRecipient }) => ({
      recipient: params.recipient,
      failure: null,
    })),
    assignFailure: assign((_, params: { error: unknown }) => ({ failure: toFlowFailure(params.error) })),
    clear: assign({ recipient: null, failure: null }),
  },
}).createMachine({
  id: 'serviceWizardQrScan',
  context: ({ input }) => ({ key: input.key, recipient: null, failure: null }),
  initial: 'idle',
  on: {
    // a new image starts over wherever the scan is (a running read or check is dropped)
    'scan.file': { target: '.reading', actions: 'clear' },
  },
  states: {
    idle: {},
    reading: {
      invoke: {
        id: 'readQrImage',
        src: 'readQrImage',
        input: ({ event }) => ({ file: (event as { file?: unknown }).file }),
        onDone: 'verifying',
        onError: 'unreadable',
      },
      on: { 'scan.cancel': 'idle' },
    },
    verifying: {
      invoke: {
        id: 'verifyQrCode',
        src: 'verifyQrCode',
        input: ({ context, event }) => ({ qrCode: String((event as { output?: unknown }).output), key: context.key }),
        onDone: {
          target: 'filled',
          actions: [
            { type: 'assignRecipient', params: ({ event }) => ({ recipient: event.output }) },
            { type: 'fillRecipient', params: ({ event }) => ({ recipient: event.output }) },
          ],
        },
        onError: {
          target: 'refused',
          actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
      on: { 'scan.cancel': 'idle' },
    },
    filled: { on: { 'scan.dismiss': { target: 'idle', actions: 'clear' } } },
    unreadable: { on: { 'scan.dismiss': 'idle' } },
    refused: { on: { 'scan.dismiss': { target: 'idle', actions: 'clear' } } },
  },
});
