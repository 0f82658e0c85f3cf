import { fromPromise } from 'xstate';
import { configurationMachine } from '../../machines/configuration.machine';
import { quietWhenAborted } from './call';
import type { AppServices } from './services';

/** The signed-in shell's menu (seed 001 §2.4, §7 layout/getMenu), parsed at the edge by the gateway. */
export function menuLogic(services: AppServices) {
  return configurationMachine.provide({
    actors: {
      loadConfiguration: fromPromise<unknown, void>(quietWhenAborted(({ signal }) => services.api.getMenu(signal))),
    },
  });
}
