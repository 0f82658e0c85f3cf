import type { Browser } from '@playwright/test';
import { customerWithPin, signedInState } from './accounts';
import { defineModelTests } from './define';
import type { BrowserModel } from './runner';

/**
 * The saved recipients and linked bank accounts model paths (beneficiaries.model, bankAccounts.model):
 * a customer of each worker's own per model, signed up through the API with the demo transaction PIN
 * set by the SMS-code reset (a new account has none), its session saved once. A wrong PIN counts
 * towards this customer's lock only, and its lists are seen by no other path running at the same time;
 * each path puts the lists back as the chart's samples have them before it starts.
 */

/** This worker's customer of `prefix` (accounts.customerWithPin, the demo PIN), its session saved once. */
export async function peopleSession(browser: Browser, prefix: string, workerIndex: number): Promise<string> {
  const { userName, password } = await customerWithPin(browser, prefix);
  return signedInState(browser, userName, password, workerIndex);
}

let sequence = 0;
export const requestId = () => `mdl-${process.pid}-${Date.now().toString(36)}-${++sequence}`;

/**
 * One test per path of a people model (define.ts's, with the paths' own customer): every path of
 * a worker signs in as that worker's customer of `prefix`.
 */
export function definePeopleTests(model: BrowserModel, prefix: string): void {
  defineModelTests(model, { session: (browser, worker) => peopleSession(browser, prefix, worker), newCustomer: true });
}
