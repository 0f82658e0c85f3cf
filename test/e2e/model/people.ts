import { mkdirSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { importMaskKey, maskValue } from '../../../src/api/contract/requestSecurity';
import { DEMO_PIN } from '../../../server/seed/demoUsers';
import { apiCall, callAsPage, createAccount, fillCredentials, latestMessage } from '../support';
import { newModelContext } from './accounts';
import { modelSet } from './define';
import { planPaths } from './plan';
import { checkModel, walkPath, type BrowserModel } from './runner';

/**
 * The saved recipients and linked bank accounts model paths (beneficiaries.model, bankAccounts.model):
 * a customer of each worker's own per model, signed up through the API with the demo transaction PIN
 * set by the SMS-code reset (a new account has none), its session saved once. A wrong PIN counts
 * towards this customer's lock only, and its lists are seen by no other path running at the same time;
 * each path puts the lists back as the chart's samples have them before it starts.
 */

export interface PeopleAccount {
  userName: string;
  password: string;
  /** the saved session (storage state file) */
  state: string;
}

const accounts = new Map<string, Promise<PeopleAccount>>();

/** The new customer is a temporary account: its notice (once a session) is not what these paths test. */
export const seenTemporaryNotice = () => sessionStorage.setItem('temporaryAccountNoticeSeen', '1');

export function peopleAccount(browser: Browser, prefix: string, workerIndex: number): Promise<PeopleAccount> {
  const key = `${prefix}-${workerIndex}`;
  let account = accounts.get(key);
  if (!account) {
    account = (async () => {
      const context = await newModelContext(browser);
      await context.addInitScript(seenTemporaryNotice);
      const page = await context.newPage();
      try {
        const created = await createAccount(page, prefix);
        // requirements#forgot-pin: the PIN set through the SMS code, as /forgot-pin does
        const delivery = (await apiCall(page, 'demo/v1/front_users_forgotPin', {
          userName: created.userName,
          category: 'consumer',
        })) as { requestId: string };
        const { otp } = await latestMessage(page, created.phone, 'pin_reset');
        await apiCall(page, 'demo/v1/front_users_confirmPinReset', {
          requestId: delivery.requestId,
          otp,
          newPin: DEMO_PIN,
          confirmPin: DEMO_PIN,
        });
        await page.goto('/signin');
        await fillCredentials(page, created.userName, created.password);
        await expect(page).toHaveURL(/\/app\/dashboard$/);
        mkdirSync('test-results/model-auth', { recursive: true });
        const state = `test-results/model-auth/${key}.json`;
        await context.storageState({ path: state });
        return { userName: created.userName, password: created.password, state };
      } finally {
        await context.close();
      }
    })();
    accounts.set(key, account);
  }
  return account;
}

/** The demo PIN as the site's maskRequestParam wants it (the runtime configuration's key). */
export async function maskedPin(page: Page, pin = DEMO_PIN): Promise<string> {
  const config = (await (await page.request.get('/portal-config.json')).json()) as { maskKey: string };
  return maskValue(await importMaskKey(config.maskKey), pin);
}

/** An adapter call as the signed-in page makes it; fails unless the server says done. */
export async function adapterCall<T>(page: Page, path: string, data: unknown): Promise<T> {
  const answer = await callAsPage(page, `adapter/v1/${path}`, data);
  const body = (await answer.json()) as { responseCode: number; data: T };
  expect(body.responseCode, `${path} answered ${JSON.stringify(body)}`).toBe(0);
  return body.data;
}

let sequence = 0;
export const requestId = () => `mdl-${process.pid}-${Date.now().toString(36)}-${++sequence}`;

/**
 * One test per path of a people model (define.ts's, with the paths' own customer): every path of
 * a worker signs in as that worker's customer of `prefix`.
 */
export function definePeopleTests(model: BrowserModel, prefix: string): void {
  checkModel(model);
  const plan = planPaths(model.machine, model.cannot);
  const paths = modelSet === 'full' ? plan.full : plan.subset;
  test.describe(`model ${model.machine}`, () => {
    test.describe.configure({ timeout: 90_000 });
    for (const path of paths)
      test(`path ${path.index}: ${path.description}`, async ({ browser }, info) => {
        const account = await peopleAccount(browser, prefix, info.workerIndex);
        const context = await newModelContext(browser, account.state);
        await context.addInitScript(seenTemporaryNotice);
        try {
          await walkPath(context, browser, model, path);
        } finally {
          await context.close();
        }
      });
  });
}
