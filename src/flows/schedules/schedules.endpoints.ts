import * as paths from '../../api/contract/paths';
import { scheduleAnswerSchema, scheduleListSchema, type CreateScheduleRequest } from '../../api/contract/schedules';
import type { Gateway } from '../../api/gateway';

/** Issue 16: the scheduled payments screens' calls. */
export function schedulesEndpoints(gateway: Gateway) {
  return {
    create: (request: CreateScheduleRequest, signal?: AbortSignal) =>
      gateway.call(paths.scheduleCreate, { body: request, schema: scheduleAnswerSchema, signal }),
    list: (signal?: AbortSignal) => gateway.call(paths.scheduleList, { body: {}, schema: scheduleListSchema, signal }),
    setPaused: (request: { id: string; paused: boolean }, signal?: AbortSignal) =>
      gateway.call(paths.scheduleSetPaused, { body: request, schema: scheduleAnswerSchema, signal }),
    /** `pin` as the site's maskRequestParam wants it: masked when named there */
    cancel: (request: { id: string; pin: string }, signal?: AbortSignal) =>
      gateway.call(paths.scheduleCancel, { body: request, schema: scheduleAnswerSchema, signal }),
  };
}
