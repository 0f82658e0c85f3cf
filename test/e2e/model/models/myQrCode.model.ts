import { expect, type Download, type Page } from '@playwright/test';
import type { MyQrCodeContext, MyQrCodeInput } from '../../../../machines/myQrCode.machine';
import type { MyQrCode } from '../../../../src/api/contract/myQrCode';
import * as paths from '../../../../src/api/contract/paths';
import type { BrowserModel, StepInfo } from '../runner';

/**
 * requirements#qr-code: /app/myQrCode as the seeded consumer, read only (the code is the server's
 * signature of her wallet, the same every time). The code's call is held and failed as the network
 * does. What the browser does with the code is the device's: the page's clipboard, share sheet and
 * print dialog are stand-ins installed before the portal starts, which keep what the portal handed
 * them and answer when the path's result step says (a copy that is let through is written to the
 * real clipboard and read back). A device without the Web Share API is one whose `navigator.share`
 * was removed. Saving the PNG is the browser's own download (it answers at once: the runner's
 * `instant`); a save the browser refuses is `URL.createObjectURL` throwing for that one file.
 */
export const MY_QR_CODE_LOGIN = 'consumer';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const COPIED = 'The code was copied.';
const NOTICES = {
  copyFailed: 'The code could not be copied. Your browser may not allow it here.',
  downloadFailed: 'The image could not be saved. Please try again.',
  shareFailed: 'The code could not be shared. Please try again.',
} as const;

interface Device {
  copies: string[];
  shares: Array<{ title?: string; text?: string; files: string[] }>;
  prints: number;
  refuseSave: boolean;
  saves: number;
}

interface Memo {
  download?: Promise<Download>;
  code?: MyQrCode;
}

const ctx = (step: StepInfo) => step.snapshot.context as MyQrCodeContext;
const memoOf = (step: StepInfo) => step.memo as Memo;
const main = (page: Page) => page.getByRole('main');
const button = (page: Page, name: string) => main(page).getByRole('button', { name, exact: true });
const device = (page: Page) => page.evaluate(() => (window as unknown as { __qr: Device }).__qr);

/** The stand-ins, installed before the portal's scripts run. */
function installDevice(canShare: boolean) {
  type Pending = { resolve: () => void; reject: (e: unknown) => void };
  const w = window as unknown as { __qr: Device & { pending: Record<string, Pending | undefined> } };
  w.__qr = { copies: [], shares: [], prints: 0, refuseSave: false, saves: 0, pending: {} };
  const hold = (kind: string) =>
    new Promise<void>((resolve, reject) => {
      w.__qr.pending[kind] = { resolve, reject };
    });
  const clipboard = navigator.clipboard;
  const write = clipboard.writeText.bind(clipboard);
  clipboard.writeText = (text: string) => {
    w.__qr.copies.push(text);
    return hold('copy').then(() => write(text));
  };
  if (canShare) {
    Navigator.prototype.share = function share(data?: ShareData) {
      w.__qr.shares.push({ title: data?.title, text: data?.text, files: (data?.files ?? []).map((f) => f.name) });
      return hold('share');
    };
    Navigator.prototype.canShare = () => true;
  } else {
    delete (Navigator.prototype as { share?: unknown }).share;
    delete (Navigator.prototype as { canShare?: unknown }).canShare;
  }
  window.print = () => void (w.__qr.prints += 1);
  const createObjectURL = URL.createObjectURL.bind(URL);
  URL.createObjectURL = (blob: Blob | MediaSource) => {
    if (blob instanceof Blob && blob.type === 'image/png') {
      w.__qr.saves += 1;
      if (w.__qr.refuseSave) throw new DOMException('Saving files is not allowed here', 'SecurityError');
    }
    return createObjectURL(blob);
  };
}

/** Answers the stand-in's held promise: done, or refused as the device would. */
async function settle(page: Page, kind: 'copy' | 'share', ok: boolean) {
  await expect
    .poll(() =>
      page.evaluate(
        (k) => Boolean((window as unknown as { __qr: { pending: Record<string, unknown> } }).__qr.pending[k]),
        kind,
      ),
    )
    .toBe(true);
  await page.evaluate(
    ({ k, done }) => {
      const qr = (
        window as unknown as {
          __qr: { pending: Record<string, { resolve(): void; reject(e: unknown): void } | undefined> };
        }
      ).__qr;
      const pending = qr.pending[k]!;
      qr.pending[k] = undefined;
      if (done) pending.resolve();
      else
        pending.reject(new DOMException(k === 'copy' ? 'Write permission denied.' : 'Share failed', 'NotAllowedError'));
    },
    { k: kind, done: ok },
  );
}

