import { expect, type Page } from '@playwright/test';
import type { ScheduleRow, SchedulesContext } from '../../../../machines/schedules.machine';
import { activeRow, pausedRow } from '../../../../machines/samples/schedules.samples';
import type { ScheduleDraft } from '../../../../machines/scheduleCreate.machine';
import { typeIntoBoxes } from '../../support';
import type { BrowserModel, StepInfo } from '../runner';
import {
  addDays,
  baghdad,
  cancelOpenSchedules,
  cleanSlate,
  createScheduleByApi,
  markWrongPin,
  quietTemporaryNotice,
  RECIPIENT_MOBILE,
  RECIPIENT_NAME,
  SCHEDULE_PIN,
  WRONG_PIN,
} from '../scheduleAccount';

/**
 * Issue 16, /app/schedule-view: the scheduled payments of a customer of this worker's own
 * (scheduleAccount.ts). Each path makes its own two schedules through the API before the page
 * opens — the chart's active row and its paused row, told apart from earlier paths' (cancelled)
 * ones by a note of the path's — five days ahead, and cancels what is left open when it ends:
 * none runs. The chart's finished row has no schedule: the events about it change nothing (the
 * path stops there). A refresh reads the server's rows (the sample's refreshed list, where the
 * active row has finished, is the chart's own example).
 */

type Key = 'active' | 'paused';
interface Rows {
  note: Record<Key, string>;
  status: Record<Key, ScheduleRow['status']>;
}

const ctx = (step: StepInfo) => step.snapshot.context as SchedulesContext;
const rows = (step: StepInfo) => step.memo.rows as Rows;
const keyOf = (id: string): Key | undefined =>
  id === activeRow.id ? 'active' : id === pausedRow.id ? 'paused' : undefined;
const list = (page: Page) => page.getByRole('list', { name: 'Scheduled payments' });
const card = (page: Page, step: StepInfo, key: Key) =>
  list(page)
    .getByRole('listitem', { name: `Scheduled payment to ${RECIPIENT_NAME}` })
    .filter({ hasText: rows(step).note[key] });
const heading = (page: Page) => page.getByRole('heading', { name: 'Scheduled payments', level: 1 });
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Cancel a scheduled payment' });
const refresh = (page: Page) => page.getByRole('button', { name: 'Refresh', exact: true });

const badge: Record<ScheduleRow['status'], string> = {
  active: 'Active',
  paused: 'Paused',
  cancelled: 'Cancelled',
  finished: 'Finished',
};
const noticeText = {
  paused: 'The scheduled payment is paused.',
  resumed: 'The scheduled payment is resumed.',
  cancelled: 'The scheduled payment is cancelled.',
} as const;

/** The row an event names: this path's schedule standing for the chart's row. */
function rowOf(step: StepInfo): Key {
  const key = keyOf((step.event as unknown as { id: string }).id);
  if (key === undefined) throw new Error(`no schedule of the path stands for the row ${JSON.stringify(step.event)}`);
  return key;
}

