import { readFile } from 'node:fs/promises';
import { expect, type Browser, type Download, type Page } from '@playwright/test';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { DisbursementContext } from '../../../../machines/disbursement.machine';
import type {
  BatchSummary,
  DisbursementBatch,
  DisbursementCheck,
  DisbursementTotals,
} from '../../../../src/api/contract/disbursement';
import * as paths from '../../../../src/api/contract/paths';
import { DEMO_PIN } from '../../../../server/seed/demoUsers';
import { createAccount, typeIntoBoxes } from '../../support';
import { adapterCall, maskedPin, newModelContext } from '../accounts';
import type { BrowserModel, StepInfo } from '../runner';

/**
 * requirements#bulk-disbursement: /app/table-list/disbursement as the seeded `enterprise` (the only
 * category whose menu offers the service; no other model spends its PIN or reads its batches).
 * Every file a path chooses pays (at most) 1,000 IQD to a customer of the worker's own, signed up
 * once, so no demo wallet another path reads moves; its other row is a number with no wallet. The
 * enterprise's balance and batches are moved by the other worker's paths too: what a screen must
 * show is what the server answered the portal's own call (read off the page's responses), never a
 * figure remembered from before. A path that opens an earlier batch pays one of its own through the
 * API first and opens that one. The list, check, submit and batch calls are held; failures are
 * network faults on them, and a wrong PIN is typed. The file is read in the page at once (runner
 * `instant`); a file over 512 KB is refused there.
 */
export const DISBURSEMENT_LOGIN = 'enterprise';
const WRONG_PIN = '1111';
const NO_WALLET = '7709999999';
const GENERIC_FAILURE = 'Please try after sometime.';
const HEADER = 'mobile,amount,reference';

type Answers = Partial<Record<'batches' | 'check' | 'submit' | 'batch', unknown>>;
interface Memo {
  answers: Answers;
  /** this path's file names, one per choice */
  files: number;
  fileName?: string;
  /** the batch this path paid through the API (the one it opens) */
  own?: string;
  sample?: Promise<Download>;
}

const memoOf = (step: StepInfo) => step.memo as unknown as Memo;
const ctx = (s: AnyMachineSnapshot) => s.context as DisbursementContext;
const main = (page: Page) => page.getByRole('main');
const button = (page: Page, name: string | RegExp) => main(page).getByRole('button', { name, exact: true });
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Confirm the payment' });
const pinBoxes = (page: Page) => dialog(page).getByRole('textbox', { name: /^Transaction PIN, digit \d of \d$/ });
const status = (page: Page, text: string | RegExp) => main(page).getByRole('status').filter({ hasText: text });
const kindOf = (e: EventObject | undefined) => (e as { error?: { kind?: string } } | undefined)?.error?.kind;
const payableOf = (e: EventObject | undefined) =>
  (e as { output?: { totals?: { payable?: number } } } | undefined)?.output?.totals?.payable;

/** An amount as the portal writes it in English: grouped, two decimals. */
const money = (amount: string) =>
  Number(amount).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

let payee: Promise<{ phone: string }> | undefined;
/** The worker's own customer the files pay (signed up once, in a context of its own). */
function payeeOf(browser: Browser): Promise<{ phone: string }> {
  payee ??= (async () => {
    const context = await newModelContext(browser);
    try {
      return { phone: (await createAccount(await context.newPage(), 'mdldsb')).phone };
    } finally {
      await context.close();
    }
  })();
  return payee;
}

const csvOf = (rows: string[]) => `${[HEADER, ...rows].join('\n')}\n`;
/** A file with one payable row (the worker's customer) and one refused (no wallet). */
const payableCsv = (phone: string, ref: string) => csvOf([`${phone},1000,${ref}`, `${NO_WALLET},1000,NO-WALLET`]);
const nothingPayableCsv = () => csvOf([`${NO_WALLET},1000,NO-WALLET`]);
/** Over 512 KB: refused by the page before it is read. */
const tooBigCsv = (phone: string) =>
  csvOf(Array.from({ length: 24_000 }, (_, i) => `${phone},1000,BIG-${String(i).padStart(6, '0')}`));

