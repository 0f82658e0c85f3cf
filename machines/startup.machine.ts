import { and, assign, not, setup } from 'xstate';
import { notProvided, toFlowFailure, type FlowFailure } from './shared';

/**
 * Startup (requirements#startup-sequence):
 * frame check → runtime configuration → site settings (the maintenance check) → maintenance
 * routing → default locale and favicon → front access token → ready. While ready, the site
 * settings are read again every maintenance poll (requirements#maintenance-session): maintenance that
 * begins during a session keeps the open wizards' drafts, sends the user to /maintenance, and
 * brings them back to the page they were on when it ends.
 */
export interface StartupInput {
  /** the page is shown inside a frame (window.self !== window.top) */
  framed: boolean;
  pathname: string;
}

export type StartupStep = 'runtimeConfig' | 'siteSettings' | 'accessToken';

export interface StartupContext {
  framed: boolean;
  pathname: string;
  maintenance: boolean;
  /** where the user was when maintenance interrupted the session: where they go back to */
  returnPath: string | null;
  failedStep: StartupStep | null;
  failure: FlowFailure | null;
}

export type StartupEvent =
  | { type: 'location.changed'; pathname: string }
  | { type: 'accessToken.changed'; present: boolean }
  | { type: 'startup.retry' };

/** What the site-settings loader reports: the maintenance flag it decides on, and the settings (opaque here). */
export interface SiteSettingsOutcome {
  maintenance: boolean;
  settings: unknown;
}

export const MAINTENANCE_PATH = '/maintenance';

