import { forgotPasswordDataSchema } from '../../api/contract/account';
import type { UserCategory } from '../../api/contract/categories';
import * as paths from '../../api/contract/paths';
import type { Gateway } from '../../api/gateway';

export function forgotPasswordEndpoints(gateway: Gateway) {
  return {
    forgotPassword: (input: { userName: string; category: UserCategory }, signal?: AbortSignal) =>
      gateway.call(paths.forgotPassword, { body: input, schema: forgotPasswordDataSchema, signal }),
  };
}
