import { paths } from '../../api/contract/paths';
import { balanceDataSchema } from '../../api/contract/schemas';
import type { Gateway } from '../../api/gateway';

export function balanceEndpoints(gateway: Gateway) {
  return {
    getBalance: (signal?: AbortSignal) =>
      gateway.call(paths.getBalance, { body: {}, schema: balanceDataSchema, signal }),
  };
}
