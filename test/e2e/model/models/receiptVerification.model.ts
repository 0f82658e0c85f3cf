import { expect, type Browser, type Page } from '@playwright/test';
import type { EventObject } from 'xstate';
import type {
  ReceiptVerificationContext,
  ReceiptVerificationInput,
} from '../../../../machines/receiptVerification.machine';
import { callAsPage } from '../../support';
import { customerWithPin, newModelContext, seenTemporaryNotice, signedInState } from '../accounts';
import type { BrowserModel, StepInfo } from '../runner';
import { loadByCard } from './cardPayment.model';

/**
 * requirements#receipt-verification: /receipt/<token>, what a receipt's address (its QR code)
 * opens, for a visitor who is not signed in. The genuine address is a receipt of a customer of the
 * worker's own: once per worker that customer loads money by card (the gateway's calls, then its
 * return as the portal follows it) and asks for the receipt of that transaction, whose token the
 * paths then verify. A path whose answer is "no such receipt" opens the same address with one
 * character changed (tampered, exactly as one never issued); the input without a token opens an
 * address that cannot be one (/receipt/not-a-token).
 */
export const RECEIPT_PREFIX = 'mdlrcpt';

let genuine: Promise<string> | undefined;

/** This worker's genuine receipt token (made once). */
function genuineToken(browser: Browser): Promise<string> {
  genuine ??= (async () => {
    const { userName, password, phone } = await customerWithPin(browser, RECEIPT_PREFIX);
    const context = await newModelContext(browser, await signedInState(browser, userName, password, 0));
    await context.addInitScript(seenTemporaryNotice);
    const page = await context.newPage();
    try {
      const transactionId = await loadByCard(page, phone);
      const answer = await callAsPage(page, 'report/receipt', { transactionId });
      const body = (await answer.json()) as { responseCode: number; data: { token: string } };
      expect(body.responseCode, `report/receipt answered ${JSON.stringify(body)}`).toBe(0);
      return body.data.token;
    } finally {
      await context.close();
    }
  })();
  return genuine;
}

/** The token with one character changed: the server knows no such receipt. */
const tampered = (token: string) => `${token.slice(0, 30)}${token[30] === 'A' ? 'B' : 'A'}${token.slice(31)}`;

const ctx = (step: StepInfo) => step.snapshot.context as ReceiptVerificationContext;
const failureKind = (e: EventObject | undefined) => (e as { error?: { kind?: string } } | undefined)?.error?.kind;
const main = (page: Page) => page.getByRole('main');
const unknownHeading = (page: Page) => page.getByRole('heading', { name: 'No receipt has this address' });
const genuineHeading = (page: Page) => page.getByRole('heading', { name: 'This receipt is genuine' });

export const receiptVerificationModel: BrowserModel = {
  machine: 'receiptVerification',
  calls: { verifyReceipt: /\/api\/report\/receipts\// },
  async start(page, step) {
    if ((step.path.input as ReceiptVerificationInput).token === null) {
      await page.goto('/receipt/not-a-token');
      return;
    }
    const token = await genuineToken(step.browser);
    // the server's verdict the path expects of the address (a fault answers before the server)
    const verdict = step.upcoming.find(
      (e) => e.type === 'xstate.done.actor.verifyReceipt' || failureKind(e) === 'notFound',
    );
    await page.goto(`/receipt/${failureKind(verdict) === 'notFound' ? tampered(token) : token}`);
  },
  states: {
    // an eventless choice by the address: never on screen, the page shows where it leads
    'receiptVerification.checking': async (page, step) => {
      if (ctx(step).token === null) await expect(unknownHeading(page)).toBeVisible();
      else await expect(page.locator('[data-verification]')).toBeVisible();
    },
    'receiptVerification.verifying': async (page) => {
      await expect(main(page).getByText('Checking the receipt…')).toBeVisible();
      await expect(genuineHeading(page)).toHaveCount(0);
      await expect(unknownHeading(page)).toHaveCount(0);
    },
    'receiptVerification.verified': async (page) => {
      await expect(genuineHeading(page)).toBeVisible();
      await expect(main(page).getByText('Paid', { exact: true })).toBeVisible();
      await expect(main(page)).toContainText(/5,000\.00 IQD/);
      // the card's last digits and the reference nowhere
      await expect(main(page)).not.toContainText(/TX\d{18}/);
      await expect(main(page).getByRole('button', { name: 'Retry' })).toHaveCount(0);
    },
    'receiptVerification.unknown': async (page) => {
      await expect(unknownHeading(page)).toBeVisible();
      await expect(main(page)).toContainText('A receipt that was altered cannot be verified.');
      await expect(genuineHeading(page)).toHaveCount(0);
      await expect(main(page).getByRole('button', { name: 'Retry' })).toHaveCount(0);
    },
    'receiptVerification.failed': async (page) => {
      await expect(main(page).getByRole('alert')).toContainText('The receipt could not be checked');
      await expect(main(page).getByRole('alert')).toContainText('Please try after sometime.');
      await expect(main(page).getByRole('button', { name: 'Retry' })).toBeEnabled();
      await expect(genuineHeading(page)).toHaveCount(0);
    },
  },
  events: {
    'xstate.error.actor.verifyReceipt': async (_page, step, tools) => {
      // notFound: the address opened was the tampered one (start)
      if (failureKind(step.event) !== 'notFound') tools.fault();
    },
    'verify.retry': async (page) => {
      await main(page).getByRole('button', { name: 'Retry' }).click();
    },
  },
};
