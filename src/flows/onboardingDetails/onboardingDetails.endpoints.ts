import * as paths from '../../api/contract/paths';
import { onboardingListSchema, type KycState } from '../../api/contract/teams';
import type { Gateway } from '../../api/gateway';

/** Issue 16 part 9: the onboarding details table's call. */
export function onboardingDetailsEndpoints(gateway: Gateway) {
  return {
    list: (request: { kycState: KycState | null }, signal?: AbortSignal) =>
      gateway.call(paths.onboardingList, { body: request, schema: onboardingListSchema, signal }),
  };
}
