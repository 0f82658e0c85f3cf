import { ErrCode } from '../../src/api/contract/errCodes';
import { nextOccurrence } from '../../src/api/contract/schedules';
import { findUserById } from '../account/users';
import type { Deps } from '../deps';
import { ApiError } from '../http/envelope';
import { formatMinor } from '../ledger/ledger';
import { notify } from '../notifications/notifications';
import { CURRENCY } from '../payments/accounts';
import { submitTransaction } from '../payments/execute';
import { paymentBody, scheduleService } from './schedules';
import {
  advanceSchedule,
  finishRun,
  insertRun,
  lockDueSchedules,
  lockStaleRuns,
  scheduleById,
  touchRun,
  type RunRecord,
  type ScheduleRecord,
} from './schedules.repository';

/**
 * Issue 16: the sandbox runs due scheduled payments, a job queue on the database.
 *
 * A poll claims due schedules in one SQL transaction: SELECT … FOR UPDATE SKIP LOCKED (another
 * process skips the rows this one holds), a run row per occurrence (unique on schedule and
 * occurrence: a second claim of the same occurrence inserts nothing) and next_run_at moved to the
 * following occurrence. Then each claimed run pays through the payments domain
 * (submitTransaction, as the send money form's Submit) with a requestId derived from the schedule
 * and the occurrence, so a retried run (a process that stopped between claim and payment) finds
 * the first payment instead of paying twice. Success or failure is recorded on the run.
 */

export const DEFAULT_SCHEDULE_POLL_MS = 30_000;
/** Schedules claimed per transaction. */
const BATCH = 25;
/** A run still 'running' this long after its claim belongs to a process that stopped: retried. */
const STALE_MS = 5 * 60_000;

/** Idempotent per occurrence: 'sch' + schedule id + the occurrence in seconds (fits the 8–64 requestId rule). */
export function runRequestId(scheduleId: string, occurrenceAt: number): string {
  return `sch-${scheduleId}-${Math.floor(occurrenceAt / 1000)}`;
}

interface Claimed {
  run: RunRecord;
  schedule: ScheduleRecord;
}

/** One claim: the due schedules this process got, each with its new run, next_run_at advanced. */
async function claimDue(deps: Deps, nowMs: number): Promise<{ claimed: Claimed[]; seen: number }> {
  return deps.db.transaction(async (tx) => {
    const claimed: Claimed[] = [];
    const due = await lockDueSchedules(tx, nowMs, BATCH);
    for (const schedule of due) {
      const occurrenceAt = schedule.nextRunAt ?? nowMs;
      const run = await insertRun(
        tx,
        { scheduleId: schedule.id, occurrenceAt, requestId: runRequestId(schedule.id, occurrenceAt) },
        nowMs,
      );
      // the occurrence after this one (a minute on: occurrences are at whole minutes)
      await advanceSchedule(tx, schedule.id, nextOccurrence(schedule.occurrence, occurrenceAt + 60_000), nowMs);
      if (run !== undefined) claimed.push({ run, schedule });
    }
    return { claimed, seen: due.length };
  });
}

/** Runs a process claimed and did not finish: claimed again (claim time renewed) under the same requestId. */
async function claimStale(deps: Deps, nowMs: number): Promise<{ claimed: Claimed[]; seen: number }> {
  return deps.db.transaction(async (tx) => {
    const claimed: Claimed[] = [];
    for (const run of await lockStaleRuns(tx, nowMs - STALE_MS, BATCH)) {
      const schedule = await scheduleById(tx, run.scheduleId);
      if (schedule === undefined) continue;
      await touchRun(tx, run.id, nowMs);
      claimed.push({ run, schedule });
    }
    return { claimed, seen: claimed.length };
  });
}

