import { fromPromise } from 'xstate';
import {
  scheduleCreateMachine,
  type CreatedSchedule,
  type ScheduleDraft,
} from '../../../machines/scheduleCreate.machine';
import { schedulesMachine, type ScheduleRow } from '../../../machines/schedules.machine';
import { importMaskKey, maskValue } from '../../api/contract/requestSecurity';
import { i18n } from '../../i18n';
import type { Occurrence, Weekday } from '../../api/contract/schedules';
import { quietWhenAborted } from '../../platform/call';
import type { Platform } from '../../platform/platform';
import { schedulesEndpoints } from './schedules.endpoints';

/**
 * Issue 16: scheduled payments. The PIN that authorizes a schedule or confirms its cancellation
 * is masked like a payment's (requirements#request-masking) when the site names `pin` among its
 * masked fields. Creating and cancelling are writes: leaving the page does not cancel them.
 */
function pinProtector(platform: Platform) {
  let key: Promise<CryptoKey> | null = null;
  return async (pin: string) => {
    const masked = platform.siteSettings.get()?.bffConfigModule.maskRequestParam ?? [];
    if (!masked.includes('pin')) return pin;
    const configured = platform.gateway.config?.maskKey;
    if (!configured) throw new Error('maskRequestParam names the PIN but the runtime configuration has no maskKey');
    key ??= importMaskKey(configured);
    return maskValue(await key, pin);
  };
}

/** The draft's occurrence as the contract (and the form engine's occurrence field) holds it. */
export function occurrenceOf(draft: ScheduleDraft): Occurrence {
  const common = { startDate: draft.startDate, endDate: draft.endDate, time: draft.time };
  return draft.type === 'weekly'
    ? { type: 'weekly', week: draft.week as Weekday, ...common }
    : { type: 'monthly', month: draft.month, ...common };
}

/** The schedule's status messages are written in the language in use when it is created. */
export function scheduleCreateLogic(platform: Platform) {
  const api = schedulesEndpoints(platform.gateway);
  const protect = pinProtector(platform);
  return scheduleCreateMachine.provide({
    actors: {
      createSchedule: fromPromise<CreatedSchedule, { draft: ScheduleDraft; pin: string }>(async ({ input }) => {
        const { draft } = input;
        const { schedule } = await api.create({
          recipientMobile: draft.recipientMobile.trim(),
          amount: draft.amount.trim(),
          ...(draft.note.trim() === '' ? {} : { note: draft.note.trim() }),
          occurrence: occurrenceOf(draft),
          pin: await protect(input.pin),
          locale: i18n.locale,
        });
        return schedule;
      }),
    },
  });
}

export function schedulesLogic(platform: Platform) {
  const api = schedulesEndpoints(platform.gateway);
  const protect = pinProtector(platform);
  return schedulesMachine.provide({
    actors: {
      loadSchedules: fromPromise<readonly ScheduleRow[], void>(
        quietWhenAborted(async ({ signal }) => (await api.list(signal)).schedules),
      ),
      setPaused: fromPromise<ScheduleRow, { id: string; paused: boolean }>(
        async ({ input }) => (await api.setPaused(input)).schedule,
      ),
      cancelSchedule: fromPromise<ScheduleRow, { id: string; pin: string }>(
        async ({ input }) => (await api.cancel({ id: input.id, pin: await protect(input.pin) })).schedule,
      ),
    },
  });
}
