import {
  type AdapterUpdateProfileRequest,
  profileTemplateDataSchema,
  updateProfileDataSchema,
  type UpdateProfileRequest,
} from '../../api/contract/account';
import * as paths from '../../api/contract/paths';
import type { Gateway } from '../../api/gateway';

export function profileEndpoints(gateway: Gateway) {
  return {
    profileTemplate: (id: number, signal?: AbortSignal) =>
      gateway.call(paths.profileTemplate(id), { method: 'GET', schema: profileTemplateDataSchema, signal }),
    updateProfile: (input: UpdateProfileRequest, signal?: AbortSignal) =>
      gateway.call(paths.updateProfile, { body: input, schema: updateProfileDataSchema, signal }),
    /** requirements#profile: the adapter half, the wallet holder's details */
    updateWalletProfile: (input: AdapterUpdateProfileRequest, signal?: AbortSignal) =>
      gateway.call(paths.adapterUpdateProfile, { body: input, schema: updateProfileDataSchema, signal }),
  };
}
