import { myQrCodeSchema } from '../../api/contract/myQrCode';
import * as paths from '../../api/contract/paths';
import type { Gateway } from '../../api/gateway';

/** requirements#qr-code: the signed-in user's signed QR payload. */
export function myQrCodeEndpoints(gateway: Gateway) {
  return {
    generateQrCode: (signal?: AbortSignal) =>
      gateway.call(paths.generateQrCode, { method: 'GET', schema: myQrCodeSchema, signal }),
  };
}
