import * as v from 'valibot';
import type { UserCategory } from '../../src/api/contract/categories';
import { ErrCode } from '../../src/api/contract/errCodes';
import {
  MAX_OPEN_SCHEDULES,
  MAX_SCHEDULE_DAYS,
  nextOccurrence,
  spanDays,
  startInstant,
  type createScheduleRequestSchema,
  type Occurrence,
  type Schedule,
  type ScheduleList,
} from '../../src/api/contract/schedules';
import { openedPinSchema } from '../../src/api/contract/beneficiaries';
import type { UserRecord } from '../account/users';
import type { Deps } from '../deps';
import { ApiError, fieldErrors, messages, validationError } from '../http/envelope';
import { formatMinor } from '../ledger/ledger';
import { CURRENCY } from '../payments/accounts';
import { serviceByCode, type ServiceDefinition } from '../payments/catalogue';
import { checkTransactionPin } from '../payments/pinCheck';
import { refuse } from '../payments/plans/types';
import { normalizeMobile } from '../payments/people';
import { planFor, type ServiceCall } from '../payments/quote';
import { maskedParamNames, openMaskedValues } from '../payments/requestGuard';
import {
  cancelSchedule,
  countOpenSchedules,
  insertSchedule,
  selectRuns,
  selectSchedule,
  selectSchedules,
  updateStatus,
  type RunRecord,
  type ScheduleRecord,
} from './schedules.repository';

/**
 * Issue 16: scheduled payments. A schedule sends money to a wallet by mobile number (the send
 * money service's recipient check and amount rules) on each occurrence; the PIN authorizes it once,
 * at creation. runner.ts runs the due occurrences.
 */

/** The service a scheduled payment runs: send money to a customer wallet by mobile number. */
export const SCHEDULE_SERVICE_CODE = 'SEND_MONEY';
const LISTED = 50;
const RUNS_SHOWN = 20;

export function scheduleService(): ServiceDefinition {
  const def = serviceByCode(SCHEDULE_SERVICE_CODE);
  if (def === undefined) throw new Error(`${SCHEDULE_SERVICE_CODE} is not in the catalogue`);
  // authorized by the PIN when the schedule was created: its runs do not ask again
  return { ...def, confirmation: 'none', nonce: false };
}

export function localeOf(value: unknown, user: Pick<UserRecord, 'locale'>): 'en' | 'ar' | 'ku' {
  for (const candidate of [value, user.locale]) {
    if (candidate === 'en' || candidate === 'ar' || candidate === 'ku') return candidate;
  }
  return 'en';
}

/** The body of the payment a schedule makes (as the send money form would send it). */
export function paymentBody(
  s: Pick<ScheduleRecord, 'recipientMobile' | 'amountMinor' | 'note'>,
): Record<string, unknown> {
  return {
    serviceCode: SCHEDULE_SERVICE_CODE,
    recipientMode: 'mobile',
    recipientMobile: s.recipientMobile,
    amount: formatMinor(s.amountMinor),
    ...(s.note === null || s.note === '' ? {} : { note: s.note }),
  };
}

const occurrenceError = (code: string, message: string) => validationError([{ field: 'occurrence', code, message }]);

/**
 * The occurrence's own rules, on the server too: the end date not before the start date
 * (error.message.1117, as the form engine's occurrence check), the start not in the past, a
 * bounded span, and at least one run left. Answers the first run.
 */
export function firstRun(occurrence: Occurrence, nowMs: number): number {
  const span = spanDays(occurrence);
  if (span < 0) throw occurrenceError('error.message.1117', 'The From date must not be after the To date.');
  if (span > MAX_SCHEDULE_DAYS) {
    throw occurrenceError('scheduleTooLong', `A schedule spans at most ${MAX_SCHEDULE_DAYS} days.`);
  }
  if (startInstant(occurrence) < nowMs) {
    throw occurrenceError('scheduleInPast', 'The start date and time are in the past. Choose a later one.');
  }
  const first = nextOccurrence(occurrence, nowMs);
  if (first === null) {
    throw occurrenceError('scheduleNoRun', 'No payment falls between the start date and the end date.');
  }
  return first;
}

async function openedPin(deps: Deps, category: UserCategory, raw: unknown): Promise<string | undefined> {
  const opened = await openMaskedValues(deps.maskKey, { pin: raw }, await maskedParamNames(deps.db, category));
  if (opened.pin === undefined || opened.pin === null || opened.pin === '') return undefined;
  const parsed = v.safeParse(openedPinSchema, opened.pin);
  if (!parsed.success) throw validationError(fieldErrors(parsed.issues).map((e) => ({ ...e, field: 'pin' })));
  return parsed.output;
}

function runView(r: RunRecord): Schedule['runs'][number] {
  return {
    occurrenceAt: new Date(r.occurrenceAt).toISOString(),
    status: r.status,
    transactionId: r.transactionId,
    errCode: r.errCode,
    message: r.message,
  };
}

