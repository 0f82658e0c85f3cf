import type { KeyValueStore } from './storage';
import { storageKeys } from './storage';

export const APP_VERSION = 'v 1.0.1';

export interface DeviceInfo {
  deviceId: string;
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

export function deviceInfo(
  store: KeyValueStore,
  webView: boolean,
  nav: Navigator | undefined = globalThis.navigator,
): DeviceInfo {
  const platform =
    (nav as (Navigator & { userAgentData?: { platform?: string } }) | undefined)?.userAgentData?.platform ??
    nav?.platform ??
    'unknown';
  return {
    deviceId: deviceId(store),
    channel: 'WEB',
    appVersion: APP_VERSION,
    platform,
    webView,
    language: nav?.language ?? 'en',
  };
}

/** base64url of the JSON, so any platform string is a valid header value. */
export function encodeDeviceInfo(info: DeviceInfo): string {
  const bytes = new TextEncoder().encode(JSON.stringify(info));
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
