import { fromPromise } from 'xstate';
import { changePinMachine } from '../../../machines/changePin.machine';
import { quietWhenAborted } from '../../platform/call';
import type { Platform } from '../../platform/platform';
import { changePinEndpoints } from './changePin.endpoints';

/** requirements#change-pin: the current PIN, a new one and its confirmation. */
export function changePinLogic(platform: Platform) {
  const api = changePinEndpoints(platform.gateway);
  return changePinMachine.provide({
    actors: { changePin: fromPromise(quietWhenAborted(({ input, signal }) => api.changePin(input, signal))) },
  });
}
