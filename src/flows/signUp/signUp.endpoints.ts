import { isUserExistDataSchema, registrationDataSchema, type RegistrationRequest } from '../../api/contract/account';
import type { UserCategory } from '../../api/contract/categories';
import * as paths from '../../api/contract/paths';
import type { Gateway } from '../../api/gateway';

export function signUpEndpoints(gateway: Gateway) {
  return {
    isUserExist: (input: { userName: string; category: UserCategory }, signal?: AbortSignal) =>
      gateway.call(paths.isUserExist, { body: input, schema: isUserExistDataSchema, signal }),
    registration: (input: RegistrationRequest, signal?: AbortSignal) =>
      gateway.call(paths.registration, { body: input, schema: registrationDataSchema, signal }),
  };
}