/** The code the server answered the portal's last call with (read off the page's own response). */
async function serverCode(step: StepInfo): Promise<MyQrCode> {
  await expect.poll(() => memoOf(step).code, { message: 'the server never answered the code' }).toBeDefined();
  return memoOf(step).code!;
}

/** Keeps each answer of the code's call that gave a code. */
function listenForCode(page: Page, memo: Memo) {
  page.on('response', (response) => {
    if (!response.url().includes(paths.generateQrCode) || response.status() !== 200) return;
    void response
      .json()
      .then((body: { responseCode: number; data: MyQrCode }) => {
        if (body.responseCode === 0) memo.code = body.data;
      })
      .catch(() => {});
  });
}

const image = (page: Page, name: string) => main(page).getByRole('img', { name: `QR code to pay ${name}` });

/** The notice the path's last action left: the copy's confirmation or its failure, else nothing. */
async function expectNotice(page: Page, step: StepInfo) {
  const notice = ctx(step).notice;
  if (notice === 'copied') await expect(main(page).getByText(COPIED)).toBeVisible();
  else await expect(main(page).getByText(COPIED)).toHaveCount(0);
  if (notice !== null && notice !== 'copied') await expect(main(page).getByRole('alert')).toHaveText(NOTICES[notice]);
  else await expect(main(page).getByRole('alert')).toHaveCount(0);
}

/** A busy action: the actions that could start another are off; Print (no call) stays on. */
async function expectBusy(page: Page, step: StepInfo) {
  await expect(button(page, 'Download PNG')).toBeDisabled();
  await expect(button(page, 'Copy code')).toBeDisabled();
  if (ctx(step).canShare) await expect(button(page, 'Share')).toBeDisabled();
  await expect(button(page, 'Print')).toBeEnabled();
}

const canShareOf = (step: StepInfo) => (step.path.input as MyQrCodeInput).canShare;

