import { deviceDetailsAnswerSchema, type DeviceDetails } from '../../api/contract/devices';
import * as paths from '../../api/contract/paths';
import type { Gateway } from '../../api/gateway';

/** requirements#device-details: the signed-in user's device, added once, then updated when it changes. */
export function deviceDetailsEndpoints(gateway: Gateway) {
  return {
    add: (details: DeviceDetails, signal?: AbortSignal) =>
      gateway.call(paths.addDeviceDetails, { body: details, schema: deviceDetailsAnswerSchema, signal }),
    update: (details: DeviceDetails, signal?: AbortSignal) =>
      gateway.call(paths.updateDeviceDetails, { body: details, schema: deviceDetailsAnswerSchema, signal }),
  };
}
