import { assign, setup } from 'xstate';
import { notProvided, toFlowFailure, type FlowFailure } from './shared';

/**
 * Forgot password, the request half (requirements#forgot-password): the user names
 * the account, the server e-mails a link (valid 60 minutes) and always answers the
 * same way, so the screen never reveals whether an account exists.
 */
export interface ForgotPasswordContext {
  linkValidityMinutes: number | null;
  failure: FlowFailure | null;
}

export type ForgotPasswordEvent =
  { type: 'forgotPassword.submit'; userName: string; category: string } | { type: 'forgotPassword.again' };

export const forgotPasswordMachine = setup({
  types: {
    context: {} as ForgotPasswordContext,
    events: {} as ForgotPasswordEvent,
  },
  actors: {
    requestResetLink: notProvided<{ linkValidityMinutes: number }, { userName: string; category: string }>(
      'requestResetLink',
    ),
  },
  actions: {
    assignSent: assign((_, params: { linkValidityMinutes: number }) => ({
      linkValidityMinutes: params.linkValidityMinutes,
      failure: null,
    })),
    assignFailure: assign((_, params: { error: unknown }) => ({ failure: toFlowFailure(params.error) })),
    clear: assign({ failure: null, linkValidityMinutes: null }),
  },
}).createMachine({
  id: 'forgotPassword',
  context: { linkValidityMinutes: null, failure: null },
  initial: 'editing',
  states: {
    editing: {
      on: { 'forgotPassword.submit': { target: 'requesting', actions: 'clear' } },
    },
    requesting: {
      invoke: {
        id: 'requestResetLink',
        src: 'requestResetLink',
        input: ({ event }) => {
          const e = event as Extract<ForgotPasswordEvent, { type: 'forgotPassword.submit' }>;
          return { userName: e.userName, category: e.category };
        },
        onDone: { target: 'sent', actions: { type: 'assignSent', params: ({ event }) => event.output } },
        onError: {
          target: 'editing',
          actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    /** "if the account exists, a link is on its way" */
    sent: {
      on: { 'forgotPassword.again': { target: 'editing', actions: 'clear' } },
    },
  },
});