function view(s: ScheduleRecord, runs: readonly RunRecord[]): Schedule {
  return {
    id: s.id,
    recipientMobile: s.recipientMobile,
    recipientName: s.recipientName,
    amount: formatMinor(s.amountMinor),
    currency: CURRENCY,
    note: s.note,
    occurrence: s.occurrence,
    status: s.status,
    nextRunAt: s.nextRunAt === null ? null : new Date(s.nextRunAt).toISOString(),
    createdAt: new Date(s.createdAt).toISOString(),
    runs: runs.filter((r) => r.scheduleId === s.id).map(runView),
  };
}

async function withRuns(deps: Deps, s: ScheduleRecord): Promise<{ schedule: Schedule }> {
  return { schedule: view(s, await selectRuns(deps.db, [s.id], RUNS_SHOWN)) };
}

const notFound = () => new ApiError(404, ErrCode.notFound, messages.notFound);

/**
 * Creates a schedule: the occurrence's rules, then the recipient and amount as send money checks
 * them, then the transaction PIN (a wrong one counts towards the lock and creates nothing).
 */
export async function createSchedule(
  deps: Deps,
  user: UserRecord,
  request: v.InferOutput<typeof createScheduleRequestSchema>,
): Promise<{ schedule: Schedule }> {
  const nowMs = deps.now();
  const { occurrence } = request;
  const first = firstRun(occurrence, nowMs);
  const locale = localeOf(request.locale, user);
  const call: ServiceCall = { deps, user, def: scheduleService(), locale };
  const plan = await planFor(
    call,
    deps.db,
    { recipientMode: 'mobile', recipientMobile: request.recipientMobile, amount: request.amount, note: request.note },
    nowMs,
  );
  const recipientMobile = normalizeMobile(request.recipientMobile);
  if (plan.counterparty === null || recipientMobile === undefined) {
    throw refuse(ErrCode.recipientUnknown, 'No wallet was found for this number.');
  }
  if ((await countOpenSchedules(deps.db, user.id)) >= MAX_OPEN_SCHEDULES) {
    throw refuse(ErrCode.validationFailed, `At most ${MAX_OPEN_SCHEDULES} scheduled payments at a time.`);
  }
  await checkTransactionPin(deps, user.id, await openedPin(deps, user.category, request.pin), nowMs);
  const created = await insertSchedule(
    deps.db,
    {
      userId: user.id,
      serviceCode: SCHEDULE_SERVICE_CODE,
      recipientMobile,
      recipientName: plan.counterparty.name,
      amountMinor: plan.amountMinor,
      note: request.note === undefined || request.note === '' ? null : request.note,
      occurrence,
      locale,
      nextRunAt: first,
    },
    nowMs,
  );
  return { schedule: view(created, []) };
}

export async function listSchedules(deps: Deps, userId: string): Promise<ScheduleList> {
  const records = await selectSchedules(deps.db, userId, LISTED);
  const runs = await selectRuns(
    deps.db,
    records.map((r) => r.id),
    RUNS_SHOWN,
  );
  return { schedules: records.map((r) => view(r, runs)) };
}

/** Pauses an active schedule, or resumes a paused one from its next occurrence from now. */
export async function setPaused(
  deps: Deps,
  userId: string,
  request: { id: string; paused: boolean },
): Promise<{ schedule: Schedule }> {
  const nowMs = deps.now();
  const existing = await selectSchedule(deps.db, userId, request.id);
  if (existing === undefined) throw notFound();
  if (request.paused) {
    const paused = await updateStatus(deps.db, userId, request.id, { from: 'active', to: 'paused' }, nowMs);
    if (paused === undefined) throw refuse(ErrCode.validationFailed, 'Only an active schedule can be paused.');
    return withRuns(deps, paused);
  }
  const next = nextOccurrence(existing.occurrence, nowMs);
  const resumed = await updateStatus(
    deps.db,
    userId,
    request.id,
    next === null
      ? { from: 'paused', to: 'finished', nextRunAt: null }
      : { from: 'paused', to: 'active', nextRunAt: next },
    nowMs,
  );
  if (resumed === undefined) throw refuse(ErrCode.validationFailed, 'Only a paused schedule can be resumed.');
  return withRuns(deps, resumed);
}

/** Cancels a schedule once the transaction PIN is right; its history stays. */
export async function cancelWithPin(
  deps: Deps,
  user: UserRecord,
  request: { id: string; pin?: string | null | undefined },
): Promise<{ schedule: Schedule }> {
  const existing = await selectSchedule(deps.db, user.id, request.id);
  if (existing === undefined) throw notFound();
  await checkTransactionPin(deps, user.id, await openedPin(deps, user.category, request.pin), deps.now());
  const cancelled = await cancelSchedule(deps.db, user.id, request.id, deps.now());
  if (cancelled === undefined) throw refuse(ErrCode.validationFailed, 'This schedule is already over.');
  return withRuns(deps, cancelled);
}
