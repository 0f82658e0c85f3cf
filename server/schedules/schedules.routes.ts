import type { Hono } from 'hono';
import * as paths from '../../src/api/contract/paths';
import {
  cancelScheduleRequestSchema,
  createScheduleRequestSchema,
  pauseScheduleRequestSchema,
} from '../../src/api/contract/schedules';
import type { Deps } from '../deps';
import { requireAccessToken, requireUserSession } from '../http/auth';
import { readJson } from '../http/body';
import { ok } from '../http/envelope';
import { cancelWithPin, createSchedule, listSchedules, setPaused } from './schedules';

/** Issue 16: the scheduled payments screens' calls, each about the signed-in user's own schedules. */
export function scheduleRoutes(api: Hono, deps: Deps): void {
  const signedIn = [requireAccessToken(deps), requireUserSession(deps)] as const;

  api.post(`/${paths.scheduleCreate}`, ...signedIn, async (c) => {
    const request = await readJson(c, createScheduleRequestSchema);
    return ok(c, await createSchedule(deps, c.get('user').user, request));
  });

  api.post(`/${paths.scheduleList}`, ...signedIn, async (c) => {
    return ok(c, await listSchedules(deps, c.get('user').user.id));
  });

  api.post(`/${paths.scheduleSetPaused}`, ...signedIn, async (c) => {
    const request = await readJson(c, pauseScheduleRequestSchema);
    return ok(c, await setPaused(deps, c.get('user').user.id, request));
  });

  api.post(`/${paths.scheduleCancel}`, ...signedIn, async (c) => {
    const request = await readJson(c, cancelScheduleRequestSchema);
    return ok(c, await cancelWithPin(deps, c.get('user').user, request));
  });
}
