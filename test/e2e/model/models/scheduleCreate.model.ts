import { expect, type Locator, type Page } from '@playwright/test';
import type { DraftProblem, ScheduleCreateContext, ScheduleDraft } from '../../../../machines/scheduleCreate.machine';
import { validDraft } from '../../../../machines/samples/scheduleCreate.samples';
import type { FlowFailure } from '../../../../machines/shared';
import { typeIntoBoxes } from '../../support';
import type { PlannedPath } from '../plan';
import type { BrowserModel, StepInfo } from '../runner';
import {
  addDays,
  baghdad,
  cancelOpenSchedules,
  cleanSlate,
  markWrongPin,
  quietTemporaryNotice,
  SCHEDULE_PIN,
  WRONG_PIN,
} from '../scheduleAccount';

/**
 * Issue 16, /app/schedule: a customer of this worker's own (scheduleAccount.ts) schedules a weekly
 * payment to the seeded customer's wallet. The chart's sample dates are moved to today's: each
 * sample date keeps its distance from the valid draft's start, which is five days ahead (so a
 * sample start in the past is in the past, an end before the start before it), and the schedule
 * made is cancelled when the path ends: none runs.
 *
 * The back end's own refusal of a start in the past (the start passed while the PIN was typed) is
 * walked with the page's clock 20 minutes behind the server's: the draft starts today ten minutes
 * ago, which the page finds ahead and the server finds gone.
 */

const ctx = (step: StepInfo) => step.snapshot.context as ScheduleCreateContext;
const form = (page: Page) => page.getByRole('form', { name: 'Schedule a payment' });
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Confirm the scheduled payment' });
const field = (page: Page, name: string) => form(page).getByRole('textbox', { name });

const BEHIND_MS = 20 * 60_000;
const OCCURRENCE: readonly (keyof ScheduleDraft)[] = ['type', 'week', 'month', 'startDate', 'endDate', 'time'];

/** The path's dates: the valid draft's start (and time) the others are counted from. */
interface Base {
  start: string;
  time: string;
}

const isRefusal = (path: PlannedPath) =>
  path.steps.some(
    (s) =>
      s.event.type === 'xstate.error.actor.createSchedule' &&
      (s.event as unknown as { error: FlowFailure }).error.kind === 'validation',
  );

const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

/** The sample draft as the browser types it: its dates moved to the path's. */
function real(draft: ScheduleDraft, base: Base): ScheduleDraft {
  const day = (d: string) => (d === '' ? '' : addDays(base.start, daysBetween(validDraft.startDate, d)));
  return {
    ...draft,
    startDate: day(draft.startDate),
    endDate: day(draft.endDate),
    time: draft.time === validDraft.time ? base.time : draft.time,
  };
}

const base = (step: StepInfo) => step.memo.base as Base;
const draftOf = (step: StepInfo) => real(ctx(step).draft, base(step));

const problemText: Record<DraftProblem, string> = {
  required: 'This field is required.',
  mobileFormat: 'Enter a 10-digit mobile number.',
  amountFormat: 'Enter an amount such as 25000 or 25000.50.',
  noteTooLong: 'At most 140 characters.',
  occurrenceIncomplete: 'Choose the week or month, the start date, the end date and the time.',
  'error.message.1117': 'The From date must not be after the To date.',
  scheduleInPast: 'The start date and time are in the past. Choose a later one.',
};

const failureText: Partial<Record<FlowFailure['kind'], string>> = {
  pinWrong: 'The PIN is not right. Try again.',
  validation: 'Some details are missing or not valid. Check them and try again.',
};

