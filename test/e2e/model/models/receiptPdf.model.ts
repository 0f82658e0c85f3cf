import { expect, type Download, type Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import type { ReceiptPdfContext, ReceiptPdfInput } from '../../../../machines/receiptPdf.machine';
import * as paths from '../../../../src/api/contract/paths';
import type { Statement } from '../../../../src/api/contract/receipts';
import type { BrowserModel, StepInfo } from '../runner';

/**
 * requirements#receipt-pdf: the monthly statement of the passbook (/app/report/passbook) of the
 * agent `minihouston`, whom no browser spec pays or signs in (the report model's account): this
 * month's statement has its opening balance, a month before none. Every request is a statement
 * (the receipt's PDF is the same chart and buttons in a transaction's view); another request is
 * another month chosen, which closes the document before the new one is asked for. Read only.
 *
 * The statement's call is held and failed as the network does; the PDF is drawn in the page. What
 * the browser does with the file is the device's: the print window and the share sheet are
 * stand-ins installed before the portal starts (the print window opens at once or is blocked; the
 * share sheet answers when the path's result step says). A device without the Web Share API is one
 * whose `navigator.share` was removed. Saving is the browser's own download (at once: the runner's
 * `instant`), read back with pdf-lib; a save the browser refuses is `URL.createObjectURL` throwing.
 */
export const RECEIPT_PDF_LOGIN = 'minihouston';

const NOTICES = {
  downloadFailed: 'The PDF could not be saved. Try again.',
  printFailed: 'The PDF could not be opened for printing. Allow pop-ups for this site and try again.',
  shareFailed: 'The PDF could not be shared.',
} as const;

interface Device {
  shares: Array<{ title?: string; files: string[] }>;
  /** the print windows asked for: the PDF's first bytes */
  prints: string[];
  refuseSave: boolean;
  blockPrint: boolean;
  saves: number;
}

interface Memo {
  statement?: Statement;
  download?: Promise<Download>;
  /** the month chosen, YYYY-MM (this month first) */
  month: string;
}

const ctx = (step: StepInfo) => step.snapshot.context as ReceiptPdfContext;
const memoOf = (step: StepInfo) => step.memo as unknown as Memo;
const canShareOf = (step: StepInfo) => (step.path.input as ReceiptPdfInput).canShare;
const panel = (page: Page) => page.locator('.mantine-Paper-root').filter({ hasText: 'Monthly statement' });
const askButton = (page: Page) => panel(page).getByRole('button', { name: 'Statement as PDF' });
const ready = (page: Page) => panel(page).getByRole('group', { name: /^PDF ready: / });
const button = (page: Page, name: string) => ready(page).getByRole('button', { name, exact: true });
const prepareFailed = (page: Page) =>
  panel(page).getByRole('alert').filter({ hasText: 'The PDF could not be prepared' });
const device = (page: Page) => page.evaluate(() => (window as unknown as { __pdf: Device }).__pdf);
const fileName = (month: string) => `statement-${month}.pdf`;

/** The stand-ins, installed before the portal's scripts run. */
function installDevice(canShare: boolean) {
  type Pending = { resolve: () => void; reject: (e: unknown) => void };
  const w = window as unknown as { __pdf: Device & { pending: Pending | undefined } };
  w.__pdf = { shares: [], prints: [], refuseSave: false, blockPrint: false, saves: 0, pending: undefined };
  if (canShare) {
    Navigator.prototype.share = function share(data?: ShareData) {
      w.__pdf.shares.push({ title: data?.title, files: (data?.files ?? []).map((f) => f.name) });
      return new Promise<void>((resolve, reject) => void (w.__pdf.pending = { resolve, reject }));
    };
    Navigator.prototype.canShare = () => true;
  } else {
    delete (Navigator.prototype as { share?: unknown }).share;
    delete (Navigator.prototype as { canShare?: unknown }).canShare;
  }
  // the print window: the PDF it would show is read (its first bytes), then it opens or is blocked
  const blobs = new Map<string, Blob>();
  window.open = (url?: string | URL) => {
    const index = w.__pdf.prints.length;
    w.__pdf.prints.push('');
    const blob = url ? blobs.get(String(url)) : undefined;
    if (blob)
      void blob
        .slice(0, 5)
        .text()
        .then((t) => void (w.__pdf.prints[index] = t));
    return w.__pdf.blockPrint ? null : ({ closed: false } as Window);
  };
  const createObjectURL = URL.createObjectURL.bind(URL);
  URL.createObjectURL = (blob: Blob | MediaSource) => {
    if (blob instanceof Blob && blob.type === 'application/pdf' && w.__pdf.refuseSave) {
      // this one save only
      w.__pdf.refuseSave = false;
      w.__pdf.saves += 1;
      throw new DOMException('Saving files is not allowed here', 'SecurityError');
    }
    const url = createObjectURL(blob);
    if (blob instanceof Blob) blobs.set(url, blob);
    return url;
  };
}

async function settleShare(page: Page, ok: boolean) {
  await expect
    .poll(() => page.evaluate(() => Boolean((window as unknown as { __pdf: { pending?: unknown } }).__pdf.pending)))
    .toBe(true);
  await page.evaluate((done) => {
    const pdf = (window as unknown as { __pdf: { pending?: { resolve(): void; reject(e: unknown): void } } }).__pdf;
    const pending = pdf.pending!;
    pdf.pending = undefined;
    if (done) pending.resolve();
    else pending.reject(new DOMException('Share failed', 'NotAllowedError'));
  }, ok);
}

/** The statement the server answered the portal's last call with. */
async function serverStatement(step: StepInfo): Promise<Statement> {
  await expect.poll(() => memoOf(step).statement, { message: 'the server never answered the statement' }).toBeDefined();
  return memoOf(step).statement!;
}

/** The PDF as the browser saved it: the server's month in its title, one page for its few rows. */
async function expectPdf(download: Download, statement: Statement) {
  expect(download.suggestedFilename()).toBe(fileName(statement.month));
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  const bytes = Buffer.concat(chunks);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const pdf = await PDFDocument.load(bytes);
  expect(pdf.getTitle()).toBe(`Account statement ${statement.month}`);
  expect(statement.rows.length, 'the statement fits one page').toBeLessThan(10);
  expect(pdf.getPageCount()).toBe(1);
}

/** The notice the path's last action left (a failed save, print or share), else nothing. */
async function expectNotice(page: Page, step: StepInfo) {
  const notice = ctx(step).notice;
  if (notice === null) await expect(panel(page).getByRole('alert')).toHaveCount(0);
  else await expect(panel(page).getByRole('alert')).toHaveText(NOTICES[notice]);
}

export const receiptPdfModel: BrowserModel = {
  machine: 'receiptPdf',
  calls: { generatePdf: `**/api/${paths.statement}` },
  // the browser saves (or refuses) and opens the print window (or blocks it) at once
  instant: [
    'xstate.done.actor.downloadPdf',
    'xstate.error.actor.downloadPdf',
    'xstate.done.actor.printPdf',
    'xstate.error.actor.printPdf',
  ],
  async start(page, step) {
    const memo = memoOf(step);
    await page.addInitScript(installDevice, canShareOf(step));
    page.on('response', (response) => {
      if (!response.url().includes(paths.statement) || response.status() !== 200) return;
      void response
        .json()
        .then((body: { responseCode: number; data: Statement }) => {
          if (body.responseCode === 0) memo.statement = body.data;
        })
        .catch(() => {});
    });
    await page.goto('/app/report/passbook');
    await expect(askButton(page)).toBeEnabled();
    memo.month = await panel(page).getByRole('combobox', { name: 'Month' }).inputValue();
  },
  states: {
    'receiptPdf.idle': async (page) => {
      await expect(askButton(page)).toBeEnabled();
      await expect(panel(page).getByText('Preparing the PDF…')).toHaveCount(0);
      await expect(ready(page)).toHaveCount(0);
      await expect(prepareFailed(page)).toHaveCount(0);
    },
    'receiptPdf.generating': async (page, step) => {
      await expect(askButton(page)).toHaveAttribute('data-loading', 'true');
      await expect(panel(page).getByRole('status')).toHaveText('Preparing the PDF…');
      await expect(ready(page)).toHaveCount(0);
      await expect(prepareFailed(page)).toHaveCount(0);
      await expect(panel(page).getByRole('combobox', { name: 'Month' })).toHaveValue(memoOf(step).month);
    },
    'receiptPdf.failed': async (page) => {
      await expect(prepareFailed(page)).toContainText('Please try after sometime.');
      await expect(panel(page).getByRole('button', { name: 'Try again' })).toBeEnabled();
      await expect(panel(page).getByRole('button', { name: 'Close' })).toBeEnabled();
      await expect(ready(page)).toHaveCount(0);
    },
    // the document of the server's month, its actions; a statement has no verification link
    'receiptPdf.ready': async (page, step) => {
      const statement = await serverStatement(step);
      expect(statement.month).toBe(memoOf(step).month);
      await expect(ready(page)).toHaveAttribute('aria-label', `PDF ready: ${fileName(statement.month)}`);
      await expect(button(page, 'Share')).toHaveCount(ctx(step).canShare ? 1 : 0);
      await expect(ready(page).getByRole('button', { name: 'Close the PDF' })).toBeEnabled();
      await expect(panel(page).getByRole('link', { name: 'Check this receipt online' })).toHaveCount(0);
      await expect(askButton(page)).toHaveCount(0);
    },
    'receiptPdf.ready.idle': async (page, step) => {
      await expect(button(page, 'Download PDF')).toBeEnabled();
      await expect(button(page, 'Print')).toBeEnabled();
      if (ctx(step).canShare) await expect(button(page, 'Share')).toBeEnabled();
      await expectNotice(page, step);
      if (step.event.type === 'xstate.done.actor.printPdf') {
        // the print window was given the PDF itself
        await expect.poll(async () => (await device(page)).prints.at(-1)).toBe('%PDF-');
      }
      if (step.event.type === 'xstate.done.actor.sharePdf') {
        // the share sheet got the file, named by the server's month
        const statement = await serverStatement(step);
        expect((await device(page)).shares.at(-1)).toEqual({
          title: fileName(statement.month),
          files: [fileName(statement.month)],
        });
      }
    },
    'receiptPdf.ready.downloading': async (page, step) => {
      if (step.upcoming[0]?.type === 'xstate.error.actor.downloadPdf') {
        // the browser was asked to save the PDF and refused: no file
        await expect.poll(async () => (await device(page)).saves).toBeGreaterThan(0);
        return;
      }
      await expectPdf(await memoOf(step).download!, await serverStatement(step));
    },
    'receiptPdf.ready.printing': async (page, step) => {
      // the print window was asked for (opened or blocked at once)
      const asked = step.path.steps.slice(1, step.index + 1).filter((s) => s.event.type === 'pdf.print').length;
      await expect.poll(async () => (await device(page)).prints.length).toBe(asked);
    },
    'receiptPdf.ready.sharing': async (page, step) => {
      await expect(button(page, 'Download PDF')).toBeDisabled();
      await expect(button(page, 'Print')).toBeDisabled();
      await expect(button(page, 'Share')).toBeDisabled();
      const statement = await serverStatement(step);
      await expect.poll(async () => (await device(page)).shares.length).toBeGreaterThan(0);
      expect((await device(page)).shares.at(-1)?.files).toEqual([fileName(statement.month)]);
    },
  },
  events: {
    // the first request: this month; another: the month before, chosen (which closes the document)
    'pdf.generate': async (page, step) => {
      const memo = memoOf(step);
      memo.statement = undefined;
      if (!step.before.matches('idle')) {
        const select = panel(page).getByRole('combobox', { name: 'Month' });
        const months = await select
          .locator('option')
          .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
        memo.month = months[months.indexOf(memo.month) + 1]!;
        await select.selectOption(memo.month);
      }
      await askButton(page).click();
    },
    'pdf.retry': async (page) => {
      await panel(page).getByRole('button', { name: 'Try again' }).click();
    },
    'pdf.close': async (page, step) => {
      if (step.before.matches('failed')) await panel(page).getByRole('button', { name: 'Close' }).click();
      else if (step.before.matches('ready')) await ready(page).getByRole('button', { name: 'Close the PDF' }).click();
      else {
        // while it is prepared: another month chosen closes it; the first month back (nothing asked)
        const select = panel(page).getByRole('combobox', { name: 'Month' });
        const months = await select
          .locator('option')
          .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
        await select.selectOption(months[months.indexOf(memoOf(step).month) + 1]!);
        memoOf(step).month = await select.inputValue();
      }
    },
    'pdf.download': async (page, step) => {
      const refused = step.upcoming[0]?.type === 'xstate.error.actor.downloadPdf';
      await page.evaluate((r) => void ((window as unknown as { __pdf: Device }).__pdf.refuseSave = r), refused);
      if (!refused) memoOf(step).download = page.waitForEvent('download');
      await button(page, 'Download PDF').click();
    },
    'pdf.print': async (page, step) => {
      const blocked = step.upcoming[0]?.type === 'xstate.error.actor.printPdf';
      await page.evaluate((b) => void ((window as unknown as { __pdf: Device }).__pdf.blockPrint = b), blocked);
      await button(page, 'Print').click();
    },
    'pdf.share': async (page) => {
      await button(page, 'Share').click();
    },
    'xstate.error.actor.generatePdf': async (_page, _step, tools) => tools.fault(),
    'xstate.done.actor.sharePdf': async (page) => settleShare(page, true),
    'xstate.error.actor.sharePdf': async (page) => settleShare(page, false),
  },
};
