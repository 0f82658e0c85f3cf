import { enableDisable2FADataSchema, generate2FADataSchema } from '../../api/contract/account';
import * as paths from '../../api/contract/paths';
import type { Gateway } from '../../api/gateway';

export function twoFactorSetupEndpoints(gateway: Gateway) {
  return {
    generate2FA: (signal?: AbortSignal) =>
      gateway.call(paths.generate2FA, { body: {}, schema: generate2FADataSchema, signal }),
    /** the same call turns two-factor on (with a code) or off (with a code or a recovery code) */
    enableDisable2FA: (
      input: { action: 'enable'; token: string } | { action: 'disable'; token?: string; recoveryCode?: string },
      signal?: AbortSignal,
    ) => gateway.call(paths.enableDisable2FA, { body: input, schema: enableDisable2FADataSchema, signal }),
  };
}
