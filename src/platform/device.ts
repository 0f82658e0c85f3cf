import type { KeyValueStore } from './storage';
import { storageKeys } from './storage';

export const APP_VERSION = 'v 1.0.1';

export interface DeviceInfo {
  deviceId: string;
  /** the native host's id of the device (DEVICE_INFO), absent in a browser */
  deviceUniqueId?: string;
  channel: 'WEB';
  appVersion: string;
  platform: string;
  webView: boolean;
  language: string;
}

/** The generated device id `u` (requirements#storage-keys), created once per browser. */
export function deviceId(store: KeyValueStore): string {
  const existing = store.get(storageKeys.deviceId);
  if (existing) return existing;
  const id = crypto.randomUUID();
  store.set(storageKeys.deviceId, id);
  return id;
}

/**
 * requirements#request-device-fields: the ids taken from storage. A native host's DEVICE_INFO
 * stores its unique id and push token; in a browser the unique id is the generated id and there
 * is no push token.
 */
export function storedDeviceIds(store: KeyValueStore): { deviceId: string; deviceUniqueId: string; fcmToken: string } {
  const id = deviceId(store);
  return {
    deviceId: id,
    deviceUniqueId: store.get(storageKeys.deviceUniqueId) || id,
    fcmToken: store.get(storageKeys.fcmToken) ?? '',
  };
}

export function deviceInfo(
  store: KeyValueStore,
  webView: boolean,
  nav: Navigator | undefined = globalThis.navigator,
): DeviceInfo {
  const platform =
    (nav as (Navigator & { userAgentData?: { platform?: string } }) | undefined)?.userAgentData?.platform ??
    nav?.platform ??
    'unknown';
  const uniqueId = store.get(storageKeys.deviceUniqueId);
  return {
    deviceId: deviceId(store),
    ...(uniqueId ? { deviceUniqueId: uniqueId } : {}),
    channel: 'WEB',
    appVersion: APP_VERSION,
    platform,
    webView,
    language: nav?.language ?? 'en',
  };
}

/**
 * What requests' device fields are filled from (requirements#request-device-fields): the generated
 * id, or the native host's, with the host's unique id and push token when it gave them.
 */
export function requestDeviceFields(store: KeyValueStore): {
  deviceId: string;
  deviceUniqueId: string;
  fcmToken: string;
} {
  return {
    deviceId: deviceId(store),
    deviceUniqueId: store.get(storageKeys.deviceUniqueId) ?? '',
    fcmToken: store.get(storageKeys.fcmToken) ?? '',
  };
}

/** The native host's ids (DEVICE_INFO) replace the generated ones. */
export function storeHostDevice(
  store: KeyValueStore,
  device: { deviceId: string; deviceUniqueId: string; fcmToken: string },
): void {
  store.set(storageKeys.deviceId, device.deviceId);
  store.set(storageKeys.deviceUniqueId, device.deviceUniqueId);
  if (device.fcmToken === '') store.remove(storageKeys.fcmToken);
  else store.set(storageKeys.fcmToken, device.fcmToken);
}

/** base64url of the JSON, so any platform string is a valid header value. */
export function encodeDeviceInfo(info: DeviceInfo): string {
  const bytes = new TextEncoder().encode(JSON.stringify(info));
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
