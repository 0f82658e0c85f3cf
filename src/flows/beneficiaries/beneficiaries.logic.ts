import { fromPromise } from 'xstate';
import { beneficiariesMachine, type SavedRecipient } from '../../../machines/beneficiaries.machine';
import { goneOn404 } from '../../api/failure';
import { quietWhenAborted } from '../../platform/call';
import { pinMasker } from '../../platform/maskedPin';
import type { Platform } from '../../platform/platform';
import { beneficiariesEndpoints } from './beneficiaries.endpoints';

/**
 * requirements#beneficiaries: the saved recipients screen. The PIN that confirms a deletion is
 * masked like a payment's (requirements#request-masking) when the site names `pin` among its
 * masked fields. A deletion is a write: leaving the page does not cancel it. The server's 404 for a
 * rename or a deletion is a recipient already gone (the chart's notFound branch), not a generic failure.
 */
export function beneficiariesLogic(platform: Platform) {
  const api = beneficiariesEndpoints(platform.gateway);
  const protect = pinMasker(platform);
  return beneficiariesMachine.provide({
    actors: {
      loadBeneficiaries: fromPromise<readonly SavedRecipient[], void>(
        quietWhenAborted(async ({ signal }) => (await api.list(signal)).beneficiaries),
      ),
      renameBeneficiary: fromPromise<SavedRecipient, { id: string; nickname: string }>(
        async ({ input }) => (await goneOn404(api.rename(input))).beneficiary,
      ),
      deleteBeneficiary: fromPromise<unknown, { id: string; pin: string }>(async ({ input }) =>
        goneOn404(api.remove({ id: input.id, pin: await protect(input.pin) })),
      ),
    },
  });
}
