import type { Hono } from 'hono';
import { deviceDetailsSchema } from '../../src/api/contract/devices';
import * as paths from '../../src/api/contract/paths';
import type { Deps } from '../deps';
import { requireAccessToken, requireUserSession } from '../http/auth';
import { readJson } from '../http/body';
import { reply } from '../http/envelope';
import { addDevice, changeDevice } from './devices';

/** spec 000 §7 adapter/v1/adddevicedetails and updatedevicedetails: the signed-in user's own devices. */
export function deviceRoutes(api: Hono, deps: Deps): void {
  const signedIn = [requireAccessToken(deps), requireUserSession(deps)] as const;

  api.post(`/${paths.addDeviceDetails}`, ...signedIn, async (c) => {
    const details = await readJson(c, deviceDetailsSchema);
    return reply(c, await addDevice(deps, c.get('user').user.id, details));
  });

  api.post(`/${paths.updateDeviceDetails}`, ...signedIn, async (c) => {
    const details = await readJson(c, deviceDetailsSchema);
    return reply(c, await changeDevice(deps, c.get('user').user.id, details));
  });
}