export const myQrCodeModel: BrowserModel = {
  machine: 'myQrCode',
  calls: { loadQrCode: `**/api/${paths.generateQrCode}` },
  // the browser saves (or refuses) the PNG at once: nothing to hold
  instant: ['xstate.done.actor.downloadQrCode', 'xstate.error.actor.downloadQrCode'],
  async start(page, step) {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.addInitScript(installDevice, canShareOf(step));
    listenForCode(page, memoOf(step));
    await page.goto('/app/myQrCode');
  },
  states: {
    'myQrCode.loading': async (page) => {
      await expect(page.getByRole('heading', { name: 'My QR code', level: 1 })).toBeVisible();
      await expect(main(page).getByRole('status').filter({ hasText: 'Loading your QR code…' })).toBeVisible();
      await expect(main(page).getByRole('img', { name: /^QR code to pay / })).toHaveCount(0);
      await expect(button(page, 'Retry')).toHaveCount(0);
      await expect(button(page, 'Download PNG')).toHaveCount(0);
    },
    'myQrCode.failed': async (page) => {
      await expect(main(page).getByRole('alert')).toContainText('Your QR code could not be loaded');
      await expect(main(page).getByRole('alert')).toContainText('Please try after sometime.');
      await expect(button(page, 'Retry')).toBeEnabled();
      await expect(main(page).getByRole('img', { name: /^QR code to pay / })).toHaveCount(0);
      await expect(main(page).getByText('Loading your QR code…')).toHaveCount(0);
    },
    // the card: the server's name, wallet and mobile; the image drawn from its code
    'myQrCode.ready': async (page, step) => {
      const code = await serverCode(step);
      await expect(image(page, code.name)).toBeVisible();
      await expect(image(page, code.name)).toHaveAttribute('src', /^data:image\/png;base64,/);
      await expect(main(page).getByText(`Wallet number: ${code.walletId}`)).toBeVisible();
      if (code.mobile) await expect(main(page).getByText(`Mobile: ${code.mobile}`)).toBeVisible();
      await expect(button(page, 'Share')).toHaveCount(ctx(step).canShare ? 1 : 0);
      await expect(button(page, 'Retry')).toHaveCount(0);
    },
    'myQrCode.ready.idle': async (page, step) => {
      await expect(button(page, 'Download PNG')).toBeEnabled();
      await expect(button(page, 'Copy code')).toBeEnabled();
      if (ctx(step).canShare) await expect(button(page, 'Share')).toBeEnabled();
      await expectNotice(page, step);
      const seen = await device(page);
      if (step.event.type === 'qr.print') {
        // the print dialog was asked for once per Print, and the printed page is the code alone
        const prints = step.path.steps.slice(1, step.index + 1).filter((s) => s.event.type === 'qr.print').length;
        expect(seen.prints, 'print dialogs opened').toBe(prints);
        await page.emulateMedia({ media: 'print' });
        try {
          // (the accessibility tree leaves out what print hides: the elements themselves here)
          const title = page.locator('h1', { hasText: 'My QR code' });
          await expect(title).toHaveCount(1);
          await expect(title).toBeHidden();
          await expect(page.locator('button', { hasText: 'Print' })).toBeHidden();
          const printed = page.locator(`img[alt="QR code to pay ${(await serverCode(step)).name}"]`);
          await expect(printed).toBeVisible();
        } finally {
          await page.emulateMedia({ media: null });
        }
      }
      if (step.event.type === 'xstate.done.actor.copyQrCode') {
        // what the portal put on the clipboard is the server's code, and it is there now
        const code = await serverCode(step);
        expect(seen.copies.at(-1)).toBe(code.qrCode);
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code.qrCode);
      }
    },
    'myQrCode.ready.downloading': async (page, step) => {
      const code = await serverCode(step);
      const refused = step.upcoming[0]?.type === 'xstate.error.actor.downloadQrCode';
      if (refused) {
        // the browser was asked to save the PNG and refused: no file
        await expect.poll(async () => (await device(page)).saves).toBeGreaterThan(0);
        return;
      }
      // the file the browser saved: named by the wallet, a PNG, the image on the screen
      const download = await memoOf(step).download!;
      expect(download.suggestedFilename()).toBe(`my-qr-code-${code.walletId}.png`);
      const stream = await download.createReadStream();
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      const png = Buffer.concat(chunks);
      expect([...png.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
      const src = await image(page, code.name).getAttribute('src');
      expect(png.toString('base64')).toBe(src?.replace(/^data:image\/png;base64,/, ''));
    },
    'myQrCode.ready.copying': async (page, step) => {
      await expectBusy(page, step);
      const code = await serverCode(step);
      await expect.poll(async () => (await device(page)).copies.at(-1)).toBe(code.qrCode);
    },
    'myQrCode.ready.sharing': async (page, step) => {
      await expectBusy(page, step);
      const code = await serverCode(step);
      // the share sheet got the name, the code as text and the PNG
      await expect
        .poll(async () => (await device(page)).shares.at(-1))
        .toEqual({ title: code.name, text: code.qrCode, files: [`my-qr-code-${code.walletId}.png`] });
    },
  },
  events: {
    'qr.retry': async (page) => {
      await button(page, 'Retry').click();
    },
    'qr.download': async (page, step) => {
      const refused = step.upcoming[0]?.type === 'xstate.error.actor.downloadQrCode';
      await page.evaluate((r) => void ((window as unknown as { __qr: Device }).__qr.refuseSave = r), refused);
      if (!refused) memoOf(step).download = page.waitForEvent('download');
      await button(page, 'Download PNG').click();
    },
    'qr.print': async (page) => {
      await button(page, 'Print').click();
    },
    'qr.copy': async (page) => {
      await button(page, 'Copy code').click();
    },
    'qr.share': async (page) => {
      await button(page, 'Share').click();
    },
    'xstate.error.actor.loadQrCode': async (_page, _step, tools) => tools.fault(),
    'xstate.done.actor.copyQrCode': async (page) => settle(page, 'copy', true),
    'xstate.error.actor.copyQrCode': async (page) => settle(page, 'copy', false),
    'xstate.done.actor.shareQrCode': async (page) => settle(page, 'share', true),
    'xstate.error.actor.shareQrCode': async (page) => settle(page, 'share', false),
  },
};
