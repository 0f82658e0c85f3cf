import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { BridgeContext, BridgeDeviceInfo, BridgeInput } from '../webviewBridge.machine';

export const sampleHostDevice: BridgeDeviceInfo = {
  deviceId: 'host-device-1',
  deviceUniqueId: 'host-unique-1',
  fcmToken: 'push-token-1',
};

/** a React Native host whose bridge is there at once, a page launched as a web view, a browser tab */
export const webviewBridgeInputs: BridgeInput[] = [
  { bridge: 'rn', launchedEmbedded: false },
  { bridge: null, launchedEmbedded: true },
  { bridge: null, launchedEmbedded: false },
];

export const webviewBridgeEvents: EventObject[] = [
  { type: 'bridge.found', host: 'ios' } as EventObject,
  { type: 'portal.post', message: { type: 'SESSION_END', reason: 'expired', code: 401 } } as EventObject,
  { type: 'host.deviceInfo', device: sampleHostDevice } as EventObject,
  { type: 'host.back' },
  { type: 'host.refused', reason: 'malformed', messageType: 'DEVICE_INFO' } as EventObject,
  { type: 'xstate.after.bridgeWait.webviewBridge.waitingForBridge' },
  { type: 'xstate.after.deviceInfoWait.webviewBridge.native.awaitingDeviceInfo' },
];

/** a refusal counts and a queued post grows the queue: once each shows what they do */
export function webviewBridgeFilter(snapshot: AnyMachineSnapshot, event: EventObject): boolean {
  const context = snapshot.context as BridgeContext;
  if (event.type === 'host.refused') return context.refused === 0;
  if (event.type === 'portal.post') return context.pending.length === 0;
  return true;
}
