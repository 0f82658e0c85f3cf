import { expect, type Page } from '@playwright/test';
import type { EventObject } from 'xstate';
import type { LoginAnswer, SignInContext } from '../../../../machines/signIn.machine';
import * as paths from '../../../../src/api/contract/paths';
import { createAccount, DEMO_PASSWORD } from '../../support';
import { nextCode, pendingAccount, twoFactorAccount, wrongCode } from '../accounts';
import type { BrowserModel, StepInfo } from '../runner';
import { elapseOnServer, failedSignInsElsewhere, scopedFault } from '../serverTime';

/** requirements#sign-in: credentials, then the authenticator code when the account has two-factor on. */

const form = (page: Page) => page.getByRole('form', { name: 'Sign in' });
const codeForm = (page: Page) => page.getByRole('form', { name: 'Two-step verification' });
const ctx = (step: StepInfo) => step.snapshot.context as SignInContext;
const output = (e: EventObject | undefined) => (e as { output?: LoginAnswer } | undefined)?.output;
const failureKind = (e: EventObject | undefined) => (e as { error?: { kind?: string } } | undefined)?.error?.kind;

/** What the sandbox answers each kind of failure with, in the portal's words. */
const failureText: Record<string, string> = {
  invalidCredentials: 'The login or password is incorrect.',
  challengeExpired: 'Signing in took too long. Enter your password again.',
  captchaRequired: 'There were several failed sign-ins to this account.',
};
/** The chart's own failure for a success without a user (the sandbox's withoutUser fault). */
const NO_USER_TEXT = 'The sign-in answer had no user.';
const failureMessage = (failure: SignInContext['failure'], otherwise: string | RegExp) =>
  failure?.errCode === 'noUser' ? NO_USER_TEXT : (failureText[failure?.kind ?? ''] ?? otherwise);

/** The two-factor challenge the sandbox handed out: its token and lifetime. */
interface Challenge {
  token: string;
  expiresIn: number;
}

const NOBODY = 'model-nobody';
const captchaBox = (page: Page) => page.getByRole('textbox', { name: 'Characters in the picture' });

