import { changePinDataSchema } from '../../api/contract/account';
import * as paths from '../../api/contract/paths';
import type { Gateway } from '../../api/gateway';

export function changePinEndpoints(gateway: Gateway) {
  return {
    changePin: (input: { oldPin: string; newPin: string; confirmPin: string }, signal?: AbortSignal) =>
      gateway.call(paths.changePin, { body: input, schema: changePinDataSchema, signal }),
  };
}
