import { assign, setup } from 'xstate';
import { notProvided, toFlowFailure, type FlowFailure } from './shared';

/**
 * Forgot password, the link half (requirements#reset-password): the e-mailed link is checked
 * first (front_users_forgotPasswordConfirmation/{LinkData}), then a new password is chosen under the
 * policy (front_users_resetPassword). A link works once and expires (60 minutes); an invalid,
 * expired or used link can only be replaced by asking for a new one. Resetting never turns
 * two-factor off.
 */
export interface ResetPasswordInput {
  linkData: string;
}

export interface ResetPasswordContext {
  linkData: string;
  /** the masked account the link resets, shown so the user knows which one */
  account: string | null;
  failure: FlowFailure | null;
}

export interface NewPassword {
  newPassword: string;
  confirmPassword: string;
}

export type ResetPasswordEvent = ({ type: 'reset.submit' } & NewPassword) | { type: 'reset.retry' };

const deadLinkKinds: readonly string[] = ['linkInvalid', 'linkExpired', 'linkUsed'];

export const resetPasswordMachine = setup({
  types: {
    input: {} as ResetPasswordInput,
    context: {} as ResetPasswordContext,
    events: {} as ResetPasswordEvent,
  },
  actors: {
    checkLink: notProvided<{ account: string; expiresAt: string }, { linkData: string }>('checkLink'),
    resetPassword: notProvided<unknown, { linkData: string } & NewPassword>('resetPassword'),
  },
  actions: {
    assignAccount: assign((_, params: { account: string }) => ({ account: params.account, failure: null })),
    assignFailure: assign((_, params: { error: unknown }) => ({ failure: toFlowFailure(params.error) })),
    clearFailure: assign({ failure: null }),
    /** the app says so and offers to sign in */
    completeReset: () => {},
  },
  guards: {
    isLinkDead: (_, params: { error: unknown }) => deadLinkKinds.includes(toFlowFailure(params.error).kind),
  },
}).createMachine({
  id: 'resetPassword',
  context: ({ input }) => ({ linkData: input.linkData, account: null, failure: null }),
  initial: 'checkingLink',
  states: {
    checkingLink: {
      invoke: {
        id: 'checkLink',
        src: 'checkLink',
        input: ({ context }) => ({ linkData: context.linkData }),
        onDone: { target: 'choosing', actions: { type: 'assignAccount', params: ({ event }) => event.output } },
        onError: [
          {
            guard: { type: 'isLinkDead', params: ({ event }) => ({ error: event.error }) },
            target: 'linkRejected',
            actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
          },
          {
            target: 'checkFailed',
            actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    /** the check itself failed (network): the link may be fine */
    checkFailed: {
      on: { 'reset.retry': { target: 'checkingLink', actions: 'clearFailure' } },
    },
    /** only a new link helps */
    linkRejected: {},
    choosing: {
      on: { 'reset.submit': { target: 'resetting', actions: 'clearFailure' } },
    },
    resetting: {
      invoke: {
        id: 'resetPassword',
        src: 'resetPassword',
        input: ({ context, event }) => {
          const e = event as Extract<ResetPasswordEvent, { type: 'reset.submit' }>;
          return { linkData: context.linkData, newPassword: e.newPassword, confirmPassword: e.confirmPassword };
        },
        onDone: { target: 'done', actions: 'completeReset' },
        onError: [
          {
            guard: { type: 'isLinkDead', params: ({ event }) => ({ error: event.error }) },
            target: 'linkRejected',
            actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
          },
          {
            target: 'choosing',
            actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    done: { type: 'final' },
  },
});
