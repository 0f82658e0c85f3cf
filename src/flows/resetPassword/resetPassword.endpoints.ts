import { forgotPasswordConfirmationDataSchema, resetPasswordDataSchema } from '../../api/contract/account';
import * as paths from '../../api/contract/paths';
import type { Gateway } from '../../api/gateway';

export function resetPasswordEndpoints(gateway: Gateway) {
  return {
    forgotPasswordConfirmation: (linkData: string, signal?: AbortSignal) =>
      gateway.call(paths.forgotPasswordConfirmation(linkData), {
        body: {},
        schema: forgotPasswordConfirmationDataSchema,
        signal,
      }),
    resetPassword: (input: { linkData: string; newPassword: string; confirmPassword: string }, signal?: AbortSignal) =>
      gateway.call(paths.resetPassword, { body: input, schema: resetPasswordDataSchema, signal }),
  };
}