export const startupMachine = setup({
  types: {
    input: {} as StartupInput,
    context: {} as StartupContext,
    events: {} as StartupEvent,
  },
  actors: {
    // placeholders: the app provides the real ones (src/app/startup.ts)
    loadRuntimeConfig: notProvided<void>('loadRuntimeConfig'),
    loadSiteSettings: notProvided<SiteSettingsOutcome>('loadSiteSettings'),
    readAccessToken: notProvided<{ present: boolean }>('readAccessToken'),
    obtainAccessToken: notProvided<{ accessToken: string }>('obtainAccessToken'),
  },
  actions: {
    storeSiteSettings: (_, _params: { outcome: SiteSettingsOutcome }) => {},
    redirectToMaintenance: () => {},
    redirectToRoot: () => {},
    /** requirements#maintenance-session: back to the page maintenance interrupted */
    redirectToReturnPath: (_, _params: { pathname: string }) => {},
    /** requirements#maintenance-session: the open wizards keep what was entered (never a PIN or a code) */
    keepDrafts: () => {},
    assignReturnPath: assign(({ context }) => ({ returnPath: context.pathname })),
    clearReturnPath: assign({ returnPath: null }),
    storeDefaultLocale: () => {},
    applyFavicon: () => {},
    storeAccessToken: (_, _params: { accessToken: string }) => {},
    /** the machine's idea of the path follows its own redirects at once, not only later location events */
    assignPathname: assign((_, params: { pathname: string }) => ({ pathname: params.pathname })),
    clearFailure: assign({ failedStep: null, failure: null }),
    recordFailure: assign((_, params: { step: StartupStep; error: unknown }) => ({
      failedStep: params.step,
      failure: toFlowFailure(params.error),
    })),
  },
  guards: {
    isFramed: ({ context }) => context.framed,
    isMaintenance: ({ context }) => context.maintenance,
    hasReturnPath: ({ context }) => context.returnPath !== null,
    saysMaintenance: (_, params: SiteSettingsOutcome) => params.maintenance,
    isOnMaintenancePath: ({ context }) => context.pathname === MAINTENANCE_PATH,
    isMaintenancePath: (_, params: { pathname: string }) => params.pathname === MAINTENANCE_PATH,
    isTokenPresent: (_, params: { present: boolean }) => params.present,
    eventSaysTokenPresent: ({ event }) => event.type === 'accessToken.changed' && event.present,
    eventSaysTokenAbsent: ({ event }) => event.type === 'accessToken.changed' && !event.present,
  },
  delays: {
    // requirements#access-token: token existence is polled every 100 ms
    tokenPoll: 100,
    maintenancePoll: 30_000,
  },
}).createMachine({
  id: 'startup',
  context: ({ input }) => ({
    framed: input.framed,
    pathname: input.pathname,
    maintenance: false,
    returnPath: null,
    failedStep: null,
    failure: null,
  }),
  initial: 'checkingFrame',
  on: {
    'location.changed': { actions: { type: 'assignPathname', params: ({ event }) => event } },
  },
  states: {
    checkingFrame: {
      always: [{ guard: 'isFramed', target: 'framed' }, { target: 'loadingRuntimeConfig' }],
    },
    /** shown inside a frame: the clickjacking warning replaces the app for good */
    framed: { type: 'final' },
    loadingRuntimeConfig: {
      invoke: {
        id: 'loadRuntimeConfig',
        src: 'loadRuntimeConfig',
        onDone: { target: 'loadingSiteSettings', actions: 'clearFailure' },
        onError: {
          target: 'serverNotFound',
          actions: { type: 'recordFailure', params: ({ event }) => ({ step: 'runtimeConfig', error: event.error }) },
        },
      },
    },
    loadingSiteSettings: {
      invoke: {
        id: 'loadSiteSettings',
        src: 'loadSiteSettings',
        onDone: {
          target: 'routingMaintenance',
          actions: [
            assign({ maintenance: ({ event }) => event.output.maintenance, failedStep: null, failure: null }),
            { type: 'storeSiteSettings', params: ({ event }) => ({ outcome: event.output }) },
          ],
        },
        // requirements#server-not-found: site settings that fail to load lead to the server-not-found page
        onError: {
          target: 'serverNotFound',
          actions: { type: 'recordFailure', params: ({ event }) => ({ step: 'siteSettings', error: event.error }) },
        },
      },
    },
    routingMaintenance: {
      always: [
        // requirements#maintenance: in maintenance and not on /maintenance → /maintenance
        {
          guard: and(['isMaintenance', not('isOnMaintenancePath')]),
          target: 'maintenance',
          actions: ['redirectToMaintenance', { type: 'assignPathname', params: { pathname: MAINTENANCE_PATH } }],
        },
        { guard: 'isMaintenance', target: 'maintenance' },
        // requirements#maintenance-session: maintenance that interrupted a session ends → back where the user was
        {
          guard: and(['isOnMaintenancePath', 'hasReturnPath']),
          target: 'running',
          actions: [
            { type: 'redirectToReturnPath', params: ({ context }) => ({ pathname: context.returnPath! }) },
            assign(({ context }) => ({ pathname: context.returnPath! })),
            'clearReturnPath',
          ],
        },
        // requirements#maintenance: not in maintenance and on /maintenance → root
        {
          guard: 'isOnMaintenancePath',
          target: 'running',
          actions: ['redirectToRoot', { type: 'assignPathname', params: { pathname: '/' } }],
        },
        { target: 'running' },
      ],
    },
    maintenance: {
      after: { maintenancePoll: 'loadingSiteSettings' },
      on: {
        'startup.retry': 'loadingSiteSettings',
        'location.changed': [
          {
            guard: { type: 'isMaintenancePath', params: ({ event }) => event },
            actions: { type: 'assignPathname', params: ({ event }) => event },
          },
          // no leaving the maintenance page while maintenance lasts
          { actions: ['redirectToMaintenance', { type: 'assignPathname', params: { pathname: MAINTENANCE_PATH } }] },
        ],
      },
    },
    /** settings are loaded and the site is open: prepare, make sure of the front access token, run */
    running: {
      initial: 'preparing',
      on: {
        'location.changed': [
          // requirements#maintenance: not in maintenance and on /maintenance → root
          {
            guard: { type: 'isMaintenancePath', params: ({ event }) => event },
            actions: ['redirectToRoot', { type: 'assignPathname', params: { pathname: '/' } }],
          },
          { actions: { type: 'assignPathname', params: ({ event }) => event } },
        ],
      },
      states: {
        preparing: {
          entry: ['storeDefaultLocale', 'applyFavicon'],
          always: 'checkingAccessToken',
        },
        checkingAccessToken: {
          invoke: {
            id: 'readAccessToken',
            src: 'readAccessToken',
            onDone: [
              { guard: { type: 'isTokenPresent', params: ({ event }) => event.output }, target: 'ready' },
              { target: 'acquiringAccessToken' },
            ],
            onError: 'acquiringAccessToken',
          },
        },
        acquiringAccessToken: {
          invoke: {
            id: 'obtainAccessToken',
            src: 'obtainAccessToken',
            onDone: {
              target: 'ready',
              actions: { type: 'storeAccessToken', params: ({ event }) => ({ accessToken: event.output.accessToken }) },
            },
            onError: {
              target: '#startup.serverNotFound',
              actions: { type: 'recordFailure', params: ({ event }) => ({ step: 'accessToken', error: event.error }) },
            },
          },
          // a token written elsewhere (native shell, another tab) counts at once
          on: { 'accessToken.changed': { guard: 'eventSaysTokenPresent', target: 'ready' } },
          initial: 'waiting',
          states: {
            // the spec's 100 ms polling, kept as the fallback for writers that send no event
            waiting: { after: { tokenPoll: 'polling' } },
            polling: {
              invoke: {
                id: 'pollAccessToken',
                src: 'readAccessToken',
                onDone: [
                  {
                    guard: { type: 'isTokenPresent', params: ({ event }) => event.output },
                    target: '#startup.running.ready',
                  },
                  { target: 'waiting' },
                ],
                onError: 'waiting',
              },
            },
          },
        },
        ready: {
          on: {
            'accessToken.changed': { guard: 'eventSaysTokenAbsent', target: 'acquiringAccessToken' },
          },
          initial: 'watching',
          states: {
            /** requirements#maintenance-session: the site settings are read again every maintenance poll */
            watching: { after: { maintenancePoll: 'rechecking' } },
            rechecking: {
              invoke: {
                id: 'recheckSiteSettings',
                src: 'loadSiteSettings',
                onDone: [
                  {
                    guard: { type: 'saysMaintenance', params: ({ event }) => event.output },
                    target: '#startup.maintenance',
                    actions: [
                      assign({ maintenance: true }),
                      { type: 'storeSiteSettings', params: ({ event }) => ({ outcome: event.output }) },
                      'keepDrafts',
                      'assignReturnPath',
                      'redirectToMaintenance',
                      { type: 'assignPathname', params: { pathname: MAINTENANCE_PATH } },
                    ],
                  },
                  {
                    target: 'watching',
                    actions: { type: 'storeSiteSettings', params: ({ event }) => ({ outcome: event.output }) },
                  },
                ],
                // a failed re-check changes nothing: the session goes on, the next poll asks again
                onError: 'watching',
              },
            },
          },
        },
      },
    },
    serverNotFound: {
      on: { 'startup.retry': 'loadingRuntimeConfig' },
    },
  },
});
