import { fromPromise } from 'xstate';
import type { DeviceDetails } from '../../api/contract/devices';
import { ErrCode } from '../../api/contract/errCodes';
import { ApiFailure } from '../../api/failure';
import { APP_VERSION, storedDeviceIds } from '../../platform/device';
import type { Platform } from '../../platform/platform';
import { readJson, storageKeys, type KeyValueStore } from '../../platform/storage';
import { deviceDetailsEndpoints } from './deviceDetails.endpoints';

type NavigatorWithHints = Navigator & {
  userAgentData?: { platform?: string; brands?: ReadonlyArray<{ brand: string; version: string }> };
};

const clean = (text: string) =>
  text
    .replace(/[\p{Cc}<>]/gu, '')
    .trim()
    .slice(0, 120) || 'unknown';

/** The browser's name and major version, from the client hints where there are some, else the user agent. */
export function browserName(nav: NavigatorWithHints | undefined): string {
  const brand = nav?.userAgentData?.brands?.find((b) => !/not.?a.?brand|chromium/i.test(b.brand));
  if (brand) return clean(`${brand.brand} ${brand.version}`);
  const ua = nav?.userAgent ?? '';
  const match = /(Edg|OPR|Firefox|Chrome|Version)\/(\d+)/.exec(ua);
  if (!match) return 'unknown';
  const name = { Edg: 'Edge', OPR: 'Opera', Version: 'Safari' }[match[1] as string] ?? match[1]!;
  return clean(`${name} ${match[2]}`);
}

/** requirements#device-details: what is sent about this device (ids from storage, requirements#request-device-fields). */
export function currentDeviceDetails(
  store: KeyValueStore,
  nav: NavigatorWithHints | undefined = globalThis.navigator,
): DeviceDetails {
  return {
    ...storedDeviceIds(store),
    channel: 'WEB',
    browser: browserName(nav),
    os: clean(nav?.userAgentData?.platform ?? nav?.platform ?? 'unknown'),
    appVersion: APP_VERSION,
  };
}

const isRecord = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The shell's after-sign-in effect (requirements#device-details): a device this user has not
 * signed in on before is added; one whose details changed since they were last sent is updated;
 * otherwise nothing is sent. Storage remembers what was sent, per user and device. It never
 * rejects: a failure here costs the user nothing (the call's failure reaches the error log).
 */
export function syncDeviceDetails(platform: { store: KeyValueStore; gateway: Platform['gateway'] }) {
  const api = deviceDetailsEndpoints(platform.gateway);
  return fromPromise<void, { userIdentifier: string }>(async ({ input, signal }) => {
    const { store } = platform;
    try {
      const details = currentDeviceDetails(store);
      const key = `${input.userIdentifier}|${details.deviceUniqueId}`;
      const fingerprint = JSON.stringify(details);
      const sent = readJson(store, storageKeys.deviceDetailsSent, isRecord) ?? {};
      if (sent[key] === fingerprint) return;
      if (sent[key] === undefined) {
        const { created } = await api.add(details, signal);
        // known to the server already (storage was cleared): its details may be old
        if (!created) await api.update(details, signal);
      } else {
        try {
          await api.update(details, signal);
        } catch (error) {
          if (!(error instanceof ApiFailure && error.errCode === ErrCode.deviceUnknown)) throw error;
          await api.add(details, signal);
        }
      }
      store.set(storageKeys.deviceDetailsSent, JSON.stringify({ ...sent, [key]: fingerprint }));
    } catch {
      // tried again at the next sign-in
    }
  });
}
