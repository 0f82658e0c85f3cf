import { expect, test, type Browser, type Page } from '@playwright/test';
import QRCode from 'qrcode';
import type { EventObject } from 'xstate';
import type { MyQrCode } from '../../../../src/api/contract/myQrCode';
import * as paths from '../../../../src/api/contract/paths';
import { DEMO_PASSWORD } from '../../../../server/seed/demoUsers';
import { newModelContext, signedInState } from '../accounts';
import type { BrowserModel, StepInfo } from '../runner';

/**
 * requirements#qr-verify: "Scan QR code" under send money's recipient field, for a customer of the
 * worker's own (its look-ups are counted per user; a fresh account has no draft to offer). The image
 * is chosen in the field's file chooser as a user picks a picture:
 * - for a code that fills the field, a PNG of the seeded consumer's code as the server's
 *   generateQrCode call gives it (read once per worker from her My QR code page, in her own session);
 * - for a code the server refuses, the user's own code, downloaded from their My QR code page (the
 *   server refuses one's own code: "This is your own QR code");
 * - for an image without a code, a plain white picture drawn in the page.
 * The read runs on the device, in qr-scanner's web worker: a stand-in around the page's
 * `Worker.postMessage`, installed before the portal starts, keeps each image's "decode" message from
 * the worker until the path's result step (the decoder then answers as the image says). The server's check
 * (verifyqrcode) is held as a call. The chart's input names the field's look-up `walletId`; send
 * money's field is looked up by `mobile` — the same states and transitions, the field gets the
 * holder's mobile.
 */

interface OtherCode {
  code: MyQrCode;
  png: Buffer;
}

interface Memo {
  /** the code chosen in the file chooser, when the image holds one */
  chosen?: string;
  /** the bodies of the page's verifyqrcode calls */
  verifyCalls: string[];
  /** the server's answer to the last verifyqrcode call */
  verified?: { responseCode: number; errCode?: number; data?: { name: string; mobile: string; walletId: string } };
  /** the code the field was filled from: the holder the field must show afterwards */
  filledWith?: { name: string; mobile: string };
}

const RECIPIENT = "Recipient's mobile number";
const READING = 'Reading the QR code…';
const UNREADABLE = 'No QR code could be read from this image. Choose a clear picture of the whole code.';
const OWN_CODE = 'This is your own QR code. Scan the code of the person or shop you are paying.';

const memoOf = (step: StepInfo) => step.memo as unknown as Memo;
const main = (page: Page) => page.getByRole('main');
const field = (page: Page) => main(page).getByRole('textbox', { name: RECIPIENT });
const scanButton = (page: Page) => main(page).getByRole('button', { name: 'Scan QR code', exact: true });
const reading = (page: Page) => main(page).getByRole('status').filter({ hasText: READING });
const filledNotice = (page: Page) =>
  main(page).getByRole('status').filter({ hasText: 'Filled in from the QR code of' });

let otherCode: Promise<OtherCode> | undefined;

/** The seeded consumer's code (another wallet than the path's customer), as her generateQrCode call answers. */
function seededConsumerCode(browser: Browser, workerIndex: number): Promise<OtherCode> {
  otherCode ??= (async () => {
    const state = await signedInState(browser, 'consumer', DEMO_PASSWORD, workerIndex);
    const context = await newModelContext(browser, state);
    try {
      const page = await context.newPage();
      const answered = page.waitForResponse((r) => r.url().includes(paths.generateQrCode) && r.status() === 200);
      await page.goto('/app/myQrCode');
      const body = (await (await answered).json()) as { responseCode: number; data: MyQrCode };
      expect(body.responseCode, `${paths.generateQrCode} answered ${JSON.stringify(body)}`).toBe(0);
      return { code: body.data, png: await QRCode.toBuffer(body.data.qrCode, { width: 320 }) };
    } finally {
      await context.close();
    }
  })();
  otherCode.catch(() => (otherCode = undefined));
  return otherCode;
}

