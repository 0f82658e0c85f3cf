import type { Browser, Page } from '@playwright/test';
import type { ScheduleDraft } from '../../../machines/scheduleCreate.machine';
import { acknowledgeTemporaryAccount } from '../support';
import { adapterCall, customerWithPin, maskedPin, signedInState } from './accounts';

/**
 * Issue 22: the customer whose scheduled payments the schedules and scheduleCreate paths walk —
 * one per worker (signed up once, its transaction PIN set through a PIN reset), so the paths of
 * two workers never see each other's schedules. Every schedule a path makes starts days ahead and
 * is cancelled when the path ends (and any one left open by a failed path when the next starts):
 * none ever runs, so no balance another spec reads moves.
 */

export const SCHEDULE_PIN = '2580';
/** a wrong PIN for the refusals (each counts towards the lock; a right PIN afterwards clears the count) */
export const WRONG_PIN = '1357';
/** the seeded customer Layla Hassan (shown as "Layla H."): a wallet the send money check finds (paid never: see above) */
export const RECIPIENT_MOBILE = '7701000001';
export const RECIPIENT_NAME = 'Layla H.';

/** The signed-in session of this worker's customer (accounts.customerWithPin), saved once per worker. */
export async function scheduleSession(browser: Browser, workerIndex: number): Promise<string> {
  const { userName, password } = await customerWithPin(browser, 'mdlsch', SCHEDULE_PIN);
  return signedInState(browser, userName, password, workerIndex);
}

/** Before the start: the temporary account's notice (once a session) is not what these paths test. */
export async function quietTemporaryNotice(page: Page): Promise<void> {
  await page.context().addInitScript(() => sessionStorage.setItem('temporaryAccountNoticeSeen', '1'));
  await acknowledgeTemporaryAccount(page);
}

interface ListedSchedule {
  id: string;
  status: string;
  note: string | null;
}

/** Cancels every open schedule of the signed-in customer (with the right PIN: it also clears a wrong-PIN count). */
export async function cancelOpenSchedules(page: Page): Promise<void> {
  const { schedules } = (await adapterCall(page, 'schedule/list', {})) as { schedules: ListedSchedule[] };
  for (const s of schedules.filter((x) => x.status === 'active' || x.status === 'paused'))
    await adapterCall(page, 'schedule/cancel', { id: s.id, pin: await maskedPin(page, SCHEDULE_PIN) });
}

let wrongPinTyped = false;

/** A path typed a wrong PIN: the next path's start clears the count (five in a row lock payments). */
export function markWrongPin(): void {
  wrongPinTyped = true;
}

/**
 * The customer as a path must find it: no schedule open (a failed path's left over), and no count
 * of wrong PINs (a right one, in a schedule made and cancelled, clears it).
 */
export async function cleanSlate(page: Page, draft: ScheduleDraft): Promise<void> {
  if (wrongPinTyped) {
    await createScheduleByApi(page, draft);
    wrongPinTyped = false;
  }
  await cancelOpenSchedules(page);
}

/** Creates a schedule through the API (the right PIN), paused if asked; answers its id. */
export async function createScheduleByApi(
  page: Page,
  draft: ScheduleDraft,
  options: { paused?: boolean } = {},
): Promise<string> {
  const { schedule } = (await adapterCall(page, 'schedule/create', {
    recipientMobile: draft.recipientMobile,
    amount: draft.amount,
    note: draft.note,
    occurrence: {
      type: 'weekly',
      week: draft.week,
      startDate: draft.startDate,
      endDate: draft.endDate,
      time: draft.time,
    },
    pin: await maskedPin(page, SCHEDULE_PIN),
    locale: 'en',
  })) as { schedule: { id: string } };
  if (options.paused) await adapterCall(page, 'schedule/pause', { id: schedule.id, paused: true });
  return schedule.id;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const BAGHDAD_MS = 3 * 60 * 60 * 1000;

/** A day (YYYY-MM-DD) `days` after `day`. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Baghdad's date and minute (HH:mm) at `ms`. */
export function baghdad(ms: number): { day: string; time: string } {
  const iso = new Date(ms + BAGHDAD_MS).toISOString();
  return { day: iso.slice(0, 10), time: iso.slice(11, 16) };
}