function nextFileName(step: StepInfo): string {
  const memo = memoOf(step);
  memo.files += 1;
  memo.fileName = `mdl-${process.pid}-${step.path.index}-${Date.now() % 1e7}-${memo.files}.csv`;
  return memo.fileName;
}

/** The server's answer to the portal's last call of `key` (none yet: waits for it). */
async function answerOf<T>(step: StepInfo, key: keyof Answers): Promise<T> {
  const memo = memoOf(step);
  await expect.poll(() => memo.answers[key], { message: `the server never answered the ${key} call` }).toBeDefined();
  return memo.answers[key] as T;
}

const answerKeys: Array<[string, keyof Answers]> = [
  [paths.disbursementBatches, 'batches'],
  [paths.disbursementCheck, 'check'],
  [paths.disbursementSubmit, 'submit'],
  [paths.disbursementBatch, 'batch'],
];

/** Keeps the body of each answer to the screen's calls (a faulted call has none). */
function listenForAnswers(page: Page, memo: Memo) {
  page.on('response', (response) => {
    const key = answerKeys.find(([path]) => response.url().endsWith(`/api/${path}`))?.[1];
    if (key === undefined || response.status() !== 200) return;
    void response
      .json()
      .then((body: unknown) => void (memo.answers[key] = body))
      .catch(() => {});
  });
}

/**
 * The page's reading of a chosen CSV file waits until the path's next step lets it go
 * (`releaseRead`): the reading is seen on the screen, and the check call it starts is held by then.
 */
function holdReads() {
  const w = window as unknown as { __releaseRead?: () => void };
  const text = Blob.prototype.text;
  Blob.prototype.text = function heldText(this: Blob) {
    if (!(this instanceof File) || !this.name.endsWith('.csv')) return text.call(this);
    return new Promise<void>((resolve) => (w.__releaseRead = resolve)).then(() => text.call(this));
  };
}

async function releaseRead(page: Page) {
  await expect
    .poll(() => page.evaluate(() => typeof (window as { __releaseRead?: unknown }).__releaseRead === 'function'))
    .toBe(true);
  await page.evaluate(() => {
    const w = window as unknown as { __releaseRead?: () => void };
    const release = w.__releaseRead!;
    w.__releaseRead = undefined;
    release();
  });
}

async function chooseFile(page: Page, name: string, csv: string) {
  const chooser = page.waitForEvent('filechooser');
  await button(page, /^Choose (a CSV|another) file$/).click();
  await (await chooser).setFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(csv) });
}

/** Pays a one-row batch of the path's own through the API (right PIN): the batch the path opens. */
async function payOwnBatch(page: Page, step: StepInfo): Promise<string> {
  const { phone } = await payeeOf(step.browser);
  const fileName = `mdl-own-${process.pid}-${step.path.index}-${Date.now() % 1e7}.csv`;
  const paid = await adapterCall<DisbursementBatch>(page, paths.disbursementSubmit.replace('adapter/v1/', ''), {
    fileName,
    csv: payableCsv(phone, `OWN-${step.path.index}`),
    requestId: crypto.randomUUID(),
    pin: await maskedPin(page),
  });
  return paid.batch.fileName;
}

async function expectTotals(page: Page, totals: DisbursementTotals) {
  await expect(main(page).getByTestId('total-Rows')).toHaveText(String(totals.rows));
  await expect(main(page).getByTestId('total-To pay')).toHaveText(String(totals.payable));
  await expect(main(page).getByTestId('total-Refused')).toHaveText(String(totals.refused));
  await expect(main(page).getByTestId('total-Total')).toContainText(money(totals.total));
}

/** Nothing of a file, a batch or the dialog: the start screen's parts only. */
async function expectNoFile(page: Page) {
  await expect(button(page, /^Pay \d+ rows$/)).toHaveCount(0);
  await expect(main(page).getByRole('grid')).toHaveCount(0);
  await expect(dialog(page)).toHaveCount(0);
}

/** The sample file, when this step asked for it: its name and header. */
async function expectSample(step: StepInfo) {
  if (step.event.type !== 'sample.download') return;
  const sample = await memoOf(step).sample!;
  expect(sample.suggestedFilename()).toBe('disbursement-batch-sample.csv');
  expect((await readFile(await sample.path(), 'utf8')).split(/\r?\n/)[0]).toBe(HEADER);
}

