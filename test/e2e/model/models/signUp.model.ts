import { expect, type Page } from '@playwright/test';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { SignUpContext } from '../../../../machines/signUp.machine';
import * as paths from '../../../../src/api/contract/paths';
import { newAccount } from '../../support';
import { type BrowserModel, type StepInfo, pauseClockAhead } from '../runner';
import type { PlannedPath } from '../plan';

/**
 * requirements#sign-up: /signup on the consumer portal. The login typed is checked after a pause
 * in typing (the chart's typingPause, moved here by page.clock); the form is sent once.
 *
 * The sample events name two logins ('newuser', 'otheruser') and say what the check answers; in
 * the browser every checkable login a path types is one of its own: a fresh one, unless the check
 * of that login must answer "taken" — then a seeded demo login (read only). Each registration has
 * a fresh login, mobile number and e-mail address, since the paths share the sandbox.
 */

/** the sandbox portal's own category (public/portal-config.json `defaultCategory`) */
const PORTAL_CATEGORY = 'consumer';
/** requirements#sign-up: the chart checks logins of 3 characters or more (after trimming) */
const MIN_LOGIN = 3;
/** the chart's typingPause */
const TYPING_PAUSE_MS = 400;
/** seeded consumer logins: taken, so the check says so (consecutive ones differ: each is a change) */
const TAKEN_LOGINS = ['consumer', 'consumer2fa'];
/** logins too short to check, told apart so that typing one after the other is a change */
const SHORT_LOGINS = ['ab', 'cd'];

const HINT = '3 to 64 letters, digits or . _ @ + -';
const TAKEN_TEXT = 'This login is already taken.';

const ctx = (s: AnyMachineSnapshot) => s.context as SignUpContext;
const form = (page: Page) => page.getByRole('form', { name: 'Create an account' });
const userName = (page: Page) => form(page).getByRole('textbox', { name: 'Username' });
const submitButton = (page: Page) => form(page).getByRole('button', { name: 'Create account' });
const registered = (s: AnyMachineSnapshot) => s.matches({ form: 'registered' });
const loginOf = (e: EventObject) => e as unknown as { userName: string; category: string };
const checkable = (login: string) => login.trim().length >= MIN_LOGIN;

/**
 * What each login-typing step of a path types, worked out from the whole path: the check of a
 * login answers what the path says (taken: a seeded login; free or no answer: a fresh one), and a
 * login registered must be free. A login found taken and registered too cannot be typed.
 */
function loginsFor(path: PlannedPath): Map<number, string> {
  const taken = new Set<number>();
  const free = new Set<number>();
  let field = -1; // the step that typed what the field holds (-1: nothing checkable)
  let checked = -1;
  let submitted = -1;
  path.steps.forEach(({ event, snapshot }, i) => {
    if (i === 0) return;
    const before = path.steps[i - 1]!.snapshot;
    if (event.type === 'signUp.loginChanged') field = checkable(loginOf(event).userName) ? i : -1;
    else if (event.type === 'xstate.after.typingPause.signUp.availability.waiting') checked = field;
    else if (event.type === 'xstate.done.actor.checkUserExists')
      ((event as unknown as { output: { exists: boolean } }).output.exists ? taken : free).add(checked);
    else if (
      event.type === 'signUp.submit' &&
      before.matches({ form: 'editing' }) &&
      snapshot.matches({ form: 'registering' })
    )
      submitted = field;
    else if (event.type === 'xstate.done.actor.register') free.add(submitted);
  });
  const logins = new Map<number, string>();
  let takenCount = 0;
  let shortCount = 0;
  path.steps.forEach(({ event }, i) => {
    if (event.type !== 'signUp.loginChanged') return;
    if (taken.has(i) && free.has(i))
      throw new Error(`path ${path.index}: the login typed at step ${i} must be both taken and free`);
    if (!checkable(loginOf(event).userName)) logins.set(i, SHORT_LOGINS[shortCount++ % SHORT_LOGINS.length]!);
    else if (taken.has(i)) logins.set(i, TAKEN_LOGINS[takenCount++ % TAKEN_LOGINS.length]!);
    else logins.set(i, newAccount('mdlsu').userName);
  });
  return logins;
}