export const scheduleCreateModel: BrowserModel = {
  machine: 'scheduleCreate',
  calls: { createSchedule: '**/api/adapter/v1/schedule/create' },
  async start(page, step) {
    await quietTemporaryNotice(page);
    const now = Date.now();
    if (isRefusal(step.path)) {
      // today, ten minutes ago (Baghdad), seen from a page whose clock is twenty minutes behind
      const at = baghdad(Math.floor((now - BEHIND_MS / 2) / 60_000) * 60_000);
      step.memo.base = { start: at.day, time: at.time } satisfies Base;
    } else step.memo.base = { start: addDays(baghdad(now).day, 5), time: validDraft.time } satisfies Base;
    await page.goto('/favicon.svg');
    await cleanSlate(page, real(validDraft, { start: addDays(baghdad(now).day, 5), time: validDraft.time }));
    if (isRefusal(step.path)) await page.clock.install({ time: now - BEHIND_MS });
    await page.goto('/app/schedule');
  },
  states: {
    'scheduleCreate.editing': async (page, step) => {
      await expect(page.getByRole('heading', { name: 'Schedule a payment', level: 1 })).toBeVisible();
      await expect(dialog(page)).toHaveCount(0);
      await expect(form(page).getByRole('button', { name: 'Continue' })).toBeEnabled();
      // the draft as typed (kept after a problem or a refusal)
      const draft = draftOf(step);
      await expect(field(page, "Recipient's mobile number")).toHaveValue(draft.recipientMobile);
      await expect(field(page, 'Amount (IQD)')).toHaveValue(draft.amount);
      await expect(form(page).getByLabel('Start date')).toHaveValue(draft.startDate);
      await expect(form(page).getByLabel('End date')).toHaveValue(draft.endDate);
      const { problems, failure } = ctx(step);
      for (const name of ['recipientMobile', 'amount'] as const) {
        const label = name === 'amount' ? 'Amount (IQD)' : "Recipient's mobile number";
        const problem = problems[name];
        if (problem === undefined) await expect(field(page, label)).not.toHaveAttribute('aria-invalid', 'true');
        else {
          await expect(field(page, label)).toHaveAttribute('aria-invalid', 'true');
          await expect(form(page).getByText(problemText[problem], { exact: true }).first()).toBeVisible();
        }
      }
      const occurrence = form(page).locator('#schedule-occurrence-error');
      if (problems.occurrence === undefined) await expect(occurrence).toHaveCount(0);
      else await expect(occurrence).toHaveText(problemText[problems.occurrence]);
      // a refusal of the back end, said above the form
      const alert = form(page).locator('[role="alert"]:not(#schedule-occurrence-error)');
      if (failure === null) await expect(alert).toHaveCount(0);
      else await expect(alert).toContainText(failureText[failure.kind] ?? '');
    },
    'scheduleCreate.confirming': async (page, step) => {
      const draft = draftOf(step);
      await expect(dialog(page)).toBeVisible();
      await expect(dialog(page)).toContainText(
        `${draft.amount} IQD to ${draft.recipientMobile}, from ${draft.startDate} to ${draft.endDate} at ${draft.time}.`,
      );
      await expect(dialog(page).getByRole('button', { name: 'Back' })).toBeEnabled();
      await expect(dialog(page).getByRole('textbox', { name: /^Transaction PIN, digit 1 of/ })).toBeEnabled();
      const failure = ctx(step).failure;
      if (failure === null) await expect(dialog(page).getByRole('alert')).toHaveCount(0);
      else await expect(dialog(page).getByRole('alert')).toContainText(failureText[failure.kind] ?? '');
    },
    'scheduleCreate.creating': async (page) => {
      await expect(dialog(page).locator('form')).toHaveAttribute('aria-busy', 'true');
      await expect(dialog(page).getByRole('button', { name: 'Back' })).toBeDisabled();
      await expect(form(page).getByRole('button', { name: 'Continue' })).toBeDisabled();
    },
    'scheduleCreate.created': async (page) => {
      await expect(dialog(page)).toHaveCount(0);
      await expect(page.getByRole('heading', { name: 'Scheduled payments', level: 1 })).toBeVisible();
      await expect(
        page.getByRole('status').filter({ hasText: 'The payment is scheduled. Its first run:' }),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: 'Schedule another' })).toBeVisible();
      await expect(form(page)).toHaveCount(0);
    },
  },
  events: {
    'draft.change': async (page, step) => {
      const { changes } = step.event as unknown as { changes: Partial<ScheduleDraft> };
      const typed = real({ ...validDraft, ...changes }, base(step));
      const inputs: Array<[keyof ScheduleDraft, Locator]> = [
        ['recipientMobile', field(page, "Recipient's mobile number")],
        ['amount', field(page, 'Amount (IQD)')],
        ['note', field(page, 'Note (optional)')],
        ['time', form(page).getByLabel('Time')],
        ['startDate', form(page).getByLabel('Start date')],
        ['endDate', form(page).getByLabel('End date')],
      ];
      const week = form(page).getByRole('combobox', { name: 'Day of the week' });
      // a field typed again (its value unchanged) still clears its problem, as the chart's change does
      const problems = (step.before.context as ScheduleCreateContext).problems;
      const retype = (name: keyof ScheduleDraft) =>
        name in problems || (OCCURRENCE.includes(name) && problems.occurrence !== undefined);
      let changed = false;
      for (const [name, input] of inputs) {
        if (changes[name] === undefined) continue;
        const same = (await input.inputValue()) === typed[name];
        if (same && !retype(name)) continue;
        if (same) await input.fill('');
        await input.fill(typed[name]);
        changed = true;
      }
      if (changes.week !== undefined) {
        const same = (await week.inputValue()) === typed.week;
        if (same && retype('week')) await week.selectOption('');
        if (!same || retype('week')) {
          await week.selectOption(typed.week);
          changed = true;
        }
      }
      // the same values again (the chart takes the change all the same): the first one typed anew
      if (!changed) {
        const [name, input] = inputs.find(([n]) => changes[n] !== undefined)!;
        await input.fill('');
        await input.fill(typed[name]);
      }
    },
    review: async (page) => {
      await form(page).getByRole('button', { name: 'Continue' }).click();
    },
    back: async (page) => {
      await dialog(page).getByRole('button', { name: 'Back' }).click();
    },
    'pin.confirm': async (page, step) => {
      const next = step.upcoming[0] as { type: string; error?: FlowFailure } | undefined;
      const wrong = next?.type === 'xstate.error.actor.createSchedule' && next.error?.kind === 'pinWrong';
      if (wrong) markWrongPin();
      await typeIntoBoxes(page, 'Transaction PIN', wrong ? WRONG_PIN : SCHEDULE_PIN);
      await dialog(page).getByRole('button', { name: 'Schedule' }).click();
    },
    another: async (page) => {
      await page.getByRole('button', { name: 'Schedule another' }).click();
    },
  },
  async after(page) {
    // the schedule made (if any) never runs
    await cancelOpenSchedules(page);
  },
  cannot(event, before) {
    if (
      event.type === 'xstate.error.actor.createSchedule' &&
      (event as unknown as { error: FlowFailure }).error.kind === 'validation' &&
      (before.context as ScheduleCreateContext).failure !== null
    )
      return 'a start in the past refused after a wrong PIN: the back end checks the occurrence before the PIN, so a start already gone is refused at the first try; the start passing between two tries needs the real clock to cross it';
    return undefined;
  },
};
