import { fromPromise } from 'xstate';
import { landingMachine, type LandingBlockItem } from '../../../machines/landing.machine';
import { quietWhenAborted } from '../../platform/call';
import type { Platform } from '../../platform/platform';
import { landingEndpoints } from './landing.endpoints';

/** requirements#landing: the landing page's blocks, fetched for each visit (leaving cancels the call). */
export function landingLogic(platform: Platform) {
  const api = landingEndpoints(platform.gateway);
  return landingMachine.provide({
    actors: {
      loadBlocks: fromPromise<readonly LandingBlockItem[], void>(
        quietWhenAborted(({ signal }) => api.getBlocks(signal)),
      ),
    },
  });
}