const failureTexts = (amount: string, name: string, reason: string) => ({
  title: {
    en: 'A scheduled payment failed',
    ar: 'فشلت دفعة مجدولة',
    ku: 'پارەدانێکی خشتەکراو سەرنەکەوت',
  },
  body: {
    en: `${amount} ${CURRENCY} to ${name}: ${reason}`,
    ar: `${amount} ${CURRENCY} إلى ${name}: ${reason}`,
    ku: `${amount} ${CURRENCY} بۆ ${name}: ${reason}`,
  },
});

/** Pays one run and records how it went. */
async function execute(deps: Deps, { run, schedule }: Claimed): Promise<void> {
  let outcome: {
    status: 'success' | 'failure';
    transactionId: string | null;
    errCode: number | null;
    message: string | null;
  };
  const user = await findUserById(deps.db, schedule.userId);
  if (user === undefined || user.status !== 'active') {
    outcome = {
      status: 'failure',
      transactionId: null,
      errCode: ErrCode.accountInactive,
      message: 'The account is not active.',
    };
  } else {
    try {
      const result = await submitTransaction(
        { deps, user, def: scheduleService(), locale: schedule.locale },
        paymentBody(schedule),
        run.requestId,
      );
      outcome =
        result.status === 1
          ? { status: 'success', transactionId: result.transactionId, errCode: null, message: null }
          : {
              status: 'failure',
              transactionId: result.transactionId,
              errCode: null,
              message: result.statusMessage ?? 'The payment failed.',
            };
    } catch (error) {
      if (!(error instanceof ApiError)) deps.log.error(`scheduled payment ${schedule.id} failed`, error);
      outcome =
        error instanceof ApiError
          ? { status: 'failure', transactionId: null, errCode: error.errCode, message: error.message }
          : {
              status: 'failure',
              transactionId: null,
              errCode: ErrCode.internal,
              message: 'Please try after sometime.',
            };
    }
  }
  const nowMs = deps.now();
  await deps.db.transaction(async (tx) => {
    await finishRun(tx, run.id, outcome, nowMs);
    // a refused payment wrote nothing, so no transaction notification told the user: this does
    if (outcome.status === 'failure' && outcome.transactionId === null) {
      const texts = failureTexts(formatMinor(schedule.amountMinor), schedule.recipientName, outcome.message ?? '');
      await notify(tx, {
        userId: schedule.userId,
        category: 'TRANSACTION',
        alertLevel: 0,
        title: texts.title,
        body: texts.body,
        transactionId: null,
        createdAtMs: nowMs,
      });
    }
  });
}

export interface ScheduleRunner {
  /** One pass: claims and runs every due occurrence (batch after batch); answers how many ran. */
  runDue(): Promise<number>;
  start(): void;
  /** Stops polling and waits for the pass under way. */
  stop(): Promise<void>;
}

export function createScheduleRunner(deps: Deps, options: { pollMs?: number | undefined } = {}): ScheduleRunner {
  const pollMs = options.pollMs ?? DEFAULT_SCHEDULE_POLL_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let current: Promise<unknown> | undefined;
  let stopped = false;

  const runDue = async (): Promise<number> => {
    let ran = 0;
    for (const claim of [claimStale, claimDue]) {
      for (;;) {
        const { claimed, seen } = await claim(deps, deps.now());
        for (const c of claimed) await execute(deps, c);
        ran += claimed.length;
        if (seen === 0 || stopped) break;
      }
    }
    return ran;
  };

  const tick = () => {
    timer = undefined;
    if (stopped) return;
    current = runDue()
      .catch((error: unknown) => deps.log.error('scheduled payments: poll failed', error))
      .finally(() => {
        current = undefined;
        if (!stopped) {
          timer = setTimeout(tick, pollMs);
          timer.unref();
        }
      });
  };

  return {
    runDue,
    start() {
      if (timer !== undefined || current !== undefined) return;
      stopped = false;
      timer = setTimeout(tick, pollMs);
      timer.unref();
    },
    async stop() {
      stopped = true;
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      await current;
    },
  };
}
