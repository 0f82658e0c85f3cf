import { fromPromise } from 'xstate';
import { changePasswordMachine } from '../../../machines/changePassword.machine';
import { quietWhenAborted } from '../../platform/call';
import type { Platform } from '../../platform/platform';
import { changePasswordEndpoints } from './changePassword.endpoints';

/** requirements#change-password: then, if the user wants, the other devices are signed out. */
export function changePasswordLogic(platform: Platform) {
  const api = changePasswordEndpoints(platform.gateway);
  return changePasswordMachine.provide({
    actors: {
      changePassword: fromPromise(quietWhenAborted(({ input, signal }) => api.changePassword(input, signal))),
      endOtherSessions: fromPromise(quietWhenAborted(({ signal }) => api.endOtherSessions(signal))),
    },
  });
}