/** The path's user's own code: the PNG saved from their My QR code page (another tab), and its text. */
async function ownCode(page: Page): Promise<{ qrCode: string; png: Buffer }> {
  const tab = await page.context().newPage();
  try {
    const answered = tab.waitForResponse((r) => r.url().includes(paths.generateQrCode) && r.status() === 200);
    await tab.goto('/app/myQrCode');
    const body = (await (await answered).json()) as { data: MyQrCode };
    const [download] = await Promise.all([
      tab.waitForEvent('download'),
      tab.getByRole('button', { name: 'Download PNG', exact: true }).click(),
    ]);
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    return { qrCode: body.data.qrCode, png: Buffer.concat(chunks) };
  } finally {
    await tab.close();
  }
}

/** A plain white picture: no code in it. */
async function blankPng(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = new OffscreenCanvas(240, 240);
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#fff';
    context.fillRect(0, 0, 240, 240);
    const bytes = new Uint8Array(await (await canvas.convertToBlob({ type: 'image/png' })).arrayBuffer());
    let text = '';
    for (const b of bytes) text += String.fromCharCode(b);
    return btoa(text);
  });
  return Buffer.from(base64, 'base64');
}

interface Decodes {
  held: Array<() => void>;
}

/** The stand-in: every "decode" posted to a worker waits until the path lets it through. */
function holdDecodes() {
  const w = window as unknown as { __decodes: Decodes };
  w.__decodes = { held: [] };
  const post = Worker.prototype.postMessage;
  Worker.prototype.postMessage = function postMessage(this: Worker, message: unknown, ...rest: unknown[]) {
    const send = () => (post as (...args: unknown[]) => void).call(this, message, ...rest);
    if ((message as { type?: string } | null)?.type === 'decode') w.__decodes.held.push(send);
    else send();
  } as typeof post;
}

/** Lets the image's read go on, once the portal has handed it to the decoder. */
async function releaseDecode(page: Page) {
  const held = () => page.evaluate(() => (window as unknown as { __decodes: Decodes }).__decodes.held.length);
  await expect.poll(held, { message: 'the image never reached the decoder' }).toBeGreaterThan(0);
  await page.evaluate(() => {
    const decodes = (window as unknown as { __decodes: Decodes }).__decodes;
    for (const send of decodes.held.splice(0)) send();
  });
}

/** The server checks asked so far: one each time the path's chart entered verifying. */
const verifyingSoFar = (step: StepInfo) =>
  step.path.steps.slice(1, step.index + 1).filter((s) => s.snapshot.value === 'verifying').length;

const has = (events: EventObject[], type: string) => events.some((e) => e.type === type);

/** Follows the page's verifyqrcode calls and the server's answers. */
function listen(page: Page, memo: Memo) {
  page.on('request', (request) => {
    if (request.url().includes(paths.verifyQrCode)) memo.verifyCalls.push(request.postData() ?? '');
  });
  page.on('response', (response) => {
    if (!response.url().includes(paths.verifyQrCode) || response.status() !== 200) return;
    void response
      .json()
      .then((body: Memo['verified']) => void (memo.verified = body))
      .catch(() => {});
  });
}

/** The field holds what the last verified scan filled in (the holder's mobile), else nothing. */
async function expectField(page: Page, step: StepInfo) {
  const filled = memoOf(step).filledWith;
  await expect(field(page)).toHaveValue(filled ? filled.mobile : '');
}

/** No scan under way: the button is on, no progress. */
async function expectAtRest(page: Page) {
  await expect(scanButton(page)).toBeEnabled();
  await expect(reading(page)).toHaveCount(0);
  await expect(main(page).getByRole('button', { name: 'Cancel', exact: true })).toHaveCount(0);
}

/** A scan under way: the button is off, the progress with its Cancel, nothing said or filled yet. */
async function expectBusy(page: Page, step: StepInfo) {
  await expect(reading(page)).toBeVisible();
  await expect(reading(page).getByRole('button', { name: 'Cancel', exact: true })).toBeEnabled();
  await expect(scanButton(page)).toBeDisabled();
  await expect(main(page).getByRole('alert')).toHaveCount(0);
  await expect(filledNotice(page)).toHaveCount(0);
  await expectField(page, step);
}