const busyText = (step: StepInfo) => `Checking ${memoOf(step).fileName ?? ''}…`;

export const disbursementModel: BrowserModel = {
  machine: 'disbursement',
  calls: {
    loadBatches: `**/api/${paths.disbursementBatches}`,
    checkFile: `**/api/${paths.disbursementCheck}`,
    submitBatch: `**/api/${paths.disbursementSubmit}`,
    loadBatch: `**/api/${paths.disbursementBatch}`,
  },
  // a file over the size limit is refused before it is read: at once
  instant: ['xstate.error.actor.readFile'],
  async start(page, step) {
    const memo = memoOf(step);
    memo.answers = {};
    memo.files = 0;
    await payeeOf(step.browser);
    if (step.path.steps.some((s) => s.event.type === 'batch.open')) {
      // the session's tokens are in storage once a page of the portal is open
      await page.goto('/favicon.svg');
      memo.own = await payOwnBatch(page, step);
    }
    listenForAnswers(page, memo);
    await page.addInitScript(holdReads);
    await page.goto('/app/table-list/disbursement');
  },
  states: {
    'disbursement.loading': async (page, step) => {
      await expect(page.getByRole('heading', { name: 'Bulk disbursement', level: 1 })).toBeVisible();
      await expect(status(page, 'Loading…')).toBeVisible();
      await expect(button(page, 'Choose a CSV file')).toHaveCount(0);
      await expectNoFile(page);
      await expectSample(step);
    },
    'disbursement.idle': async (page, step) => {
      const c = ctx(step.snapshot);
      await expect(button(page, 'Choose a CSV file')).toBeEnabled();
      await expect(main(page).getByRole('status')).toHaveCount(0);
      await expectNoFile(page);
      if (c.fileProblem === 'size')
        await expect(main(page).getByRole('alert')).toContainText(
          'The file is larger than 512 KB. Split it into smaller files.',
        );
      else await expect(main(page).getByText('This file cannot be paid')).toHaveCount(0);
      if (c.failure !== null) await expect(main(page).getByRole('alert')).toContainText(GENERIC_FAILURE);
      if (c.failure === null && c.fileProblem === null) await expect(main(page).getByRole('alert')).toHaveCount(0);
      if (c.batches === null) {
        await expect(main(page).getByText('Your earlier batches could not be loaded.')).toBeVisible();
        await expect(button(page, 'Retry')).toBeEnabled();
      } else {
        // the list the server answered, newest first
        const { batches } = await answerOf<{ data: { batches: BatchSummary[] } }>(step, 'batches').then((a) => a.data);
        if (batches.length === 0) await expect(main(page).getByText('You have not paid a batch yet.')).toBeVisible();
        else {
          const items = main(page).getByRole('list', { name: 'Earlier batches' }).getByRole('listitem');
          await expect(items).toHaveCount(batches.length);
          await expect(items.first()).toContainText(batches[0]!.fileName);
          await expect(items.first()).toContainText(
            `${batches[0]!.totals.payable} of ${batches[0]!.totals.rows} rows · ${money(batches[0]!.totals.total)}`,
          );
        }
        const own = memoOf(step).own;
        if (own !== undefined) await expect(button(page, `Open the batch ${own}`)).toBeEnabled();
      }
      await expectSample(step);
    },
    // a file over the size limit is refused at once (the screen already says so); another is being read
    'disbursement.reading': async (page, step) => {
      if (step.upcoming[0]?.type === 'xstate.error.actor.readFile')
        await expect(main(page).getByRole('alert')).toContainText('This file cannot be paid');
      else {
        // the file's name is not known to the chart until it is read: the screen says so in words
        // (it said "Checking …" with an empty name)
        await expect(status(page, 'Checking the file…')).toBeVisible();
        await expectNoFile(page);
      }
    },
    'disbursement.checking': async (page, step) => {
      await expect(status(page, busyText(step))).toBeVisible();
      await expect(button(page, /^Choose (a CSV|another) file$/)).toHaveCount(0);
      await expectNoFile(page);
      await expectSample(step);
    },
    'disbursement.checkFailed': async (page, step) => {
      await expect(main(page).getByRole('alert')).toContainText('The file could not be checked');
      await expect(main(page).getByRole('alert')).toContainText(GENERIC_FAILURE);
      await expect(button(page, 'Retry')).toBeEnabled();
      await expect(button(page, 'Choose another file')).toBeEnabled();
      await expectNoFile(page);
      await expectSample(step);
    },
    'disbursement.reviewing': async (page, step) => {
      const check = (await answerOf<{ data: DisbursementCheck }>(step, 'check')).data;
      const name = memoOf(step).fileName!;
      await expect(dialog(page)).toHaveCount(0);
      await expect(main(page).getByText(`${name}: check the rows before paying`)).toBeVisible();
      await expectTotals(page, check.totals);
      await expect(main(page).getByText(`Your balance: ${money(check.totals.balance)}`)).toBeVisible();
      const grid = main(page).getByRole('grid', { name: `Rows of ${name}` });
      await expect(grid.getByRole('row').filter({ hasText: 'NO-WALLET' })).toContainText(
        'no active wallet for this number',
      );
      const pay = button(page, `Pay ${check.totals.payable} rows`);
      if (check.totals.payable === 0) {
        await expect(main(page).getByRole('alert')).toContainText('No row of this file can be paid.');
        await expect(pay).toBeDisabled();
      } else {
        await expect(grid.getByRole('row').filter({ hasText: 'ready to pay' })).toHaveCount(check.totals.payable);
        await expect(pay).toBeEnabled();
      }
      await expectSample(step);
    },
    'disbursement.confirming': async (page, step) => {
      const check = (await answerOf<{ data: DisbursementCheck }>(step, 'check')).data;
      await expect(dialog(page)).toBeVisible();
      await expect(dialog(page)).toContainText(
        `Pay ${check.totals.payable} rows of ${memoOf(step).fileName}: ${money(check.totals.total)}`,
      );
      await expect(pinBoxes(page).first()).toBeEnabled();
      await expect(dialog(page).getByRole('button', { name: 'Cancel' })).toBeEnabled();
      if (ctx(step.snapshot).failure === null) await expect(dialog(page).getByRole('alert')).toHaveCount(0);
      else {
        // the server refused the PIN: it says how many tries are left, and the boxes are empty again
        const refused = (await answerOf<{ data: { attemptsLeft: number } }>(step, 'submit')).data;
        await expect(dialog(page).getByRole('alert')).toContainText(
          `Attempts left before payments are locked: ${refused.attemptsLeft}`,
        );
        await expect(pinBoxes(page).first()).toHaveValue('');
      }
    },
    'disbursement.submitting': async (page) => {
      await expect(dialog(page)).toBeVisible();
      await expect(pinBoxes(page).first()).toBeDisabled();
      await expect(dialog(page).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    },
    'disbursement.done': async (page, step) => {
      const paid = (await answerOf<{ data: DisbursementBatch }>(step, 'submit')).data;
      const name = memoOf(step).fileName!;
      expect(paid.batch.fileName).toBe(name);
      await expect(dialog(page)).toHaveCount(0);
      await expect(
        status(page, `${paid.batch.totals.payable} of ${paid.batch.totals.rows} rows of ${name} were paid.`),
      ).toBeVisible();
      await expectTotals(page, paid.batch.totals);
      const results = main(page).getByRole('grid', { name: `Results of ${name}` });
      await expect(results.getByRole('row').filter({ hasText: 'NO-WALLET' })).toContainText('Not paid');
      await expect(results.getByRole('row').filter({ hasText: 'MDL-' })).toContainText('Paid');
      await expect(main(page).getByRole('link', { name: 'View the transaction' })).toBeVisible();
      await expect(button(page, 'Pay another file')).toBeEnabled();
      await expectSample(step);
    },
    'disbursement.opening': async (page, step) => {
      await expect(status(page, 'Loading…')).toBeVisible();
      await expect(main(page).getByRole('list', { name: 'Earlier batches' })).toHaveCount(0);
      await expectNoFile(page);
      await expectSample(step);
    },
    'disbursement.viewing': async (page, step) => {
      const opened = (await answerOf<{ data: DisbursementBatch }>(step, 'batch')).data;
      const own = memoOf(step).own!;
      expect(opened.batch.fileName).toBe(own);
      await expect(main(page).getByText(`Batch ${opened.batch.batchId} of ${own}`)).toBeVisible();
      await expect(main(page).getByText('Partly paid')).toBeVisible();
      await expectTotals(page, opened.batch.totals);
      const results = main(page).getByRole('grid', { name: `Results of ${own}` });
      await expect(results.getByRole('row').filter({ hasText: 'NO-WALLET' })).toContainText('Not paid');
      await expect(button(page, 'Back to the batches')).toBeEnabled();
      await expect(button(page, 'Choose a CSV file')).toHaveCount(0);
      await expectSample(step);
    },
  },
  events: {
    'list.retry': async (page) => {
      await button(page, 'Retry').click();
    },
    'file.choose': async (page, step) => {
      const { phone } = await payeeOf(step.browser);
      const name = nextFileName(step);
      const [read, check] = step.upcoming;
      const csv =
        read?.type === 'xstate.error.actor.readFile'
          ? tooBigCsv(phone)
          : check?.type === 'xstate.done.actor.checkFile' && payableOf(check) === 0
            ? nothingPayableCsv()
            : payableCsv(phone, `MDL-${memoOf(step).files}`);
      await chooseFile(page, name, csv);
    },
    'file.clear': async (page) => {
      await button(page, 'Cancel').click();
    },
    'check.retry': async (page) => {
      await button(page, 'Retry').click();
    },
    'batch.confirm': async (page) => {
      await button(page, /^Pay \d+ rows$/).click();
    },
    'pin.submit': async (page, step) => {
      const wrong = step.upcoming[0]?.type === 'xstate.error.actor.submitBatch';
      await typeIntoBoxes(page, 'Transaction PIN', wrong ? WRONG_PIN : DEMO_PIN);
      await dialog(page).getByRole('button', { name: 'Pay' }).click();
    },
    'pin.cancel': async (page) => {
      await dialog(page).getByRole('button', { name: 'Cancel' }).click();
    },
    'batch.new': async (page) => {
      await button(page, 'Pay another file').click();
    },
    'batch.open': async (page, step) => {
      await button(page, `Open the batch ${memoOf(step).own}`).click();
    },
    'batch.close': async (page) => {
      await button(page, 'Back to the batches').click();
    },
    'sample.download': async (page, step) => {
      memoOf(step).sample = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Download the sample file' }).click();
    },
    'xstate.done.actor.readFile': async (page) => releaseRead(page),
    // each answer is read afresh: the one before is no longer what the screen must show
    'xstate.done.actor.loadBatches': async (_page, step) => void (memoOf(step).answers.batches = undefined),
    'xstate.done.actor.checkFile': async (_page, step) => void (memoOf(step).answers.check = undefined),
    'xstate.done.actor.submitBatch': async (_page, step) => void (memoOf(step).answers.submit = undefined),
    'xstate.done.actor.loadBatch': async (_page, step) => void (memoOf(step).answers.batch = undefined),
    'xstate.error.actor.loadBatches': async (_page, _step, tools) => tools.fault(),
    'xstate.error.actor.checkFile': async (_page, _step, tools) => tools.fault(),
    'xstate.error.actor.loadBatch': async (_page, _step, tools) => tools.fault(),
    // a wrong PIN was typed (pin.submit): the server refuses it
    'xstate.error.actor.submitBatch': async (_page, step) => void (memoOf(step).answers.submit = undefined),
  },
  cannot(event, before) {
    if (event.type === 'xstate.error.actor.checkFile' && kindOf(event) === 'validation')
      return "the back end's refusal of a whole file (wrong header): the page reads the file with the same check (checkDisbursementCsv) and refuses it before the check call is sent";
    if (event.type === 'xstate.error.actor.checkFile' && kindOf(event) !== 'network')
      return `a ${kindOf(event)} failure of the check: the paths fail it as the network does`;
    if (event.type === 'sample.download' && before.matches('reading'))
      return 'the file is read in the page at once: the screen never rests while it is read';
    if (event.type === 'sample.download' && (before.matches('confirming') || before.matches('submitting')))
      return 'the PIN dialog is modal: the page behind it (the sample button) cannot be pressed';
    if (event.type === 'batch.open' && ctx(before).batches === null)
      return 'no list of earlier batches (its load failed): there is no batch to open';
    return undefined;
  },
};
