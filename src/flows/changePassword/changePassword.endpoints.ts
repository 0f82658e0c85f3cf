import { changePasswordDataSchema, endOtherSessionsDataSchema } from '../../api/contract/account';
import * as paths from '../../api/contract/paths';
import type { Gateway } from '../../api/gateway';

export function changePasswordEndpoints(gateway: Gateway) {
  return {
    changePassword: (
      input: { oldPassword: string; newPassword: string; confirmPassword: string },
      signal?: AbortSignal,
    ) => gateway.call(paths.changePassword, { body: input, schema: changePasswordDataSchema, signal }),
    endOtherSessions: (signal?: AbortSignal) =>
      gateway.call(paths.endOtherSessions, { body: {}, schema: endOtherSessionsDataSchema, signal }),
  };
}
