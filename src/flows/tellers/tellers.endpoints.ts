import * as paths from '../../api/contract/paths';
import { teamListSchema, teamMemberAnswerSchema } from '../../api/contract/teams';
import type { Gateway } from '../../api/gateway';
import * as v from 'valibot';

const resetAnswerSchema = v.object({ sentTo: v.string(), linkValidityMinutes: v.number() });

/** Issue 16 part 9: the manage-tellers screen's calls (getchilduserinfo's team calls). */
export function tellersEndpoints(gateway: Gateway) {
  return {
    list: (signal?: AbortSignal) => gateway.call(paths.teamList, { body: {}, schema: teamListSchema, signal }),
    create: (body: { name: string; mobile: string; login: string; branchId: string | null; dailyLimit: string }) =>
      gateway.call(paths.teamCreateTeller, { body, schema: teamMemberAnswerSchema }),
    setStatus: (body: { id: string; enabled: boolean }) =>
      gateway.call(paths.teamSetStatus, { body, schema: teamMemberAnswerSchema }),
    setLimit: (body: { id: string; dailyLimit: string }) =>
      gateway.call(paths.teamSetLimit, { body, schema: teamMemberAnswerSchema }),
    resetPassword: (body: { id: string }) => gateway.call(paths.teamResetPassword, { body, schema: resetAnswerSchema }),
  };
}
