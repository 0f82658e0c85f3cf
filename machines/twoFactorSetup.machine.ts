import { assign, setup } from 'xstate';
import { notProvided, toFlowFailure, type FlowFailure } from './shared';

/**
 * Two-factor setup (requirements#two-factor-setup: front_users_generate2FA,
 * front_users_enableDisable2FA): a secret is generated and shown as a QR code and as text; a code
 * from the authenticator app turns two-factor on, and the one-time recovery codes are shown once.
 * Turning it off needs a current code (or a recovery code) too.
 */
export interface TwoFactorStatus {
  enabled: boolean;
  recoveryCodesLeft: number;
}

export interface TwoFactorSecret {
  secret: string;
  otpauthUri: string;
}

export type DisableProof = { code: string } | { recoveryCode: string };

export interface TwoFactorSetupContext {
  status: TwoFactorStatus | null;
  /** the secret being set up: in memory only, dropped once enabled or cancelled */
  pending: TwoFactorSecret | null;
  /** shown once, right after enabling */
  recoveryCodes: readonly string[];
  failure: FlowFailure | null;
}

export type TwoFactorSetupEvent =
  | { type: 'twoFactor.retry' }
  | { type: 'twoFactor.start' }
  | { type: 'twoFactor.confirm'; code: string }
  | { type: 'twoFactor.cancel' }
  | { type: 'twoFactor.codesSaved' }
  | { type: 'twoFactor.startDisable' }
  | ({ type: 'twoFactor.disable' } & DisableProof);

export const twoFactorSetupMachine = setup({
  types: {
    context: {} as TwoFactorSetupContext,
    events: {} as TwoFactorSetupEvent,
  },
  actors: {
    loadStatus: notProvided<TwoFactorStatus>('loadStatus'),
    generateSecret: notProvided<TwoFactorSecret>('generateSecret'),
    enable: notProvided<{ recoveryCodes: string[] }, { code: string }>('enable'),
    disable: notProvided<unknown, DisableProof>('disable'),
  },
  actions: {
    assignStatus: assign((_, params: { status: TwoFactorStatus }) => ({ status: params.status, failure: null })),
    assignPending: assign((_, params: { secret: TwoFactorSecret }) => ({ pending: params.secret, failure: null })),
    assignEnabled: assign((_, params: { recoveryCodes: string[] }) => ({
      status: { enabled: true, recoveryCodesLeft: params.recoveryCodes.length },
      pending: null,
      recoveryCodes: params.recoveryCodes,
      failure: null,
    })),
    assignDisabled: assign({ status: { enabled: false, recoveryCodesLeft: 0 }, failure: null }),
    forgetRecoveryCodes: assign({ recoveryCodes: [] }),
    dropPending: assign({ pending: null, failure: null }),
    assignFailure: assign((_, params: { error: unknown }) => ({ failure: toFlowFailure(params.error) })),
    clearFailure: assign({ failure: null }),
  },
  guards: {
    isEnabled: (_, params: { status: TwoFactorStatus }) => params.status.enabled,
  },
}).createMachine({
  id: 'twoFactorSetup',
  context: { status: null, pending: null, recoveryCodes: [], failure: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadStatus',
        src: 'loadStatus',
        onDone: [
          {
            guard: { type: 'isEnabled', params: ({ event }) => ({ status: event.output }) },
            target: 'enabled',
            actions: { type: 'assignStatus', params: ({ event }) => ({ status: event.output }) },
          },
          { target: 'disabled', actions: { type: 'assignStatus', params: ({ event }) => ({ status: event.output }) } },
        ],
        onError: {
          target: 'loadFailed',
          actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loadFailed: { on: { 'twoFactor.retry': { target: 'loading', actions: 'clearFailure' } } },
    disabled: { on: { 'twoFactor.start': { target: 'generating', actions: 'clearFailure' } } },
    generating: {
      invoke: {
        id: 'generateSecret',
        src: 'generateSecret',
        onDone: {
          target: 'scanning',
          actions: { type: 'assignPending', params: ({ event }) => ({ secret: event.output }) },
        },
        onError: {
          target: 'disabled',
          actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    /** the QR code and the secret are on screen; the app's code proves the user has it */
    scanning: {
      on: {
        'twoFactor.confirm': { target: 'enabling', actions: 'clearFailure' },
        'twoFactor.cancel': { target: 'disabled', actions: 'dropPending' },
      },
    },
    enabling: {
      invoke: {
        id: 'enable',
        src: 'enable',
        input: ({ event }) => ({ code: (event as Extract<TwoFactorSetupEvent, { type: 'twoFactor.confirm' }>).code }),
        onDone: {
          target: 'showingRecoveryCodes',
          actions: { type: 'assignEnabled', params: ({ event }) => event.output },
        },
        onError: {
          target: 'scanning',
          actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    /** shown once: leaving this state forgets them */
    showingRecoveryCodes: {
      on: { 'twoFactor.codesSaved': { target: 'enabled', actions: 'forgetRecoveryCodes' } },
    },
    enabled: { on: { 'twoFactor.startDisable': { target: 'confirmingDisable', actions: 'clearFailure' } } },
    confirmingDisable: {
      on: {
        'twoFactor.disable': { target: 'disabling', actions: 'clearFailure' },
        'twoFactor.cancel': { target: 'enabled', actions: 'clearFailure' },
      },
    },
    disabling: {
      invoke: {
        id: 'disable',
        src: 'disable',
        input: ({ event }): DisableProof => {
          const e = event as Extract<TwoFactorSetupEvent, { type: 'twoFactor.disable' }>;
          return 'recoveryCode' in e ? { recoveryCode: e.recoveryCode } : { code: e.code };
        },
        onDone: { target: 'disabled', actions: 'assignDisabled' },
        onError: {
          target: 'confirmingDisable',
          actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
  },
});