export const signInModel: BrowserModel = {
  machine: 'signIn',
  clock: true,
  calls: {
    validateLogin: '**/api/demo/v1/front_users_validateLogin',
    verifyTwoFactor: '**/api/demo/v1/front_users_verify2FAToken',
  },
  async start(page) {
    await page.goto('/signin');
  },
  states: {
    'signIn.editingCredentials': async (page, step) => {
      await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
      await expect(form(page).getByRole('button', { name: 'Sign in' })).toBeEnabled();
      await expect(page.getByText('Please wait…')).toHaveCount(0);
      const failure = ctx(step).failure;
      if (failure === null) await expect(form(page).getByRole('alert')).toHaveCount(0);
      else await expect(form(page).getByRole('alert')).toContainText(failureMessage(failure, /\S/));
      if (failure?.kind === 'invalidCredentials')
        await expect(page.getByRole('textbox', { name: 'Password' })).toHaveValue('');
      // the captcha: its picture, and an empty field for its characters
      if (ctx(step).captcha === null) await expect(captchaBox(page)).toHaveCount(0);
      else {
        await expect(page.getByRole('img', { name: /^Security check: a picture of \d+ characters/ })).toBeVisible();
        await expect(captchaBox(page)).toHaveValue('');
      }
    },
    'signIn.validatingCredentials': async (page) => {
      await expect(form(page).getByRole('button', { name: 'Sign in' })).toBeDisabled();
      await expect(page.getByText('Please wait…')).toBeVisible();
    },
    'signIn.twoFactor': async (page) => {
      await expect(page.getByRole('heading', { name: 'Two-step verification', level: 1 })).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('front_authorize_token'))).toBeNull();
    },
    'signIn.twoFactor.awaitingCode': async (page, step) => {
      await expect(codeForm(page).getByRole('button', { name: 'Use a different account' })).toBeEnabled();
      await expect(page.getByText('Please wait…')).toHaveCount(0);
      const failure = ctx(step).failure;
      if (failure === null) await expect(codeForm(page).getByRole('alert')).toHaveCount(0);
      else
        await expect(codeForm(page).getByRole('alert')).toContainText(failureMessage(failure, /not right|not valid/));
      // a success without a user signs nobody in
      if (failure?.errCode === 'noUser')
        expect(await page.evaluate(() => localStorage.getItem('front_authorize_token'))).toBeNull();
    },
    'signIn.twoFactor.verifyingCode': async (page) => {
      await expect(codeForm(page).getByRole('button', { name: 'Use a different account' })).toBeDisabled();
      await expect(page.getByText('Please wait…')).toBeVisible();
    },
    'signIn.signedIn': async (page) => {
      await expect(page).toHaveURL(/\/app\/dashboard$/);
      expect(await page.evaluate(() => localStorage.getItem('front_authorize_token'))).not.toBeNull();
    },
    'signIn.awaitingActivation': async (page) => {
      await expect(page).toHaveURL(/\/activation\b/);
    },
  },
  events: {
    // the credentials the next answer needs: the server decides, the path says which answer it wants
    'credentials.submit': async (page, step) => {
      const next = step.upcoming[0];
      let login = 'consumer';
      let password = DEMO_PASSWORD;
      const captchaAnswer = (step.event as { captchaAnswer?: string }).captchaAnswer;
      if (captchaAnswer !== undefined) {
        // the captcha's answer (the sandbox remembers it), with the account that was asked for it
        ({ userName: login, password } = step.memo.captchaAccount as { userName: string; password: string });
        const id = await (step.memo.captchaId as Promise<string>);
        const answer = await page.request.get(`/sandbox/v1/captcha?id=${encodeURIComponent(id)}`);
        const { data } = (await answer.json()) as { data: { answer: string } };
        await captchaBox(page).fill(data.answer);
      } else if (failureKind(next) === 'captchaRequired') {
        // an account of its own, with five failed sign-ins counted as from other addresses
        const account = await createAccount(page, 'mdlcap');
        await failedSignInsElsewhere(page, account.userName, 5);
        ({ userName: login, password } = account);
        step.memo.captchaAccount = account;
        step.memo.captchaId = page
          .waitForResponse((r) => r.url().includes('front_users_validateLogin'))
          .then(async (r) => ((await r.json()) as { data: { captcha: { captchaId: string } } }).data.captcha.captchaId);
      } else if (next === undefined || output(next)?.user) {
        // a plain success (or a path that ends waiting for the answer)
      } else if (output(next)?.info.isTFA) {
        const account = await twoFactorAccount(step.browser);
        ({ userName: login, password } = account);
        step.memo.twoFactor = account;
        // the challenge's lifetime is the server's: the timeout step moves the clock by it (and
        // the challenge-gone step makes the server's challenge that much older)
        step.memo.challenge = page
          .waitForResponse((r) => r.url().includes('front_users_validateLogin'))
          .then(async (r): Promise<Challenge> => {
            const { info } = ((await r.json()) as { data: LoginAnswer }).data;
            return { token: info.auth_token, expiresIn: info.expires_in };
          });
      } else if (failureKind(next) === 'invalidCredentials') {
        // no such account: a wrong password without counting towards a real account's captcha
        login = NOBODY;
        password = 'Wrong@1234';
      } else if (failureKind(next) === 'accountInactive') {
        ({ userName: login, password } = await pendingAccount(page));
      }
      await page.getByRole('textbox', { name: 'Mobile number or username' }).fill(login);
      await page.getByRole('textbox', { name: 'Password' }).fill(password);
      await form(page).getByRole('button', { name: 'Sign in' }).click();
    },
    'twoFactor.submit': async (page, step) => {
      const account = await twoFactorAccount(step.browser);
      const next = step.upcoming[0];
      const code =
        next === undefined || next.type.startsWith('xstate.done') ? await nextCode(account) : wrongCode(account);
      // back from the recovery code (a path may have tried one before)
      const back = page.getByRole('button', { name: 'Use the code from my app' });
      if ((await back.count()) > 0) await back.click();
      await page.getByRole('textbox', { name: 'Authenticator code' }).first().click();
      await page.keyboard.type(code);
    },
    'twoFactor.submitRecoveryCode': async (page, step) => {
      const account = await twoFactorAccount(step.browser);
      const next = step.upcoming[0];
      const code =
        next === undefined || next.type.startsWith('xstate.done')
          ? (account.recoveryCodes.shift() ?? '')
          : 'aaaaa-bbbbb';
      const box = page.getByRole('textbox', { name: 'Recovery code' });
      if ((await box.count()) === 0) await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
      await box.fill(code);
      await codeForm(page).getByRole('button', { name: 'Verify' }).click();
    },
    'twoFactor.cancel': async (page) => {
      await page.getByRole('button', { name: 'Use a different account' }).click();
    },
    'xstate.after.challengeLifetime.signIn.twoFactor': async (page, step) => {
      const { expiresIn } = await (step.memo.challenge as Promise<Challenge>);
      await page.clock.fastForward(expiresIn * 1000 + 1000);
    },
    // a broken server: the sign-in succeeds (a session is made) but the answer names no user
    'xstate.done.actor.validateLogin': async (page, step, tools) => {
      const answer = output(step.event);
      if (answer && !answer.info.isTFA && answer.user === null)
        tools.scope(await scopedFault(page, { kind: 'withoutUser', path: paths.validateLogin }));
    },
    // the challenge's time runs out on the server while the code is on its way
    'xstate.error.actor.verifyTwoFactor': async (page, step) => {
      if (failureKind(step.event) !== 'challengeExpired') return;
      const { token, expiresIn } = await (step.memo.challenge as Promise<Challenge>);
      await elapseOnServer(page, { sessionToken: token }, expiresIn);
    },
  },
  cannot(event, before) {
    if (event.type === 'twoFactor.cancel' && before.matches({ twoFactor: 'verifyingCode' }))
      return 'the screen disables "Use a different account" while the code is checked (the chart would take it)';
    if (event.type === 'xstate.done.actor.verifyTwoFactor' && output(event)?.user === null)
      return "a code's success without a user: the portal's contract (verify2FADataSchema) reads such an answer as unreadable (invalidResponse), so the chart takes its error branch to awaitingCode instead (the sandbox's withoutUser fault on verify2FAToken shows it)";
    if (event.type === 'credentials.submit') {
      const asked = (before.context as SignInContext).captcha !== null;
      const answered = (event as { captchaAnswer?: string }).captchaAnswer !== undefined;
      if (asked && !answered) return 'the form asks for the characters in the picture before it signs in';
      if (!asked && answered) return 'without a captcha the form has no field for its answer';
    }
    return undefined;
  },
};
