import { assign, setup } from 'xstate';
import { notProvided, type SessionUser, type SignedInSession } from './shared';

/**
 * The session (requirements#session-state): signed in or out, logout, and the end of a session
 * forced by the gateway's error map. Logged in means an authorize token exists in storage; the app
 * restores `user` from storage as input.
 */
export interface SessionInput {
  user: SessionUser | null;
}

/** the default; the runtime configuration may set others */
export const INACTIVITY_TIMEOUT_MS = 600_000;
export const INACTIVITY_WARNING_MS = 60_000;

export type SessionEndReason = 'logout' | 'expired' | 'elsewhere' | 'inactive';

export interface SessionContext {
  user: SessionUser | null;
  endReason: SessionEndReason | null;
  /** requirements#session-expiry: for -5100012 a stored message is first shown as an alert */
  alertMessage: string | null;
  logoutFromAllDevices: boolean;
}

export type SessionEvent =
  | { type: 'session.signedIn'; session: SignedInSession }
  | { type: 'session.logout'; allDevices?: boolean }
  | {
      type: 'session.expired';
      code: number | string;
      /** the message to show before leaving, when the code carries one (-5100012) */
      alertMessage: string | null;
      /** the server-not-found page is showing: a session end must not navigate away from it */
      onServerNotFoundPage: boolean;
    }
  | { type: 'session.alertDismissed' }
  /** the user did something (here or in another tab of the portal) */
  | { type: 'user.activity' }
  /** the answer to the inactivity warning */
  | { type: 'session.staySignedIn' }
  /** another tab changed the stored session */
  | { type: 'storage.sessionChanged'; user: SessionUser | null };

/**
 * The end of the session on this device, once the logout call has answered: clear tokens, user,
 * type, login flag, colour and session storage; redirect to sign-in.
 */
const endOnThisDevice = {
  target: 'signedOut',
  actions: [
    'clearSession',
    // after a forced end the user comes back to where they were once signed in again
    {
      type: 'redirectToSignIn',
      params: ({ context }: { context: SessionContext }) => ({
        keepTarget: context.endReason !== 'logout',
        reason: context.endReason,
      }),
    },
    'resetEnd',
  ],
} as const;

