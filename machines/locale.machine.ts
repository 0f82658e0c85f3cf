import { assign, setup } from 'xstate';
import { notProvided, toFlowFailure, type FlowFailure } from './shared';

/**
 * The interface language (seed 000 §4: setting the language stores the chosen locale).
 * Catalogs other than the source locale load on demand; a failed load keeps the current
 * language and says so.
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
}

export type LocaleEvent = { type: 'locale.select'; locale: string } | { type: 'locale.retry' };

export const localeMachine = setup({
  types: {
    input: {} as LocaleInput,
    context: {} as LocaleContext,
    events: {} as LocaleEvent,
  },
  actors: {
    loadCatalog: notProvided<void, { locale: string }>('loadCatalog'),
  },
  actions: {
    /** activate the catalog, set lang/dir on the document, remember the choice */
    applyLocale: (_, _params: { locale: string }) => {},
    assignRequested: assign((_, params: { locale: string }) => ({ requested: params.locale })),
    assignActive: assign(({ context }) => ({ active: context.requested, failure: null })),
    assignFailure: assign((_, params: { error: unknown }) => ({ failure: toFlowFailure(params.error) })),
  },
  guards: {
    needsLoading: ({ context }) => context.requested !== context.active,
    isOtherLocale: ({ context }, params: { locale: string }) => params.locale !== context.active,
  },
}).createMachine({
  id: 'locale',
  context: ({ input }) => ({ active: input.active, requested: input.requested, failure: null }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'needsLoading', target: 'loading' }, { target: 'active' }],
    },
    loading: {
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
    active: {
      on: {
        'locale.select': {
          guard: { type: 'isOtherLocale', params: ({ event }) => ({ locale: event.locale }) },
          target: 'loading',
          actions: { type: 'assignRequested', params: ({ event }) => ({ locale: event.locale }) },
        },
        'locale.retry': { guard: 'needsLoading', target: 'loading' },
      },
    },
  },
});