export const schedulesModel: BrowserModel = {
  machine: 'schedules',
  calls: {
    loadSchedules: '**/api/adapter/v1/schedule/list',
    refreshSchedules: '**/api/adapter/v1/schedule/list',
    pauseSchedule: '**/api/adapter/v1/schedule/pause',
    resumeSchedule: '**/api/adapter/v1/schedule/pause',
    cancelSchedule: '**/api/adapter/v1/schedule/cancel',
  },
  async start(page, step) {
    await quietTemporaryNotice(page);
    const start = addDays(baghdad(Date.now()).day, 5);
    const tag = `path ${step.path.index} ${Date.now().toString(36)}`;
    const draft = (note: string): ScheduleDraft => ({
      recipientMobile: RECIPIENT_MOBILE,
      amount: '1500',
      note,
      type: 'weekly',
      week: 'MON',
      month: '',
      startDate: start,
      endDate: addDays(start, 60),
      time: '09:00',
    });
    const memo: Rows = {
      note: { active: `${tag}, active`, paused: `${tag}, paused` },
      status: { active: 'active', paused: 'paused' },
    };
    step.memo.rows = memo;
    await page.goto('/favicon.svg');
    await cleanSlate(page, draft(`${tag}, a right PIN`));
    await createScheduleByApi(page, draft(memo.note.active));
    await createScheduleByApi(page, draft(memo.note.paused), { paused: true });
    await page.goto('/app/schedule-view');
  },
  states: {
    'schedules.loading': async (page) => {
      await expect(heading(page)).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: 'Loading your scheduled payments…' })).toBeVisible();
      await expect(list(page)).toHaveCount(0);
    },
    'schedules.failed': async (page) => {
      await expect(heading(page)).toBeVisible();
      await expect(
        page.getByRole('alert').filter({ hasText: 'Your scheduled payments could not be loaded' }),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
      await expect(list(page)).toHaveCount(0);
    },
    'schedules.ready': async (page, step) => {
      await expect(heading(page)).toBeVisible();
      // this path's two schedules, as the server has them now
      for (const key of ['active', 'paused'] as const) {
        const status = rows(step).status[key];
        await expect(card(page, step, key)).toHaveCount(1);
        await expect(card(page, step, key)).toContainText(badge[status]);
        await expect(card(page, step, key).getByRole('button', { name: /^Pause the payment/ })).toHaveCount(
          status === 'active' ? 1 : 0,
        );
        await expect(card(page, step, key).getByRole('button', { name: /^Resume the payment/ })).toHaveCount(
          status === 'paused' ? 1 : 0,
        );
        if (status === 'active') await expect(card(page, step, key)).toContainText('Next run:');
        else await expect(card(page, step, key)).toContainText('No run is planned.');
      }
    },
    'schedules.ready.idle': async (page, step) => {
      await expect(refresh(page)).toBeEnabled();
      await expect(dialog(page)).toHaveCount(0);
      for (const key of ['active', 'paused'] as const) {
        const open = rows(step).status[key] === 'active' || rows(step).status[key] === 'paused';
        if (open)
          await expect(card(page, step, key).getByRole('button', { name: /^Cancel the payment/ })).toBeEnabled();
      }
      const { notice, failure } = ctx(step);
      for (const [kind, text] of Object.entries(noticeText))
        await expect(page.getByRole('status').filter({ hasText: text })).toHaveCount(notice?.kind === kind ? 1 : 0);
      // a failed refresh, pause or resume: said above the list, the list kept
      // (the notice is an alert inside the status region)
      const failed = page.getByRole('main').locator('[role="alert"]:not([role="status"] *)');
      await expect(failed).toHaveCount(failure === null ? 0 : 1);
      if (failure !== null) await expect(failed).toHaveText('Please try after sometime.');
    },
    'schedules.ready.refreshing': async (page) => {
      await expect(refresh(page)).toBeDisabled();
      await expect(refresh(page)).toHaveAttribute('data-loading', 'true');
    },
    'schedules.ready.pausing': async (page, step) => {
      await expect(refresh(page)).toBeDisabled();
      await expect(card(page, step, 'active').getByRole('button', { name: /^Pause the payment/ })).toBeDisabled();
    },
    'schedules.ready.resuming': async (page, step) => {
      await expect(refresh(page)).toBeDisabled();
      await expect(card(page, step, 'paused').getByRole('button', { name: /^Resume the payment/ })).toBeDisabled();
    },
    'schedules.ready.cancelling': async (page) => {
      await expect(dialog(page)).toBeVisible();
      await expect(dialog(page)).toContainText(
        `No more payments of 1500.00 IQD to ${RECIPIENT_NAME} will be made. Its history stays.`,
      );
    },
    'schedules.ready.cancelling.confirming': async (page, step) => {
      await expect(dialog(page).getByRole('textbox', { name: /^Transaction PIN, digit 1 of/ })).toBeEnabled();
      await expect(dialog(page).getByRole('button', { name: 'Cancel', exact: true })).toBeEnabled();
      const failure = ctx(step).failure;
      if (failure === null) await expect(dialog(page).getByRole('alert')).toHaveCount(0);
      else {
        // a wrong PIN: said, with the attempts left, the boxes emptied for another try
        await expect(dialog(page).getByRole('alert')).toContainText('The PIN is not right. Try again.');
        await expect(dialog(page).getByRole('alert')).toContainText('Attempts left before payments are locked:');
        await expect(dialog(page).getByRole('textbox', { name: /^Transaction PIN, digit 1 of/ })).toHaveValue('');
      }
    },
    'schedules.ready.cancelling.sending': async (page) => {
      await expect(dialog(page).locator('form')).toHaveAttribute('aria-busy', 'true');
      await expect(dialog(page).getByRole('button', { name: 'Cancel', exact: true })).toBeDisabled();
    },
  },
  events: {
    'list.retry': async (page) => {
      await page.getByRole('button', { name: 'Retry' }).click();
    },
    'list.refresh': async (page) => {
      await refresh(page).click();
    },
    pause: async (page, step) => {
      await card(page, step, rowOf(step))
        .getByRole('button', { name: /^Pause the payment/ })
        .click();
    },
    resume: async (page, step) => {
      await card(page, step, rowOf(step))
        .getByRole('button', { name: /^Resume the payment/ })
        .click();
    },
    'cancel.start': async (page, step) => {
      step.memo.cancelled = rowOf(step);
      await card(page, step, rowOf(step))
        .getByRole('button', { name: /^Cancel the payment/ })
        .click();
    },
    'cancel.confirm': async (page, step) => {
      const wrong = step.upcoming[0]?.type === 'xstate.error.actor.cancelSchedule';
      if (wrong) markWrongPin();
      await typeIntoBoxes(page, 'Transaction PIN', wrong ? WRONG_PIN : SCHEDULE_PIN);
      await dialog(page).getByRole('button', { name: 'Stop these payments' }).click();
    },
    'cancel.close': async (page) => {
      await dialog(page).getByRole('button', { name: 'Cancel', exact: true }).click();
    },
    // the server's answers, and what they change in this path's rows
    'xstate.done.actor.pauseSchedule': async (_page, step) => void (rows(step).status.active = 'paused'),
    'xstate.done.actor.resumeSchedule': async (_page, step) => void (rows(step).status.paused = 'active'),
    'xstate.done.actor.cancelSchedule': async (_page, step) =>
      void (rows(step).status[step.memo.cancelled as Key] = 'cancelled'),
    'xstate.error.actor.loadSchedules': async (_page, _step, tools) => tools.fault(),
    'xstate.error.actor.refreshSchedules': async (_page, _step, tools) => tools.fault(),
    'xstate.error.actor.pauseSchedule': async (_page, _step, tools) => tools.fault(),
    'xstate.error.actor.resumeSchedule': async (_page, _step, tools) => tools.fault(),
    // xstate.error.actor.cancelSchedule: the wrong PIN typed (cancel.confirm), refused by the server
  },
  async after(page) {
    await cancelOpenSchedules(page);
  },
};
