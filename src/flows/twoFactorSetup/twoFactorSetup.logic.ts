import { fromPromise } from 'xstate';
import { twoFactorSetupMachine } from '../../../machines/twoFactorSetup.machine';
import { createSharedEndpoints } from '../../api/endpoints';
import { quietWhenAborted } from '../../platform/call';
import type { Platform } from '../../platform/platform';
import { twoFactorSetupEndpoints } from './twoFactorSetup.endpoints';

/** requirements#two-factor-setup: a secret to scan, a code to prove it, recovery codes shown once. */
export function twoFactorSetupLogic(platform: Platform) {
  const api = { ...twoFactorSetupEndpoints(platform.gateway), ...createSharedEndpoints(platform.gateway) };
  return twoFactorSetupMachine.provide({
    actors: {
      loadStatus: fromPromise(
        quietWhenAborted(async ({ signal }) => {
          const a = await api.getUserAccount(signal);
          return { enabled: a.twoFactorEnabled, recoveryCodesLeft: a.recoveryCodesLeft };
        }),
      ),
      generateSecret: fromPromise(
        quietWhenAborted(async ({ signal }) => {
          const g = await api.generate2FA(signal);
          return { secret: g.secret, otpauthUri: g.otpauthUri };
        }),
      ),
      enable: fromPromise(
        quietWhenAborted(async ({ input, signal }) => {
          const r = await api.enableDisable2FA({ action: 'enable', token: input.code }, signal);
          return { recoveryCodes: r.recoveryCodes };
        }),
      ),
      disable: fromPromise(
        quietWhenAborted(({ input, signal }) =>
          api.enableDisable2FA(
            'code' in input
              ? { action: 'disable', token: input.code }
              : { action: 'disable', recoveryCode: input.recoveryCode },
            signal,
          ),
        ),
      ),
    },
  });
}
