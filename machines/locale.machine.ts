import { assign, setup } from 'xstate';
import { notProvided, toFlowFailure, type FlowFailure } from './shared';

/**
 * The interface language (requirements#language-preference: setting the language stores the
 * chosen locale; the signed-in user's preference goes to the back end). Catalogs other than the source
 * locale load on demand; a failed load keeps the current language and says so. A language the
 * user picks — and the current one when a session starts — is saved as the account's
 * preference; saving is best effort (signed out, there is nothing to save).
 */
export interface LocaleInput {
  /** the locale the app is already showing (its catalog is bundled) */
  active: string;
  /** the locale to switch to at start, from storage or the browser */
  requested: string;
}

export interface LocaleContext {
  active: string;
  requested: string;
  failure: FlowFailure | null;
  /** the last preference save failed: it is tried again with the next choice or session */
  preferenceFailure: FlowFailure | null;
}

export type LocaleEvent =
  | { type: 'locale.select'; locale: string }
  | { type: 'locale.retry' }
  /** a session started: the account should know the language in use */
  | { type: 'locale.sync' };

export const localeMachine = setup({
  types: {
    input: {} as LocaleInput,
    context: {} as LocaleContext,
    events: {} as LocaleEvent,
  },
  actors: {
    loadCatalog: notProvided<void, { locale: string }>('loadCatalog'),
    /** adapter/v1/updatelanguagepreference when signed in; resolves at once otherwise */
    savePreference: notProvided<void, { locale: string }>('savePreference'),
  },
  actions: {
    /** activate the catalog, set lang/dir on the document, remember the choice */
    applyLocale: (_, _params: { locale: string }) => {},
    assignRequested: assign((_, params: { locale: string }) => ({ requested: params.locale })),
    assignActive: assign(({ context }) => ({ active: context.requested, failure: null })),
    assignFailure: assign((_, params: { error: unknown }) => ({ failure: toFlowFailure(params.error) })),
    assignPreferenceFailure: assign((_, params: { error: unknown }) => ({
      preferenceFailure: toFlowFailure(params.error),
    })),
    clearPreferenceFailure: assign({ preferenceFailure: null }),
  },
  guards: {
    needsLoading: ({ context }) => context.requested !== context.active,
    isOtherLocale: ({ context }, params: { locale: string }) => params.locale !== context.active,
  },
}).createMachine({
  id: 'locale',
  context: ({ input }) => ({
    active: input.active,
    requested: input.requested,
    failure: null,
    preferenceFailure: null,
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'needsLoading', target: 'restoring' }, { target: 'active' }],
    },
    /** the language remembered from before: the account already knows it */
    restoring: {
      invoke: {
        id: 'loadCatalog',
        src: 'loadCatalog',
        input: ({ context }) => ({ locale: context.requested }),
        onDone: {
          target: 'active',
          actions: ['assignActive', { type: 'applyLocale', params: ({ context }) => ({ locale: context.requested }) }],
        },
        onError: {
          target: 'active',
          actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    /** a language the user picked: once shown, it is saved as the account's preference */
    switching: {
      invoke: {
        id: 'loadCatalog',
        src: 'loadCatalog',
        input: ({ context }) => ({ locale: context.requested }),
        onDone: {
          target: 'active.savingPreference',
          actions: ['assignActive', { type: 'applyLocale', params: ({ context }) => ({ locale: context.requested }) }],
        },
        onError: {
          target: 'active',
          actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    active: {
      initial: 'settled',
      on: {
        'locale.select': {
          guard: { type: 'isOtherLocale', params: ({ event }) => ({ locale: event.locale }) },
          target: 'switching',
          actions: { type: 'assignRequested', params: ({ event }) => ({ locale: event.locale }) },
        },
        'locale.retry': { guard: 'needsLoading', target: 'switching' },
      },
      states: {
        settled: {
          on: { 'locale.sync': 'savingPreference' },
        },
        savingPreference: {
          entry: 'clearPreferenceFailure',
          invoke: {
            id: 'savePreference',
            src: 'savePreference',
            input: ({ context }) => ({ locale: context.active }),
            onDone: 'settled',
            onError: {
              target: 'settled',
              actions: { type: 'assignPreferenceFailure', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
  },
});
