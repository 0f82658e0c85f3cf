import { fromPromise } from 'xstate';
import {
  onboardingDetailsMachine,
  type KycFilter,
  type OnboardedRow,
} from '../../../machines/onboardingDetails.machine';
import { quietWhenAborted } from '../../platform/call';
import type { Platform } from '../../platform/platform';
import { onboardingDetailsEndpoints } from './onboardingDetails.endpoints';

/** Issue 16 part 9: the onboarding details table, loaded for the chosen KYC state. */
export function onboardingDetailsLogic(platform: Platform) {
  const api = onboardingDetailsEndpoints(platform.gateway);
  return onboardingDetailsMachine.provide({
    actors: {
      loadOnboarded: fromPromise<readonly OnboardedRow[], { kycState: KycFilter }>(
        quietWhenAborted(async ({ input, signal }) => (await api.list({ kycState: input.kycState }, signal)).users),
      ),
    },
  });
}
