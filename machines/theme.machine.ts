import { assign, setup } from 'xstate';
import { notProvided, toFlowFailure, type FlowFailure } from './shared';

/**
 * The theme (requirements#theme): requested by filter for the user's category — the build's category
 * before sign-in, the user's after — and the entry the user chose, kept in session data. While a
 * theme loads, and when none can be loaded, the portal wears the last one it had (at first, the
 * spec's colours built in): a theme is never worth an error page.
 */
export interface ThemeInput {
  category: string;
  /** the chosen theme entry's name, from session data */
  chosen: string | null;
}

export interface ThemeContext extends ThemeInput {
  /** the theme configuration as loaded; its shape belongs to the app */
  theme: unknown;
  failure: FlowFailure | null;
}

export type ThemeEvent =
  | { type: 'theme.choose'; name: string }
  /** signed in or out: another category, and the session's choice (none after a sign-out) */
  | { type: 'theme.sessionChanged'; category: string; chosen: string | null }
  | { type: 'configuration.reload' };

export const themeMachine = setup({
  types: {
    input: {} as ThemeInput,
    context: {} as ThemeContext,
    events: {} as ThemeEvent,
  },
  actors: {
    loadTheme: notProvided<unknown, { category: string }>('loadTheme'),
  },
  actions: {
    assignTheme: assign((_, params: { theme: unknown }) => ({ theme: params.theme, failure: null })),
    assignFailure: assign((_, params: { error: unknown }) => ({ failure: toFlowFailure(params.error) })),
    assignChosen: assign((_, params: { name: string }) => ({ chosen: params.name })),
    assignSession: assign((_, params: { category: string; chosen: string | null }) => ({
      category: params.category,
      chosen: params.chosen,
    })),
    /** keeps the choice in session data */
    rememberChoice: (_, _params: { name: string }) => {},
  },
}).createMachine({
  id: 'theme',
  context: ({ input }) => ({ category: input.category, chosen: input.chosen, theme: null, failure: null }),
  // until the app knows the category (its configuration is loaded), there is nothing to ask for
  initial: 'dormant',
  on: {
    'theme.choose': {
      actions: [
        { type: 'assignChosen', params: ({ event }) => ({ name: event.name }) },
        { type: 'rememberChoice', params: ({ event }) => ({ name: event.name }) },
      ],
    },
    'theme.sessionChanged': {
      target: '.loading',
      actions: {
        type: 'assignSession',
        params: ({ event }) => ({ category: event.category, chosen: event.chosen }),
      },
    },
  },
  states: {
    dormant: {},
    loading: {
      invoke: {
        id: 'loadTheme',
        src: 'loadTheme',
        input: ({ context }) => ({ category: context.category }),
        onDone: {
          target: 'applied',
          actions: { type: 'assignTheme', params: ({ event }) => ({ theme: event.output }) },
        },
        onError: {
          target: 'unavailable',
          actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    applied: {
      on: { 'configuration.reload': 'loading' },
    },
    /** the last theme (or the built-in one) stays on; a content change or a new session tries again */
    unavailable: {
      on: { 'configuration.reload': 'loading' },
    },
  },
});
