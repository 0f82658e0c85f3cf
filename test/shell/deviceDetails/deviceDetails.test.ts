import { createActor, toPromise } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { ErrCode } from '../../../src/api/contract/errCodes';
import * as paths from '../../../src/api/contract/paths';
import { ApiFailure } from '../../../src/api/failure';
import type { Gateway } from '../../../src/api/gateway';
import { browserName, syncDeviceDetails } from '../../../src/shell/deviceDetails/deviceDetails.logic';
import { storageKeys, type KeyValueStore, type StorageKey } from '../../../src/platform/storage';

function memoryStore(initial: Partial<Record<StorageKey, string>> = {}): KeyValueStore {
  const data = new Map<string, string>(Object.entries(initial));
  return {
    get: (k) => data.get(k) ?? null,
    set: (k, value) => void data.set(k, value),
    remove: (k) => void data.delete(k),
  };
}

function fakeGateway(answer: (path: string) => unknown) {
  const calls: Array<{ path: string; body: Record<string, unknown> }> = [];
  const gateway = {
    call: vi.fn(async (path: string, options: { body: Record<string, unknown> }) => {
      calls.push({ path, body: options.body });
      const result = answer(path);
      if (result instanceof Error) throw result;
      return result;
    }),
  } as unknown as Gateway;
  return { gateway, calls };
}

const run = (store: KeyValueStore, gateway: Gateway, userIdentifier = '1000000001') =>
  toPromise(createActor(syncDeviceDetails({ store, gateway }), { input: { userIdentifier } }).start());

describe('device details after sign-in (requirements#device-details)', () => {
  it('adds the device at its first sign-in, with the ids from storage, then sends nothing while unchanged', async () => {
    const store = memoryStore({
      [storageKeys.deviceId]: 'gen-1',
      [storageKeys.deviceUniqueId]: 'native-7',
      [storageKeys.fcmToken]: 'push-1',
    });
    const { gateway, calls } = fakeGateway(() => ({ created: true }));
    await run(store, gateway);
    expect(calls.map((c) => c.path)).toEqual([paths.addDeviceDetails]);
    expect(calls[0]?.body).toMatchObject({
      deviceId: 'gen-1',
      deviceUniqueId: 'native-7',
      fcmToken: 'push-1',
      channel: 'WEB',
    });
    await run(store, gateway);
    expect(calls).toHaveLength(1);
  });

  it('updates the device when its details changed (a new push token)', async () => {
    const store = memoryStore({ [storageKeys.deviceId]: 'gen-1' });
    const { gateway, calls } = fakeGateway(() => ({ created: true }));
    await run(store, gateway);
    store.set(storageKeys.fcmToken, 'push-2');
    await run(store, gateway);
    expect(calls.map((c) => c.path)).toEqual([paths.addDeviceDetails, paths.updateDeviceDetails]);
    expect(calls[1]?.body).toMatchObject({ deviceUniqueId: 'gen-1', fcmToken: 'push-2' });
  });

  it('adds the device again for another user on the same browser', async () => {
    const store = memoryStore({ [storageKeys.deviceId]: 'gen-1' });
    const { gateway, calls } = fakeGateway(() => ({ created: true }));
    await run(store, gateway, '1000000001');
    await run(store, gateway, '1000000003');
    expect(calls.map((c) => c.path)).toEqual([paths.addDeviceDetails, paths.addDeviceDetails]);
  });

  it('updates a device the server knew already when storage forgot it', async () => {
    const { gateway, calls } = fakeGateway(() => ({ created: false }));
    await run(memoryStore({ [storageKeys.deviceId]: 'gen-1' }), gateway);
    expect(calls.map((c) => c.path)).toEqual([paths.addDeviceDetails, paths.updateDeviceDetails]);
  });

  it('adds a device the server does not know when an update is refused, and never rejects', async () => {
    const store = memoryStore({ [storageKeys.deviceId]: 'gen-1' });
    const first = fakeGateway(() => ({ created: true }));
    await run(store, first.gateway);
    store.set(storageKeys.fcmToken, 'push-3');
    const unknown = new ApiFailure({ responseCode: 1, errCode: ErrCode.deviceUnknown, message: 'not registered' });
    const second = fakeGateway((path) => (path === paths.updateDeviceDetails ? unknown : { created: true }));
    await run(store, second.gateway);
    expect(second.calls.map((c) => c.path)).toEqual([paths.updateDeviceDetails, paths.addDeviceDetails]);
    const down = fakeGateway(
      () => new ApiFailure({ responseCode: 500, errCode: 500, message: 'x', reason: 'network' }),
    );
    store.set(storageKeys.fcmToken, 'push-4');
    await expect(run(store, down.gateway)).resolves.toBeUndefined();
  });

  it('names the browser from client hints or the user agent', () => {
    expect(
      browserName({
        userAgentData: {
          brands: [
            { brand: 'Not.A/Brand', version: '99' },
            { brand: 'Chromium', version: '140' },
            { brand: 'Google Chrome', version: '140' },
          ],
        },
      } as never),
    ).toBe('Google Chrome 140');
    expect(
      browserName({ userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0' } as never),
    ).toBe('Firefox 140');
    expect(browserName(undefined)).toBe('unknown');
  });
});
