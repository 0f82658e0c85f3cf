import { assign, setup } from 'xstate';
import { notProvided, toFlowFailure, type FlowFailure } from './shared';

/**
 * My account and edit profile (requirements#profile): the account and the
 * profile-update template chosen for the user's type are loaded together; editing keeps what
 * was typed across a failed save.
 *
 * The profile's shape belongs to the app (it comes from configuration); this flow carries it
 * without looking inside.
 */
export interface ProfileContext<TProfile = unknown> {
  profile: TProfile | null;
  /** true right after a successful save, until the next edit */
  saved: boolean;
  failure: FlowFailure | null;
}

export type ProfileEvent =
  | { type: 'profile.retry' }
  | { type: 'profile.edit' }
  | { type: 'profile.cancel' }
  | { type: 'profile.save'; changes: unknown };

export const profileMachine = setup({
  types: {
    context: {} as ProfileContext,
    events: {} as ProfileEvent,
  },
  actors: {
    loadProfile: notProvided<unknown>('loadProfile'),
    saveProfile: notProvided<unknown, { changes: unknown }>('saveProfile'),
  },
  actions: {
    assignProfile: assign((_, params: { profile: unknown; saved: boolean }) => ({
      profile: params.profile,
      saved: params.saved,
      failure: null,
    })),
    assignFailure: assign((_, params: { error: unknown }) => ({ failure: toFlowFailure(params.error) })),
    clearNotes: assign({ failure: null, saved: false }),
  },
}).createMachine({
  id: 'profile',
  context: { profile: null, saved: false, failure: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadProfile',
        src: 'loadProfile',
        onDone: {
          target: 'viewing',
          actions: { type: 'assignProfile', params: ({ event }) => ({ profile: event.output, saved: false }) },
        },
        onError: {
          target: 'loadFailed',
          actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loadFailed: { on: { 'profile.retry': { target: 'loading', actions: 'clearNotes' } } },
    viewing: { on: { 'profile.edit': { target: 'editing', actions: 'clearNotes' } } },
    editing: {
      on: {
        'profile.save': { target: 'saving', actions: 'clearNotes' },
        'profile.cancel': { target: 'viewing', actions: 'clearNotes' },
      },
    },
    saving: {
      invoke: {
        id: 'saveProfile',
        src: 'saveProfile',
        input: ({ event }) => ({ changes: (event as Extract<ProfileEvent, { type: 'profile.save' }>).changes }),
        onDone: {
          target: 'viewing',
          actions: { type: 'assignProfile', params: ({ event }) => ({ profile: event.output, saved: true }) },
        },
        onError: {
          target: 'editing',
          actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
  },
});