export const serviceWizardQrScanModel: BrowserModel = {
  machine: 'serviceWizardQrScan',
  calls: { verifyQrCode: `**/api/${paths.verifyQrCode}` },
  async start(page, step) {
    await page.addInitScript(holdDecodes);
    const memo = memoOf(step);
    memo.verifyCalls = [];
    listen(page, memo);
    await page.goto('/app/services/send-money');
    await expect(field(page)).toBeVisible();
  },
  states: {
    'serviceWizardQrScan.idle': async (page, step) => {
      await expectAtRest(page);
      await expect(main(page).getByRole('alert')).toHaveCount(0);
      await expect(filledNotice(page)).toHaveCount(0);
      await expectField(page, step);
    },
    // the code is read on the device: nothing asked of the server yet
    'serviceWizardQrScan.reading': async (page, step) => {
      await expectBusy(page, step);
      expect(memoOf(step).verifyCalls.length, 'verifyqrcode calls while reading').toBe(verifyingSoFar(step));
    },
    // the code read from the image went to the server, unchanged
    'serviceWizardQrScan.verifying': async (page, step) => {
      await expectBusy(page, step);
      const memo = memoOf(step);
      await expect.poll(() => memo.verifyCalls.length).toBe(verifyingSoFar(step));
      expect(JSON.parse(memo.verifyCalls.at(-1)!)).toMatchObject({ qrCode: memo.chosen });
    },
    // the field has the holder's mobile the server named, and says whose code it was
    'serviceWizardQrScan.filled': async (page, step) => {
      const memo = memoOf(step);
      await expect.poll(() => memo.verified?.responseCode).toBe(0);
      const holder = memo.verified!.data!;
      const other = await seededConsumerCode(step.browser, test.info().workerIndex);
      expect(holder).toMatchObject({ name: other.code.name, walletId: other.code.walletId });
      memo.filledWith = { name: holder.name, mobile: holder.mobile };
      await expect(filledNotice(page)).toHaveText(`Filled in from the QR code of ${holder.name}.`);
      await expectField(page, step);
      await expectAtRest(page);
      await expect(main(page).getByRole('alert')).toHaveCount(0);
    },
    'serviceWizardQrScan.unreadable': async (page, step) => {
      await expect(main(page).getByRole('alert')).toHaveText(UNREADABLE);
      expect(memoOf(step).verifyCalls.length, 'verifyqrcode calls for an image without a code').toBe(
        verifyingSoFar(step),
      );
      await expectField(page, step);
      await expectAtRest(page);
      await expect(filledNotice(page)).toHaveCount(0);
    },
    // the server refused the user's own code (recipientIsPayer): nothing filled
    'serviceWizardQrScan.refused': async (page, step) => {
      await expect.poll(() => memoOf(step).verified?.errCode).toBe(1107);
      await expect(main(page).getByRole('alert')).toHaveText(OWN_CODE);
      await expectField(page, step);
      await expectAtRest(page);
      await expect(filledNotice(page)).toHaveCount(0);
    },
  },
  events: {
    // the picture the path needs: no code, the user's own, or another wallet's
    'scan.file': async (page, step) => {
      const memo = memoOf(step);
      let png: Buffer;
      if (has(step.upcoming, 'xstate.error.actor.readQrImage')) {
        png = await blankPng(page);
        memo.chosen = undefined;
      } else if (has(step.upcoming, 'xstate.error.actor.verifyQrCode')) {
        const own = await ownCode(page);
        png = own.png;
        memo.chosen = own.qrCode;
      } else {
        const other = await seededConsumerCode(step.browser, test.info().workerIndex);
        png = other.png;
        memo.chosen = other.code.qrCode;
      }
      await main(page)
        .locator('input[type=file]')
        .setInputFiles({ name: 'code.png', mimeType: 'image/png', buffer: png });
    },
    // the image read: the decoder answers as the image says (a code, or none in a blank picture)
    'xstate.done.actor.readQrImage': async (page) => releaseDecode(page),
    'xstate.error.actor.readQrImage': async (page) => releaseDecode(page),
    'scan.cancel': async (page) => {
      await reading(page).getByRole('button', { name: 'Cancel', exact: true }).click();
    },
    'scan.dismiss': async (page, step) => {
      const notice = step.before.value === 'filled' ? filledNotice(page) : main(page).getByRole('alert');
      await notice.getByRole('button', { name: 'Dismiss', exact: true }).click();
    },
  },
};
