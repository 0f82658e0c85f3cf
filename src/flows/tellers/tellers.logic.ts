import { fromPromise } from 'xstate';
import {
  tellersMachine,
  type TeamMemberRow,
  type TellerChange,
  type TellerForm,
} from '../../../machines/tellers.machine';
import { quietWhenAborted } from '../../platform/call';
import type { Platform } from '../../platform/platform';
import { tellersEndpoints } from './tellers.endpoints';

/** Issue 16 part 9: the manage-tellers screen. Writes are not cancelled by leaving the page. */
export function tellersLogic(platform: Platform) {
  const api = tellersEndpoints(platform.gateway);
  return tellersMachine.provide({
    actors: {
      loadTeam: fromPromise<readonly TeamMemberRow[], void>(
        quietWhenAborted(async ({ signal }) => (await api.list(signal)).members),
      ),
      createTeller: fromPromise<TeamMemberRow, TellerForm>(
        async ({ input }) =>
          (await api.create({ ...input, branchId: input.branchId === '' ? null : input.branchId })).member,
      ),
      changeTeller: fromPromise<TeamMemberRow | null, TellerChange>(async ({ input }) => {
        if (input.action === 'reset') {
          await api.resetPassword({ id: input.id });
          return null;
        }
        if (input.action === 'limit')
          return (await api.setLimit({ id: input.id, dailyLimit: input.dailyLimit })).member;
        return (await api.setStatus({ id: input.id, enabled: input.action === 'enable' })).member;
      }),
    },
  });
}
