import { activationDataSchema } from '../../api/contract/account';
import * as paths from '../../api/contract/paths';
import type { Gateway } from '../../api/gateway';

export function otpVerificationEndpoints(gateway: Gateway) {
  return {
    activation: (input: { requestId: string; otp: string }, signal?: AbortSignal) =>
      gateway.call(paths.activation, { body: input, schema: activationDataSchema, signal }),
  };
}
