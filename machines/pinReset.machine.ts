import { assign, setup } from 'xstate';
import { otpVerificationMachine } from './otpVerification.machine';
import { notProvided, toFlowFailure, type FlowFailure, type OtpDelivery } from './shared';

/**
 * A new transaction PIN through a one-time code (requirements#forgot-pin: /forgot-pin before sign-in,
 * /app/reset-transaction-pin after it). Before sign-in the user first names the account; after
 * it the code goes to the signed-in user's phone when they ask for it (`idle` until "Send code":
 * opening the page sends nothing, so visits cannot use up the user's code budget). The code and the
 * new PIN are then entered together (the otpVerification flow, whose submission carries the PIN).
 */
export interface PinResetInput {
  mode: 'forgot' | 'reset';
}

export interface PinResetIdentity {
  userName: string;
  category: string;
}

export interface PinResetContext {
  mode: 'forgot' | 'reset';
  identity: PinResetIdentity | null;
  delivery: OtpDelivery | null;
  failure: FlowFailure | null;
}

export type PinResetEvent =
  | ({ type: 'pin.identify' } & PinResetIdentity)
  | { type: 'pin.sendCode' }
  | { type: 'pin.retry' }
  | { type: 'pin.startOver' };

export const pinResetMachine = setup({
  types: {
    input: {} as PinResetInput,
    context: {} as PinResetContext,
    events: {} as PinResetEvent,
  },
  actors: {
    requestCode: notProvided<OtpDelivery, { mode: 'forgot' | 'reset'; identity: PinResetIdentity | null }>(
      'requestCode',
    ),
    otpVerification: otpVerificationMachine,
  },
  actions: {
    assignIdentity: assign((_, params: PinResetIdentity) => ({
      identity: { userName: params.userName.trim(), category: params.category },
    })),
    assignDelivery: assign((_, params: { delivery: OtpDelivery }) => ({ delivery: params.delivery, failure: null })),
    assignFailure: assign((_, params: { error: unknown }) => ({ failure: toFlowFailure(params.error) })),
    clear: assign({ delivery: null, failure: null }),
    /** the app says the PIN is set (and where to go next) */
    completePinReset: () => {},
  },
  guards: {
    isForgotMode: ({ context }) => context.mode === 'forgot',
  },
}).createMachine({
  id: 'pinReset',
  context: ({ input }) => ({ mode: input.mode, identity: null, delivery: null, failure: null }),
  initial: 'starting',
  states: {
    starting: { always: [{ guard: 'isForgotMode', target: 'identifying' }, { target: 'idle' }] },
    /** signed in: nothing is sent until the user asks (requirements#forgot-pin) */
    idle: {
      on: { 'pin.sendCode': 'requesting' },
    },
    identifying: {
      on: {
        'pin.identify': {
          target: 'requesting',
          actions: { type: 'assignIdentity', params: ({ event }) => event },
        },
      },
    },
    requesting: {
      invoke: {
        id: 'requestCode',
        src: 'requestCode',
        input: ({ context }) => ({ mode: context.mode, identity: context.identity }),
        onDone: {
          target: 'verifying',
          actions: { type: 'assignDelivery', params: ({ event }) => ({ delivery: event.output }) },
        },
        onError: [
          {
            guard: 'isForgotMode',
            target: 'identifying',
            actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
          },
          {
            target: 'requestFailed',
            actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    requestFailed: {
      on: { 'pin.retry': 'requesting' },
    },
    verifying: {
      invoke: {
        id: 'otp',
        src: 'otpVerification',
        input: ({ context }) => ({ delivery: context.delivery as OtpDelivery }),
        onDone: { target: 'done', actions: 'completePinReset' },
      },
      on: {
        'pin.startOver': [
          { guard: 'isForgotMode', target: 'identifying', actions: 'clear' },
          { target: 'idle', actions: 'clear' },
        ],
      },
    },
    done: { type: 'final' },
  },
});
