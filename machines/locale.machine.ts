import { assign, setup } from 'xstate';
import { notProvided, toFlowFailure, type FlowFailure } from './shared';

/**
 * The interface language (requirements#language-preference: setting the language stores the
 * chosen locale; the signed-in user's preference goes to the back end). Catalogs other than the source
 * locale load on demand; a failed load keeps the current language and says so. A language the
 * user picks — and the current one when a session starts — is saved as the account's
 * preference; saving is best effort (signed out, there is nothing to save).
 *
 * Once a language is shown, its labels come from the content service (requirements#language-data)
 * and fill the texts its catalog lacks; until they come, and when they cannot, those texts are
 * English. The content service is asked only once it can be (`labels.reload`: startup is running),
 * and again when the change feed announces new language data.
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
  /** the content service can be asked for labels (the runtime configuration is there) */
  contentReady: boolean;
  /** the active language's labels could not be loaded: its texts are English where its catalog lacks them */
  labelsFailure: FlowFailure | null;
}

export type LocaleEvent =
  | { type: 'locale.select'; locale: string }
  | { type: 'locale.retry' }
  /** a session started: the account should know the language in use */
  | { type: 'locale.sync' }
  /** the content service can be asked, or its language data changed: (re)load the active language's labels */
  | { type: 'labels.reload' };

/** compiled messages by id, opaque here: the portal lays them over the English catalog */
export type LabelMessages = Record<string, unknown>;

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
    /** the content service's language data of a locale, as messages (none for a language with a catalog) */
    loadLabels: notProvided<LabelMessages, { locale: string }>('loadLabels'),
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
    /** lay the labels over the language's English texts (its own catalog keeps priority) */
    applyLabels: (_, _params: { locale: string; labels: LabelMessages }) => {},
    markContentReady: assign({ contentReady: true }),
    assignLabelsFailure: assign((_, params: { error: unknown }) => ({ labelsFailure: toFlowFailure(params.error) })),
    clearLabelsFailure: assign({ labelsFailure: null }),
  },
  guards: {
    isContentReady: ({ context }) => context.contentReady,
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
    contentReady: false,
    labelsFailure: null,
  }),
  initial: 'starting',
  // whatever the language is doing, the content service can be asked from now on
  on: { 'labels.reload': { actions: 'markContentReady' } },
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
          target: 'active.preference.savingPreference',
          actions: ['assignActive', { type: 'applyLocale', params: ({ context }) => ({ locale: context.requested }) }],
        },
        onError: {
          target: 'active',
          actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    active: {
      type: 'parallel',
      on: {
        'locale.select': {
          guard: { type: 'isOtherLocale', params: ({ event }) => ({ locale: event.locale }) },
          target: 'switching',
          actions: { type: 'assignRequested', params: ({ event }) => ({ locale: event.locale }) },
        },
        'locale.retry': { guard: 'needsLoading', target: 'switching' },
      },
      states: {
        preference: {
          initial: 'settled',
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
        /** requirements#language-data: the shown language's labels from the content service */
        labels: {
          initial: 'waiting',
          states: {
            /** until the content service can be asked (the root's labels.reload marks it so) */
            waiting: {
              always: { guard: 'isContentReady', target: 'loading' },
            },
            loading: {
              invoke: {
                id: 'loadLabels',
                src: 'loadLabels',
                input: ({ context }) => ({ locale: context.active }),
                onDone: {
                  target: 'shown',
                  actions: [
                    'clearLabelsFailure',
                    {
                      type: 'applyLabels',
                      params: ({ context, event }) => ({ locale: context.active, labels: event.output }),
                    },
                  ],
                },
                // the texts stay English where the catalog lacks them; the next change or choice tries again
                onError: {
                  target: 'failed',
                  actions: { type: 'assignLabelsFailure', params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
            shown: {
              on: { 'labels.reload': 'loading' },
            },
            failed: {
              on: { 'labels.reload': 'loading' },
            },
          },
        },
      },
    },
  },
});
