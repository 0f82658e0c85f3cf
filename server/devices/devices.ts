import { MAX_DEVICES_PER_USER, type DeviceDetails } from '../../src/api/contract/devices';
import { ErrCode } from '../../src/api/contract/errCodes';
import { findUserByLogin } from '../account/users';
import type { Deps } from '../deps';
import { Refusal } from '../http/envelope';
import {
  countDevices,
  insertDevice,
  selectDevice,
  selectDevices,
  updateDevice,
  type DeviceRecord,
} from './devices.repository';

export type { DeviceRecord } from './devices.repository';

export interface DeviceAnswer {
  device: DeviceRecord;
  created: boolean;
}

const complete = (details: DeviceDetails): Required<DeviceDetails> => ({
  ...details,
  fcmToken: details.fcmToken ?? '',
  channel: details.channel ?? 'WEB',
});

/**
 * requirements#device-details: a device's first sign-in for this user adds it; adding one the user
 * already has answers it as stored (created: false), so a retried call is harmless.
 */
export async function addDevice(deps: Deps, userId: string, details: DeviceDetails): Promise<DeviceAnswer | Refusal> {
  return deps.db.transaction(async (tx) => {
    const existing = await selectDevice(tx, userId, details.deviceUniqueId);
    if (existing) return { device: existing, created: false };
    if ((await countDevices(tx, userId)) >= MAX_DEVICES_PER_USER)
      return new Refusal(ErrCode.tooManyDevices, `At most ${MAX_DEVICES_PER_USER} devices can be registered.`);
    const device = await insertDevice(tx, userId, complete(details), new Date(deps.now()));
    // a concurrent add of the same device won the race: answer what it stored
    if (!device) return { device: (await selectDevice(tx, userId, details.deviceUniqueId))!, created: false };
    return { device, created: true };
  });
}

/** requirements#device-details: changed details of one of the user's devices; another's is unknown. */
export async function changeDevice(
  deps: Deps,
  userId: string,
  details: DeviceDetails,
): Promise<DeviceAnswer | Refusal> {
  const device = await updateDevice(deps.db, userId, complete(details), new Date(deps.now()));
  if (!device) return new Refusal(ErrCode.deviceUnknown, 'This device is not registered.');
  return { device, created: false };
}

export function listDevices(deps: Deps, userId: string): Promise<DeviceRecord[]> {
  return selectDevices(deps.db, userId);
}

/** The sandbox's view: a user's devices by login; undefined when there is no such user. */
export async function devicesOfLogin(
  deps: Deps,
  login: string,
): Promise<{ login: string; userIdentifier: string; devices: DeviceRecord[] } | undefined> {
  const user = await findUserByLogin(deps.db, login);
  if (!user) return undefined;
  return { login: user.login, userIdentifier: user.userIdentifier, devices: await selectDevices(deps.db, user.id) };
}
