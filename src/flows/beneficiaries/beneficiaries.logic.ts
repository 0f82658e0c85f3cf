import { fromPromise } from 'xstate';
import { beneficiariesMachine, type SavedRecipient } from '../../../machines/beneficiaries.machine';
import { importMaskKey, maskValue } from '../../api/contract/requestSecurity';
import { quietWhenAborted } from '../../platform/call';
import type { Platform } from '../../platform/platform';
import { beneficiariesEndpoints } from './beneficiaries.endpoints';

/**
 * requirements#beneficiaries: the saved recipients screen. The PIN that confirms a deletion is
 * masked like a payment's (requirements#request-masking) when the site names `pin` among its
 * masked fields. A deletion is a write: leaving the page does not cancel it.
 */
export function beneficiariesLogic(platform: Platform) {
  const api = beneficiariesEndpoints(platform.gateway);
  let key: Promise<CryptoKey> | null = null;
  const protect = async (pin: string) => {
    const masked = platform.siteSettings.get()?.bffConfigModule.maskRequestParam ?? [];
    if (!masked.includes('pin')) return pin;
    const configured = platform.gateway.config?.maskKey;
    if (!configured) throw new Error('maskRequestParam names the PIN but the runtime configuration has no maskKey');
    key ??= importMaskKey(configured);
    return maskValue(await key, pin);
  };
  return beneficiariesMachine.provide({
    actors: {
      loadBeneficiaries: fromPromise<readonly SavedRecipient[], void>(
        quietWhenAborted(async ({ signal }) => (await api.list(signal)).beneficiaries),
      ),
      renameBeneficiary: fromPromise<SavedRecipient, { id: string; nickname: string }>(
        async ({ input }) => (await api.rename(input)).beneficiary,
      ),
      deleteBeneficiary: fromPromise<unknown, { id: string; pin: string }>(async ({ input }) =>
        api.remove({ id: input.id, pin: await protect(input.pin) }),
      ),
    },
  });
}
