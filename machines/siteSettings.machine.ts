import { assign, setup } from 'xstate';
import { notProvided, toFlowFailure, type FlowFailure } from './shared';

/**
 * The site settings of a running portal (requirements#site-settings): loaded again for the
 * signed-in user's category when a session starts or ends, and when the change feed names site
 * settings. What arrives is judged first: settings whose checksum does not match (tampered) or
 * that are older than those held (stale) are refused, and the last good ones stay in force, as
 * they do when the load fails. Startup (startup.machine) makes the first load.
 */
export interface SiteSettingsInput {
  /** the category code the settings in force were asked for */
  category: string;
}

export type SiteSettingsVerdict = 'accepted' | 'tampered' | 'stale';

/** What a load gives: the verdict on what arrived, and the settings themselves (opaque here). */
export interface SiteSettingsLoad {
  verdict: SiteSettingsVerdict;
  settings: unknown;
}

export interface SiteSettingsContext {
  category: string;
  /** why the last answer was refused, until one is accepted */
  refused: Exclude<SiteSettingsVerdict, 'accepted'> | null;
  failure: FlowFailure | null;
}

export type SiteSettingsEvent =
  /** the session's category (a session started or ended), or the same one (the feed named site settings) */
  { type: 'siteSettings.reload'; category: string };

export const siteSettingsMachine = setup({
  types: {
    input: {} as SiteSettingsInput,
    context: {} as SiteSettingsContext,
    events: {} as SiteSettingsEvent,
  },
  actors: {
    loadSiteSettings: notProvided<SiteSettingsLoad, { category: string }>('loadSiteSettings'),
  },
  actions: {
    assignCategory: assign((_, params: { category: string }) => ({ category: params.category })),
    /** the app puts the accepted settings in force (store, storage, chat script) */
    storeSiteSettings: (_, _params: { settings: unknown }) => {},
    clearProblems: assign({ refused: null, failure: null }),
    recordRefusal: assign((_, params: { verdict: SiteSettingsVerdict }) => ({
      refused: params.verdict === 'accepted' ? null : params.verdict,
      failure: null,
    })),
    recordFailure: assign((_, params: { error: unknown }) => ({ failure: toFlowFailure(params.error) })),
  },
  guards: {
    isAccepted: (_, params: { load: SiteSettingsLoad }) => params.load.verdict === 'accepted',
  },
}).createMachine({
  id: 'siteSettings',
  context: ({ input }) => ({ category: input.category, refused: null, failure: null }),
  initial: 'idle',
  on: {
    // a newer reason to load wins over a load still running (its answer would be for the old category)
    'siteSettings.reload': {
      target: '.loading',
      reenter: true,
      actions: { type: 'assignCategory', params: ({ event }) => event },
    },
  },
  states: {
    idle: {},
    loading: {
      invoke: {
        id: 'loadSiteSettings',
        src: 'loadSiteSettings',
        input: ({ context }) => ({ category: context.category }),
        onDone: [
          {
            guard: { type: 'isAccepted', params: ({ event }) => ({ load: event.output }) },
            target: 'idle',
            actions: [
              { type: 'storeSiteSettings', params: ({ event }) => ({ settings: event.output.settings }) },
              'clearProblems',
            ],
          },
          // requirements#site-settings: tampered or stale settings are refused; the last good ones stay
          {
            target: 'idle',
            actions: { type: 'recordRefusal', params: ({ event }) => ({ verdict: event.output.verdict }) },
          },
        ],
        onError: {
          target: 'idle',
          actions: { type: 'recordFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
  },
});
