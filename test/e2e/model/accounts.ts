import { mkdirSync } from 'node:fs';
import { expect, type Browser, type Page } from '@playwright/test';
import { TOTP } from 'otpauth';
import { switchesURL } from '../playwright.config';
import { importMaskKey, maskValue } from '../../../src/api/contract/requestSecurity';
import { DEMO_PIN } from '../../../server/seed/demoUsers';
import {
  apiCall,
  callAsPage,
  createAccount,
  fillCredentials,
  newAccount,
  resetPinBySms,
  typeIntoBoxes,
} from '../support';
import { SessionCache } from '../sessionCache';

/**
 * Accounts the model paths change or fail on. Never the shared demo accounts where a path could
 * disturb another spec running at the same time: a wrong password counts towards the account's
 * captcha, a used authenticator code cannot sign in again in its 30 s, a reset changes the
 * password. Each worker (a process) makes its own, once, when a path first needs it.
 */

export const codeFor = (secret: string, at = Date.now()) =>
  new TOTP({ secret, digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp: at });

/** A page's settings for the model paths: English kept, reduced motion, the sandbox's address. */
export async function newModelContext(browser: Browser, storageState?: string) {
  const context = await browser.newContext({
    // the second sandbox (playwright.config): the paths change accounts other specs would read
    baseURL: switchesURL,
    reducedMotion: 'reduce',
    viewport: { width: 1280, height: 720 },
    ...(storageState ? { storageState } : {}),
  });
  // requirements#language-preference: the browser keeps the language it shows (support.fillCredentials)
  await context.addInitScript(() => localStorage.setItem('localeChosen', '1'));
  return context;
}

export interface TwoFactorAccount {
  userName: string;
  password: string;
  secret: string;
  recoveryCodes: string[];
  /** the last 30 s step whose code the server accepted: each is accepted once */
  lastStep: number;
}

let twoFactor: Promise<TwoFactorAccount> | undefined;

/** A new customer with two-step verification on, turned on through its screen (as a user would). */
export function twoFactorAccount(browser: Browser): Promise<TwoFactorAccount> {
  twoFactor ??= (async () => {
    const context = await newModelContext(browser);
    const page = await context.newPage();
    try {
      const account = await createAccount(page, 'mdl2fa');
      await page.goto('/signin');
      await fillCredentials(page, account.userName, account.password);
      await expect(page).toHaveURL(/\/app\/dashboard$/);
      await page.goto('/app/two-factor');
      await page.getByRole('button', { name: 'Turn on two-step verification' }).click();
      const secret = (await page.getByTestId('two-factor-secret').innerText()).replace(/\s+/g, '');
      const step = Math.floor(Date.now() / 30_000);
      await typeIntoBoxes(page, 'Code from the app', codeFor(secret, step * 30_000));
      const recoveryCodes =
        (await page.getByTestId('recovery-codes').innerText()).match(/[a-z2-7]{5}-[a-z2-7]{5}/g) ?? [];
      expect(recoveryCodes).toHaveLength(10);
      await page.getByRole('button', { name: 'I have saved these codes' }).click();
      await expect(page.getByRole('button', { name: 'Turn off' })).toBeVisible();
      return { userName: account.userName, password: account.password, secret, recoveryCodes, lastStep: step };
    } finally {
      await context.close();
    }
  })();
  return twoFactor;
}

/**
 * A code the server will accept now: a 30 s step after the last one used, within its ±1 step
 * window (two codes per window at most; a third waits for the server's next step).
 */
export async function nextCode(account: TwoFactorAccount): Promise<string> {
  let step = 0;
  await expect
    .poll(
      () => {
        const now = Math.floor(Date.now() / 30_000);
        step = Math.max(now, account.lastStep + 1);
        return step <= now + 1;
      },
      { timeout: 40_000, message: 'no unused authenticator step within the server window' },
    )
    .toBe(true);
  account.lastStep = step;
  return codeFor(account.secret, step * 30_000);
}

