import { fromCallback } from 'xstate';
import { webviewBridgeMachine, type BridgeInput } from '../../../machines/webviewBridge.machine';
import type { OutgoingMessage } from '../../api/contract/webviewBridge';
import { storeHostDevice } from '../../platform/device';
import type { Platform } from '../../platform/platform';

/** how often a page launched as a web view looks for its host's bridge while it waits */
const BRIDGE_POLL_MS = 50;

export function webviewBridgeInput(platform: Platform): BridgeInput {
  return { bridge: platform.nativeShell.findBridge(), launchedEmbedded: platform.nativeShell.launchedEmbedded };
}

/** The bridge statechart on the real wire (requirements#web-view): the window, its storage, its history. */
export function webviewBridgeLogic(platform: Platform, win: Window) {
  const shell = platform.nativeShell;
  return webviewBridgeMachine.provide({
    actors: {
      watchForBridge: fromCallback(({ sendBack }) => {
        const timer = win.setInterval(() => {
          const host = shell.findBridge();
          if (host) sendBack({ type: 'bridge.found', host });
        }, BRIDGE_POLL_MS);
        return () => win.clearInterval(timer);
      }),
      listenToHost: fromCallback(({ sendBack }) =>
        shell.listen((result) => {
          if (!result.ok) sendBack({ type: 'host.refused', reason: result.reason, messageType: result.type });
          else if (result.message.type === 'BACK') sendBack({ type: 'host.back' });
          else {
            const { deviceId, deviceUniqueId, fcmToken } = result.message;
            sendBack({ type: 'host.deviceInfo', device: { deviceId, deviceUniqueId, fcmToken } });
          }
        }),
      ),
    },
    actions: {
      // the protocol's schema checks each message on its way out (nativeShell.send)
      postToHost: (_, { message }) => void shell.send(message as OutgoingMessage),
      postPending: (_, { messages }) => {
        for (const message of messages) shell.send(message as OutgoingMessage);
      },
      storeDeviceInfo: (_, { device }) => storeHostDevice(platform.store, device),
      // the router follows the browser's history (popstate)
      goBack: () => win.history.back(),
      // never the message itself: it may hold ids or tokens
      logRefused: (_, { reason, messageType }) =>
        console.warn(`[bridge] ignored a ${reason} message from the host${messageType ? ` (${messageType})` : ''}`),
      logNoBridge: () => console.warn('[bridge] launched as a web view, but no native bridge appeared'),
      logNoDeviceInfo: () => console.warn('[bridge] the host sent no DEVICE_INFO: the generated device id stays'),
    },
  });
}
