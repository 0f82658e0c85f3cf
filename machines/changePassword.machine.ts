import { assign, setup } from 'xstate';
import { notProvided, toFlowFailure, type FlowFailure } from './shared';

/**
 * Change of login password (requirements#change-password): old password, a new one under the policy
 * that differs from the old, and its confirmation. Afterwards, when the user is signed in elsewhere
 * too, the portal offers to end those other sessions.
 */
export interface PasswordChange {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export interface ChangePasswordContext {
  otherSessions: number;
  endedSessions: number | null;
  failure: FlowFailure | null;
}

export type ChangePasswordEvent =
  ({ type: 'password.submit' } & PasswordChange) | { type: 'sessions.endOthers' } | { type: 'sessions.keep' };

export const changePasswordMachine = setup({
  types: {
    context: {} as ChangePasswordContext,
    events: {} as ChangePasswordEvent,
  },
  actors: {
    changePassword: notProvided<{ otherSessions: number }, PasswordChange>('changePassword'),
    endOtherSessions: notProvided<{ ended: number }>('endOtherSessions'),
  },
  actions: {
    assignChanged: assign((_, params: { otherSessions: number }) => ({
      otherSessions: params.otherSessions,
      failure: null,
    })),
    assignEnded: assign((_, params: { ended: number }) => ({ endedSessions: params.ended, failure: null })),
    assignFailure: assign((_, params: { error: unknown }) => ({ failure: toFlowFailure(params.error) })),
    clearFailure: assign({ failure: null }),
  },
  guards: {
    hasOtherSessions: ({ context }) => context.otherSessions > 0,
  },
}).createMachine({
  id: 'changePassword',
  context: { otherSessions: 0, endedSessions: null, failure: null },
  initial: 'editing',
  states: {
    editing: {
      on: { 'password.submit': { target: 'changing', actions: 'clearFailure' } },
    },
    changing: {
      invoke: {
        id: 'changePassword',
        src: 'changePassword',
        input: ({ event }) => {
          const e = event as Extract<ChangePasswordEvent, { type: 'password.submit' }>;
          return { oldPassword: e.oldPassword, newPassword: e.newPassword, confirmPassword: e.confirmPassword };
        },
        onDone: { target: 'changed', actions: { type: 'assignChanged', params: ({ event }) => event.output } },
        onError: {
          target: 'editing',
          actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    changed: {
      initial: 'deciding',
      states: {
        deciding: { always: [{ guard: 'hasOtherSessions', target: 'offering' }, { target: 'settled' }] },
        /** "you are also signed in on N other devices: sign them out?" */
        offering: {
          on: { 'sessions.endOthers': 'endingOthers', 'sessions.keep': 'settled' },
        },
        endingOthers: {
          invoke: {
            id: 'endOtherSessions',
            src: 'endOtherSessions',
            onDone: { target: 'settled', actions: { type: 'assignEnded', params: ({ event }) => event.output } },
            onError: {
              target: 'offering',
              actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        settled: { type: 'final' },
      },
    },
  },
});