/** A code that is none of the window's: refused as not right. */
export function wrongCode(account: TwoFactorAccount): string {
  const now = Date.now();
  const taken = new Set([-30_000, 0, 30_000].map((d) => codeFor(account.secret, now + d)));
  for (const candidate of ['000000', '111111', '222222', '333333']) if (!taken.has(candidate)) return candidate;
  return '444444';
}

/** A customer signed up but not activated: its right password opens activation (requirements#sign-in). */
export async function pendingAccount(page: Page): Promise<{ userName: string; password: string }> {
  const account = newAccount('mdlpend');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('front_access_token'))).not.toBeNull();
  await apiCall(page, 'demo/v1/front_users_registration', {
    category: 'consumer',
    userName: account.userName,
    fullNameEn: account.fullNameEn,
    phone: account.phone,
    email: account.email,
    password: account.password,
    confirmPassword: account.password,
    acceptTerms: true,
  });
  return { userName: account.userName, password: account.password };
}

/** Each worker's saved sessions of the demo accounts (storage state files), by login. */
const signedIn = new SessionCache<string>();

/** The account type to choose on the sign-in page for the demo logins the model paths use (Customer otherwise). */
const accountTypeOf: Record<string, string> = {
  branch: 'Enterprise',
  enterprise: 'Enterprise',
  superagent: 'Super agent',
  vendor: 'Vendor',
  minihouston: 'Agent',
  csr: 'Customer service',
};

/**
 * A signed-in session of a demo account, saved once per worker (storage state) and reused by
 * every path that starts inside the app.
 */
export function signedInState(browser: Browser, login: string, password: string, workerIndex: number): Promise<string> {
  const key = `${login}-${workerIndex}`;
  return signedIn.get(key, async () => {
    const context = await newModelContext(browser);
    const page = await context.newPage();
    try {
      await page.goto('/signin');
      const select = page.getByRole('combobox', { name: 'Account type' });
      const accountType = accountTypeOf[login];
      if (accountType !== undefined) {
        await select.click();
        await page.getByRole('option', { name: accountType, exact: true }).click();
      }
      await fillCredentials(page, login, password);
      await expect(page).toHaveURL(/\/app\/dashboard$/);
      mkdirSync('test-results/model-auth', { recursive: true });
      const path = `test-results/model-auth/${key}.json`;
      await context.storageState({ path });
      return path;
    } finally {
      await context.close();
    }
  });
}

/** A new customer is a temporary account: its notice (once a session) is not what the paths test. */
export const seenTemporaryNotice = () => sessionStorage.setItem('temporaryAccountNoticeSeen', '1');

const customers = new Map<string, Promise<{ userName: string; password: string; phone: string }>>();

/**
 * This worker's customer of `prefix`, signed up through the API once, with a transaction PIN set
 * through the SMS-code reset as /forgot-pin does (a new account has none). Its wrong PINs and its
 * lists are no other worker's.
 */
export function customerWithPin(browser: Browser, prefix: string, pin = DEMO_PIN) {
  let customer = customers.get(prefix);
  if (!customer) {
    customer = (async () => {
      const context = await newModelContext(browser);
      const page = await context.newPage();
      try {
        const created = await createAccount(page, prefix);
        await resetPinBySms(page, created, pin);
        return { userName: created.userName, password: created.password, phone: created.phone };
      } finally {
        await context.close();
      }
    })();
    customers.set(prefix, customer);
  }
  return customer;
}

let maskKey: Promise<CryptoKey> | undefined;

/** A PIN as the site's maskRequestParam wants it (the runtime configuration's key). */
export async function maskedPin(page: Page, pin = DEMO_PIN): Promise<string> {
  maskKey ??= (async () => {
    const config = (await (await page.request.get('/portal-config.json')).json()) as { maskKey: string };
    return importMaskKey(config.maskKey);
  })();
  return maskValue(await maskKey, pin);
}

/** An adapter call as the signed-in page makes it; fails unless the server says done. */
export async function adapterCall<T>(page: Page, path: string, data: unknown): Promise<T> {
  const answer = await callAsPage(page, `adapter/v1/${path}`, data);
  const body = (await answer.json()) as { responseCode: number; data: T };
  expect(body.responseCode, `${path} answered ${JSON.stringify(body)}`).toBe(0);
  return body.data;
}
