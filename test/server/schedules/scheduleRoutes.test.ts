import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { ErrCode } from '../../../src/api/contract/errCodes';
import * as paths from '../../../src/api/contract/paths';
import { scheduleAnswerSchema, scheduleListSchema, type Schedule } from '../../../src/api/contract/schedules';
import { DEMO_PIN } from '../../../server/seed/demoUsers';
import { backends } from '../support/backends';
import { withTestServer } from '../support/server';
import { callerFor, masked, type Caller } from '../support/transact';

/** Issue 16: the scheduled payments calls — create with the PIN, list, pause/resume, cancel with the PIN. */
describe.each(backends)('scheduled payments calls on $name', (backend) => {
  const env = withTestServer(backend);
  let vendor: Caller;
  let merchant: Caller;

  beforeAll(async () => {
    vendor = await callerFor(env.server, 'vendor');
    merchant = await callerFor(env.server, 'merchant');
  });

  const DAY = 24 * 60 * 60 * 1000;
  const baghdadDay = (ms: number) => new Date(ms + 3 * 60 * 60 * 1000).toISOString().slice(0, 10);
  const call = (caller: Caller, path: string, json?: unknown) =>
    caller.client.call('POST', path, { userToken: caller.token, ...(json === undefined ? {} : { json }) });
  const valid = async (overrides: Record<string, unknown> = {}) => ({
    recipientMobile: '7701000001',
    amount: '1500',
    note: 'weekly pocket money',
    occurrence: {
      type: 'weekly',
      week: 'MON',
      startDate: baghdadDay(env.server.clock.now() + DAY),
      endDate: baghdadDay(env.server.clock.now() + 60 * DAY),
      time: '09:00',
    },
    pin: await masked(DEMO_PIN),
    ...overrides,
  });
  const list = async (caller: Caller): Promise<Schedule[]> => {
    const result = await call(caller, paths.scheduleList);
    expect(result.status, JSON.stringify(result.envelope)).toBe(200);
    return v.parse(scheduleListSchema, result.envelope.data).schedules;
  };

  it('refuses a schedule in the past, an end before the start and a bad recipient or amount, creating nothing', async () => {
    const base = await valid();
    const past = await call(vendor, paths.scheduleCreate, {
      ...base,
      occurrence: { ...base.occurrence, startDate: baghdadDay(env.server.clock.now() - DAY) },
    });
    expect(past.status).toBe(400);
    expect(past.envelope).toMatchObject({
      errCode: ErrCode.validationFailed,
      data: { errors: [{ field: 'occurrence', code: 'scheduleInPast' }] },
    });
    const reversed = await call(vendor, paths.scheduleCreate, {
      ...base,
      occurrence: { ...base.occurrence, endDate: baghdadDay(env.server.clock.now()) },
    });
    expect(reversed.envelope).toMatchObject({
      data: { errors: [{ field: 'occurrence', code: 'error.message.1117' }] },
    });
    const unknown = await call(vendor, paths.scheduleCreate, { ...base, recipientMobile: '7709999999' });
    expect(unknown.envelope).toMatchObject({ responseCode: 1, errCode: ErrCode.recipientUnknown });
    const self = await call(vendor, paths.scheduleCreate, { ...base, recipientMobile: '7701000012' });
    expect(self.envelope.responseCode).toBe(1);
    const small = await call(vendor, paths.scheduleCreate, { ...base, amount: '10' });
    expect(small.envelope).toMatchObject({ responseCode: 1, errCode: ErrCode.amountBelowMinimum });
    const noDay = await call(vendor, paths.scheduleCreate, {
      ...base,
      occurrence: { ...base.occurrence, week: 'XYZ' },
    });
    expect(noDay.status).toBe(400);
    const wrongPin = await call(vendor, paths.scheduleCreate, { ...base, pin: await masked('0000') });
    expect(wrongPin.envelope).toMatchObject({ responseCode: 1, errCode: ErrCode.pinWrong });
    expect(await list(vendor)).toEqual([]);
  });

  it('creates a schedule with the PIN, lists it with its next run, pauses, resumes and cancels it (PIN)', async () => {
    const created = await call(vendor, paths.scheduleCreate, await valid());
    expect(created.status, JSON.stringify(created.envelope)).toBe(200);
    const { schedule } = v.parse(scheduleAnswerSchema, created.envelope.data);
    expect(schedule).toMatchObject({
      recipientMobile: '7701000001',
      recipientName: expect.any(String),
      amount: '1500.00',
      currency: 'IQD',
      status: 'active',
      runs: [],
    });
    // the first Monday from tomorrow, 09:00 in Baghdad (06:00 UTC)
    const next = new Date(schedule.nextRunAt!);
    expect(next.getUTCDay()).toBe(1);
    expect(next.toISOString().slice(11, 16)).toBe('06:00');
    expect(next.getTime()).toBeGreaterThan(env.server.clock.now());
    expect((await list(vendor)).map((s) => s.id)).toEqual([schedule.id]);
    // another user sees none of it and cannot touch it
    expect(await list(merchant)).toEqual([]);
    const foreign = await call(merchant, paths.scheduleSetPaused, { id: schedule.id, paused: true });
    expect(foreign.status).toBe(404);

    const paused = await call(vendor, paths.scheduleSetPaused, { id: schedule.id, paused: true });
    expect(v.parse(scheduleAnswerSchema, paused.envelope.data).schedule.status).toBe('paused');
    const resumed = await call(vendor, paths.scheduleSetPaused, { id: schedule.id, paused: false });
    expect(v.parse(scheduleAnswerSchema, resumed.envelope.data).schedule).toMatchObject({
      status: 'active',
      nextRunAt: schedule.nextRunAt,
    });

    const wrong = await call(vendor, paths.scheduleCancel, { id: schedule.id, pin: await masked('1111') });
    expect(wrong.envelope).toMatchObject({ responseCode: 1, errCode: ErrCode.pinWrong });
    const cancelled = await call(vendor, paths.scheduleCancel, { id: schedule.id, pin: await masked(DEMO_PIN) });
    expect(v.parse(scheduleAnswerSchema, cancelled.envelope.data).schedule).toMatchObject({
      status: 'cancelled',
      nextRunAt: null,
    });
    const again = await call(vendor, paths.scheduleCancel, { id: schedule.id, pin: await masked(DEMO_PIN) });
    expect(again.envelope.responseCode).toBe(1);
  });
});
