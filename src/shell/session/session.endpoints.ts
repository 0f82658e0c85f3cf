import * as paths from '../../api/contract/paths';
import type { Gateway } from '../../api/gateway';

export function sessionEndpoints(gateway: Gateway) {
  return {
    /** the body carries userIdentifier and logoutFromAllDevice (default 0) */
    logout: (input: { userIdentifier: string; allDevices: boolean }, signal?: AbortSignal) =>
      gateway.call(paths.logout, {
        body: { userIdentifier: input.userIdentifier, logoutFromAllDevice: input.allDevices ? 1 : 0 },
        reportSessionEnd: false,
        signal,
      }),
  };
}
