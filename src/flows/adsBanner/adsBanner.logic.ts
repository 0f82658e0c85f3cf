import { fromPromise } from 'xstate';
import { adsBannerMachine } from '../../../machines/adsBanner.machine';
import { categoryFromCode } from '../../api/contract/categories';
import { quietWhenAborted } from '../../platform/call';
import { toUserCategory, type Platform } from '../../platform/platform';
import { adsBannerEndpoints } from './adsBanner.endpoints';

export function adsBannerLogic(platform: Platform) {
  const api = adsBannerEndpoints(platform.gateway);
  return adsBannerMachine.provide({
    actors: {
      fetchBanners: fromPromise(
        quietWhenAborted(({ input, signal }) =>
          api.getBanners(toUserCategory(platform, categoryFromCode(input.userType)), signal),
        ),
      ),
    },
  });
}
