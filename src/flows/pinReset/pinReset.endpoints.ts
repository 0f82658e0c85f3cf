import { confirmPinResetDataSchema, pinResetDeliveryDataSchema } from '../../api/contract/account';
import type { UserCategory } from '../../api/contract/categories';
import * as paths from '../../api/contract/paths';
import type { Gateway } from '../../api/gateway';

export function pinResetEndpoints(gateway: Gateway) {
  return {
    forgotPin: (input: { userName: string; category: UserCategory }, signal?: AbortSignal) =>
      gateway.call(paths.forgotPin, { body: input, schema: pinResetDeliveryDataSchema, signal }),
    requestPinReset: (signal?: AbortSignal) =>
      gateway.call(paths.requestPinReset, { body: {}, schema: pinResetDeliveryDataSchema, signal }),
    confirmPinReset: (
      input: { requestId: string; otp: string; newPin: string; confirmPin: string },
      signal?: AbortSignal,
    ) => gateway.call(paths.confirmPinReset, { body: input, schema: confirmPinResetDataSchema, signal }),
  };
}
