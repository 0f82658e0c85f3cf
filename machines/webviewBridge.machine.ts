import { assign, fromCallback, setup } from 'xstate';

/**
 * The bridge to a native shell (requirements#web-view): whether the portal runs inside a native
 * app, and the conversation with it. Detection finds the host's bridge object at once, or — when
 * the portal was launched as a web view (`?webview=1`, `?host=…`) and the host injects its bridge
 * late — waits a little for it. Once connected the portal says READY and waits for the host's
 * DEVICE_INFO; a host that never answers leaves the portal working with its generated ids. What
 * the portal posts goes out only through a connected bridge (posted while still looking, it waits
 * in a short queue). A message from the host that is malformed, unknown or from a foreign origin
 * arrives here as `host.refused` and is only logged.
 */
export type BridgeHostKind = 'rn' | 'ios' | 'android';

export interface BridgeInput {
  /** the bridge object found when the page started, if any */
  bridge: BridgeHostKind | null;
  /** launched as a web view (launch parameter, kept for the session) */
  launchedEmbedded: boolean;
}

export interface BridgeDeviceInfo {
  deviceId: string;
  deviceUniqueId: string;
  fcmToken: string;
}

/** A message for the host, already checked against the protocol by whoever posts it. */
export type BridgeOutgoing = { type: string } & Record<string, unknown>;

export interface BridgeContext {
  host: BridgeHostKind | null;
  /** inside a native shell: the web header and footer give way to the host's */
  embedded: boolean;
  device: BridgeDeviceInfo | null;
  /** posted before a bridge was found; sent once it is, dropped if none comes */
  pending: BridgeOutgoing[];
  /** the host did not answer READY in time: the generated ids stay */
  usingGeneratedIds: boolean;
  /** messages from the host that were refused (malformed, unknown, foreign origin) */
  refused: number;
}

export type BridgeEvent =
  | { type: 'bridge.found'; host: BridgeHostKind }
  | { type: 'portal.post'; message: BridgeOutgoing }
  | { type: 'host.deviceInfo'; device: BridgeDeviceInfo }
  | { type: 'host.back' }
  | { type: 'host.refused'; reason: 'malformed' | 'unknown' | 'foreignOrigin'; messageType?: string };

/** a page posts at most a handful before its bridge appears (SIGNED_IN, a SESSION_END) */
export const MAX_PENDING = 10;
/** how long a page launched as a web view waits for its host's bridge object */
export const BRIDGE_WAIT_MS = 2000;
/** how long the host has to answer READY with DEVICE_INFO */
export const DEVICE_INFO_WAIT_MS = 3000;

const notProvidedCallback = (name: string) =>
  fromCallback(() => {
    throw new Error(`${name} is provided by src/`);
  });

export const webviewBridgeMachine = setup({
  types: {
    input: {} as BridgeInput,
    context: {} as BridgeContext,
    events: {} as BridgeEvent,
  },
  actors: {
    /** looks for the host's bridge object and sends `bridge.found` when it appears */
    watchForBridge: notProvidedCallback('watchForBridge'),
    /** the host's messages, checked: `host.deviceInfo`, `host.back` or `host.refused` */
    listenToHost: notProvidedCallback('listenToHost'),
  },
  actions: {
    postToHost: (_, _params: { message: BridgeOutgoing }) => {},
    /** what was posted while the bridge was being looked for, in order */
    postPending: (_, _params: { messages: readonly BridgeOutgoing[] }) => {},
    /** the host's ids go where the requests read them (requirements#request-device-fields) */
    storeDeviceInfo: (_, _params: { device: BridgeDeviceInfo }) => {},
    goBack: () => {},
    logRefused: (_, _params: { reason: string; messageType: string | undefined }) => {},
    logNoBridge: () => {},
    logNoDeviceInfo: () => {},
    assignHost: assign((_, params: { host: BridgeHostKind }) => ({ host: params.host, embedded: true })),
    assignDevice: assign((_, params: { device: BridgeDeviceInfo }) => ({
      device: params.device,
      usingGeneratedIds: false,
    })),
    queueMessage: assign(({ context }, params: { message: BridgeOutgoing }) => ({
      // the oldest give way: a SESSION_END posted last matters more than an early SIGNED_IN
      pending: [...context.pending, params.message].slice(-MAX_PENDING),
    })),
    clearPending: assign({ pending: () => [] }),
    assignGeneratedIds: assign({ usingGeneratedIds: true }),
    countRefused: assign(({ context }) => ({ refused: context.refused + 1 })),
  },
  guards: {
    hasBridge: ({ context }) => context.host !== null,
    launchedEmbedded: ({ context }) => context.embedded,
  },
  delays: {
    bridgeWait: BRIDGE_WAIT_MS,
    deviceInfoWait: DEVICE_INFO_WAIT_MS,
  },
}).createMachine({
  id: 'webviewBridge',
  context: ({ input }) => ({
    host: input.bridge,
    embedded: input.bridge !== null || input.launchedEmbedded,
    device: null,
    pending: [],
    usingGeneratedIds: false,
    refused: 0,
  }),
  initial: 'detecting',
  states: {
    detecting: {
      always: [
        { guard: 'hasBridge', target: 'native' },
        { guard: 'launchedEmbedded', target: 'waitingForBridge' },
        { target: 'web' },
      ],
    },
    /** launched as a web view, the bridge not there yet: a host may inject it after the page starts */
    waitingForBridge: {
      invoke: { id: 'watchForBridge', src: 'watchForBridge' },
      on: {
        'bridge.found': {
          target: 'native',
          actions: { type: 'assignHost', params: ({ event }) => ({ host: event.host }) },
        },
        'portal.post': { actions: { type: 'queueMessage', params: ({ event }) => ({ message: event.message }) } },
      },
      // still laid out as a web view (the host draws the frame); nothing to post to
      after: { bridgeWait: { target: 'web', actions: ['logNoBridge', 'clearPending'] } },
    },
    /** an ordinary browser tab, or a web view whose host never gave a bridge: nothing is posted */
    web: {},
    native: {
      entry: [
        { type: 'postToHost', params: { message: { type: 'READY', version: 1 } } },
        { type: 'postPending', params: ({ context }) => ({ messages: context.pending }) },
        'clearPending',
      ],
      invoke: { id: 'listenToHost', src: 'listenToHost' },
      initial: 'awaitingDeviceInfo',
      states: {
        awaitingDeviceInfo: {
          on: {
            'host.deviceInfo': {
              target: 'ready',
              actions: [
                { type: 'storeDeviceInfo', params: ({ event }) => ({ device: event.device }) },
                { type: 'assignDevice', params: ({ event }) => ({ device: event.device }) },
              ],
            },
          },
          // requirements#web-view: a silent host leaves the portal working with its generated ids
          after: { deviceInfoWait: { target: 'ready', actions: ['logNoDeviceInfo', 'assignGeneratedIds'] } },
        },
        ready: {
          on: {
            // a new push token, or ids the host learnt late
            'host.deviceInfo': {
              actions: [
                { type: 'storeDeviceInfo', params: ({ event }) => ({ device: event.device }) },
                { type: 'assignDevice', params: ({ event }) => ({ device: event.device }) },
              ],
            },
          },
        },
      },
      on: {
        'portal.post': { actions: { type: 'postToHost', params: ({ event }) => ({ message: event.message }) } },
        'host.back': { actions: 'goBack' },
        'host.refused': {
          actions: [
            'countRefused',
            { type: 'logRefused', params: ({ event }) => ({ reason: event.reason, messageType: event.messageType }) },
          ],
        },
      },
    },
  },
});