interface Memo {
  logins?: Map<number, string>;
  /** what the login field holds */
  field?: string;
  /** the other fields, once typed (they are kept after a refused registration) */
  details?: ReturnType<typeof newAccount>;
  /** page.clock stopped: a pause in typing lasts until the path moves it */
  paused?: boolean;
}
const memoOf = (step: StepInfo) => step.memo as Memo;

/** The sign-up page is gone once the registration went through: the portal is at activation. */
async function activationScreen(page: Page) {
  await expect(page).toHaveURL(/\/activation$/);
  await expect(page.getByRole('heading', { name: 'Activate your account', level: 1 })).toBeVisible();
  await expect(form(page)).toHaveCount(0);
}

/** The login field as the availability region shows it (on the form: the registration not through). */
async function loginField(
  page: Page,
  step: StepInfo,
  shown: 'hint' | 'checking' | 'available' | 'taken',
): Promise<void> {
  if (registered(step.snapshot)) return activationScreen(page);
  const field = userName(page);
  const description = { hint: HINT, checking: 'Checking whether this login is free…', available: 'Available' }[
    shown === 'taken' ? 'hint' : shown
  ];
  await expect(field).toHaveAccessibleDescription(new RegExp(escape(description)));
  for (const other of [HINT, 'Checking whether this login is free…', 'Available'].filter((d) => d !== description))
    await expect(field).not.toHaveAccessibleDescription(new RegExp(escape(other)));
  // the verdict said once to a screen reader: available or taken, nothing else
  const live = page.locator('[aria-live="polite"]').filter({ hasText: /This login is (available|already taken)\./ });
  if (shown === 'available') await expect(live).toHaveText('This login is available.');
  else if (shown === 'taken') await expect(live).toHaveText(TAKEN_TEXT);
  else await expect(live).toHaveCount(0);
  if (shown === 'taken') {
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(new RegExp(escape(TAKEN_TEXT)));
  }
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function pauseClock(page: Page, memo: Memo) {
  if (memo.paused) return;
  // pauseAt moves the page's clock a second on (nothing of the chart is due then), then stops it
  await pauseClockAhead(page, 1000);
  memo.paused = true;
}

async function resumeClock(page: Page, memo: Memo) {
  if (!memo.paused) return;
  await page.clock.resume();
  memo.paused = false;
}

export const signUpModel: BrowserModel = {
  machine: 'signUp',
  clock: true,
  calls: {
    checkUserExists: `**/api/${paths.isUserExist}`,
    register: `**/api/${paths.registration}`,
  },
  async start(page) {
    await page.goto('/signup');
  },
  states: {
    'signUp.availability': async (page, step) => {
      if (registered(step.snapshot)) return activationScreen(page);
      await expect(page.getByRole('heading', { name: 'Create an account', level: 1 })).toBeVisible();
      // the login last typed, as typed
      await expect(userName(page)).toHaveValue(memoOf(step).field ?? '');
    },
    // nothing typed, or too short to check: the rule, no verdict
    'signUp.availability.idle': (page, step) => loginField(page, step, 'hint'),
    // typing: no check yet, so no verdict either
    'signUp.availability.waiting': (page, step) => loginField(page, step, 'hint'),
    'signUp.availability.checking': (page, step) => loginField(page, step, 'checking'),
    'signUp.availability.available': (page, step) => loginField(page, step, 'available'),
    'signUp.availability.taken': (page, step) => loginField(page, step, 'taken'),
    // the check did not answer: a courtesy, so the form says nothing about it
    'signUp.availability.unknown': (page, step) => loginField(page, step, 'hint'),
    'signUp.form': async (page, step) => {
      if (registered(step.snapshot)) return activationScreen(page);
      await expect(submitButton(page)).toBeVisible();
      // what was typed is kept, through a refused registration too
      const details = memoOf(step).details;
      await expect(form(page).getByRole('textbox', { name: 'Full name in English' })).toHaveValue(
        details?.fullNameEn ?? '',
      );
    },
    'signUp.form.editing': async (page, step) => {
      await expect(page.getByText('Creating your account…')).toHaveCount(0);
      await expect(submitButton(page)).toBeEnabled();
      const alert = form(page).getByRole('alert').filter({ hasText: 'The account was not created' });
      const failure = ctx(step.snapshot).failure;
      if (failure === null) await expect(alert).toHaveCount(0);
      // the check found the login taken: the form is not sent, and says why
      else if (failure.kind === 'userExists') {
        await expect(alert).toContainText('This login is already taken. Choose another one.');
      }
      // the registration failed on its way (a network fault)
      else await expect(alert).toContainText('Please try after sometime.');
    },
    'signUp.form.registering': async (page) => {
      await expect(page.getByRole('status').filter({ hasText: 'Creating your account…' })).toBeVisible();
      await expect(submitButton(page)).toBeDisabled();
    },
    'signUp.form.registered': activationScreen,
  },
  events: {
    'signUp.loginChanged': async (page, step) => {
      const memo = memoOf(step);
      memo.logins ??= loginsFor(step.path);
      const login = memo.logins.get(step.index)!;
      // a login worth checking starts the pause in typing: the clock stops so it lasts until the path moves it
      if (checkable(login)) await pauseClock(page, memo);
      // one change of the field (as pasted): one event
      await userName(page).fill(login);
      memo.field = login;
      if (!checkable(login)) await resumeClock(page, memo);
    },
    'xstate.after.typingPause.signUp.availability.waiting': async (page, step) => {
      await page.clock.runFor(TYPING_PAUSE_MS);
      await resumeClock(page, memoOf(step));
    },
    'signUp.submit': async (page, step) => {
      const memo = memoOf(step);
      if (!memo.details) {
        const details = newAccount('mdlsu');
        const box = (name: string) => form(page).getByRole('textbox', { name, exact: true });
        await box('Full name in English').fill(details.fullNameEn);
        await box('Mobile number').fill(details.phone);
        await box('E-mail address').fill(details.email);
        await box('Password').fill(details.password);
        await box('Confirm the password').fill(details.password);
        await form(page)
          .getByRole('checkbox', { name: /I accept the terms/ })
          .check();
        memo.details = details;
      }
      await submitButton(page).click();
    },
    // the sandbox has no switch that makes these calls fail: a network fault does
    'xstate.error.actor.checkUserExists': async (_page, _step, tools) => tools.fault(),
    'xstate.error.actor.register': async (_page, _step, tools) => tools.fault(),
  },
  cannot(event, before) {
    if (registered(before))
      return 'the registration went through: the portal moved on to activation, the sign-up form and its check are gone';
    if (event.type === 'signUp.loginChanged' && loginOf(event).category !== PORTAL_CATEGORY)
      return `the portal signs up its own category only (requirements#category-credentials): the form sends "${PORTAL_CATEGORY}", never "${loginOf(event).category}"`;
    if (event.type === 'signUp.submit' && before.matches({ availability: 'idle' }))
      return 'the login field is empty or shorter than 3 characters: the form refuses it before sending (a login long enough to send starts the check, leaving idle)';
    if (event.type === 'xstate.done.actor.register' && before.matches({ availability: 'taken' }))
      return 'the check calls the login taken while a registration is on its way: when it is the login being registered the sandbox refuses that registration, and the plan cannot tell it from a login typed after sending (left to the other paths through registering → registered)';
    return undefined;
  },
};