export const sessionMachine = setup({
  types: {
    input: {} as SessionInput,
    context: {} as SessionContext,
    events: {} as SessionEvent,
  },
  actors: {
    callLogout: notProvided<void, { user: SessionUser | null; logoutFromAllDevices: boolean }>('callLogout'),
  },
  actions: {
    persistSession: (_, _params: { session: SignedInSession }) => {},
    clearSession: () => {},
    /** the anonymous front access token was refused: drop it so startup obtains a new one */
    discardAccessToken: () => {},
    /** requirements#session-expiry: the native shell hears of every end of a session before the logout */
    notifyNativeShell: (_, _params: { reason: SessionEndReason; code: number | string | null }) => {},
    redirectToSignIn: (_, _params: { keepTarget: boolean; reason: SessionEndReason | null }) => {},
    assignUser: assign((_, params: { user: SessionUser | null }) => ({ user: params.user })),
    assignEnd: assign((_, params: { reason: SessionEndReason; alertMessage: string | null; allDevices: boolean }) => ({
      endReason: params.reason,
      alertMessage: params.alertMessage,
      logoutFromAllDevices: params.allDevices,
    })),
    resetEnd: assign({ user: null, endReason: null, alertMessage: null, logoutFromAllDevices: false }),
  },
  guards: {
    hasUser: ({ context }) => context.user !== null,
    hasAlertMessage: ({ context }) => context.alertMessage !== null,
    isOnServerNotFoundPage: (_, params: { onServerNotFoundPage: boolean }) => params.onServerNotFoundPage,
    eventHasUser: (_, params: { user: SessionUser | null }) => params.user !== null,
  },
  delays: {
    /** the app provides the configured values; these are the spec's */
    untilWarning: INACTIVITY_TIMEOUT_MS - INACTIVITY_WARNING_MS,
    warningLength: INACTIVITY_WARNING_MS,
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    user: input.user,
    endReason: null,
    alertMessage: null,
    logoutFromAllDevices: false,
  }),
  initial: 'resolving',
  states: {
    resolving: {
      always: [{ guard: 'hasUser', target: 'signedIn' }, { target: 'signedOut' }],
    },
    signedOut: {
      on: {
        'session.signedIn': {
          target: 'signedIn',
          actions: [
            { type: 'persistSession', params: ({ event }) => ({ session: event.session }) },
            { type: 'assignUser', params: ({ event }) => ({ user: event.session.user }) },
          ],
        },
        'session.expired': { actions: 'discardAccessToken' },
        'storage.sessionChanged': {
          guard: { type: 'eventHasUser', params: ({ event }) => ({ user: event.user }) },
          target: 'signedIn',
          actions: { type: 'assignUser', params: ({ event }) => ({ user: event.user }) },
        },
      },
    },
    signedIn: {
      // requirements#inactivity-timeout: signed out after 600 s without interaction, warned 60 s before
      initial: 'active',
      states: {
        active: {
          after: { untilWarning: 'warned' },
          on: { 'user.activity': { target: 'active', reenter: true } },
        },
        /** "stay signed in?" — only the answer counts, not a stray mouse move */
        warned: {
          after: {
            warningLength: {
              target: '#session.loggingOut',
              actions: [
                { type: 'assignEnd', params: { reason: 'inactive', alertMessage: null, allDevices: false } },
                { type: 'notifyNativeShell', params: { reason: 'inactive', code: null } },
              ],
            },
          },
          on: { 'session.staySignedIn': 'active' },
        },
      },
      on: {
        'session.logout': {
          target: 'loggingOut',
          actions: [
            {
              type: 'assignEnd',
              params: ({ event }) => ({ reason: 'logout', alertMessage: null, allDevices: event.allDevices === true }),
            },
            { type: 'notifyNativeShell', params: { reason: 'logout', code: null } },
          ],
        },
        'session.expired': [
          // requirements#session-expiry: unless the user is already on the server-not-found page
          { guard: { type: 'isOnServerNotFoundPage', params: ({ event }) => event } },
          {
            target: 'ending',
            actions: [
              {
                type: 'assignEnd',
                params: ({ event }) => ({
                  reason: event.alertMessage === null ? 'expired' : 'elsewhere',
                  alertMessage: event.alertMessage,
                  allDevices: false,
                }),
              },
              {
                type: 'notifyNativeShell',
                params: ({ event }) => ({
                  reason: event.alertMessage === null ? ('expired' as const) : ('elsewhere' as const),
                  code: event.code,
                }),
              },
            ],
          },
        ],
        'storage.sessionChanged': [
          {
            guard: { type: 'eventHasUser', params: ({ event }) => ({ user: event.user }) },
            actions: { type: 'assignUser', params: ({ event }) => ({ user: event.user }) },
          },
          // another tab signed out: follow it without calling the server again
          {
            target: 'signedOut',
            actions: [
              'clearSession',
              'resetEnd',
              { type: 'redirectToSignIn', params: { keepTarget: false, reason: null } },
            ],
          },
        ],
      },
    },
    ending: {
      always: [{ guard: 'hasAlertMessage', target: 'alerting' }, { target: 'loggingOut' }],
    },
    alerting: {
      on: { 'session.alertDismissed': 'loggingOut' },
    },
    loggingOut: {
      // requirements#logout: call the logout endpoint, then clear and redirect whatever it answers
      invoke: {
        id: 'callLogout',
        src: 'callLogout',
        input: ({ context }) => ({ user: context.user, logoutFromAllDevices: context.logoutFromAllDevices }),
        onDone: endOnThisDevice,
        // a failed logout call still ends the session on this device
        onError: endOnThisDevice,
      },
    },
  },
});
