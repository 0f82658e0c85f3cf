import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { expect, test, type Page } from '@playwright/test';
import QRCode from 'qrcode';
import { callAsPage, expectAccessible, restoreSession } from './support';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/**
 * qr-scanner's decoder, as the source of the web worker it starts: the module builds the worker
 * from a Blob, so a stand-in Worker and createObjectURL hand the source over instead.
 */
async function qrDecoderSource(): Promise<string> {
  const require = createRequire(import.meta.url);
  const file = require.resolve('qr-scanner/qr-scanner-worker.min.js');
  const globals = globalThis as unknown as { Worker?: unknown };
  const createObjectURL = URL.createObjectURL.bind(URL);
  const saved = globals.Worker;
  let blob: Blob | undefined;
  URL.createObjectURL = (b: Blob) => ((blob = b), 'blob:decoder');
  globals.Worker = class {};
  try {
    const { createWorker } = (await import(file)) as { createWorker: () => unknown };
    createWorker();
  } finally {
    URL.createObjectURL = createObjectURL;
    globals.Worker = saved;
  }
  if (!blob) throw new Error('qr-scanner built no worker');
  return blob.text();
}

/** Reads a PNG's QR code in the page: the browser draws the image, qr-scanner's decoder reads it. */
function decodeInPage(page: Page, png: Buffer, decoder: string): Promise<string | null> {
  return page.evaluate(
    async ({ base64, source }) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d')!;
      context.drawImage(bitmap, 0, 0);
      const image = context.getImageData(0, 0, bitmap.width, bitmap.height);
      const worker = new Worker(URL.createObjectURL(new Blob([source], { type: 'text/javascript' })));
      try {
        return await new Promise<string | null>((resolve, reject) => {
          worker.onmessage = (event: MessageEvent<{ type: string; data: string | null }>) => {
            if (event.data.type === 'qrResult') resolve(event.data.data);
          };
          worker.onerror = (event) => reject(new Error(event.message));
          worker.postMessage({ id: 1, type: 'decode', data: image }, [image.data.buffer]);
        });
      } finally {
        worker.terminate();
      }
    },
    { base64: png.toString('base64'), source: decoder },
  );
}

test('a customer opens My QR code from the menu and downloads a PNG that reads back as their signed code', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await restoreSession(page, { login: 'consumer' });
  await page.goto('/app/dashboard');
  await page.getByRole('link', { name: 'My QR code' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'My QR code' })).toBeFocused();
  await expect(page.getByRole('img', { name: 'QR code to pay Layla H.' })).toBeVisible();
  await expect(page.getByText('Wallet number: 1000000001')).toBeVisible();
  // the screen itself (the shell's account button fails label-in-name on every page: reported apart)
  await expectAccessible(page, 'main');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download PNG' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('my-qr-code-1000000001.png');
  const png = await readFile(await download.path());
  expect([...png.subarray(0, 8)]).toEqual(PNG_SIGNATURE);

  // the copied text is the payload; the downloaded image encodes exactly it
  await page.getByRole('button', { name: 'Copy code' }).click();
  await expect(page.getByText('The code was copied.')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(/^WPQR1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
  expect(await decodeInPage(page, png, await qrDecoderSource())).toBe(copied);

  // the server knows it for hers: genuine, and not one she can pay herself with
  const verified = await callAsPage(page, 'adapter/v1/verifyqrcode', { qrCode: copied });
  expect(await verified.json()).toMatchObject({ responseCode: 1, errCode: 1107 });
  const altered = await callAsPage(page, 'adapter/v1/verifyqrcode', { qrCode: `${copied.slice(0, -2)}AA` });
  expect(await altered.json()).toMatchObject({ responseCode: 1, errCode: 1130 });
});

test("a customer scans a merchant's QR code into merchant payment; another app's code fills nothing", async ({
  browser,
  page,
}) => {
  // the merchant's code, as they would print it
  const merchantContext = await browser.newContext();
  const merchant = await merchantContext.newPage();
  await restoreSession(merchant, { login: 'merchant', type: 'Merchant' });
  await merchant.goto('/app/myQrCode');
  const [download] = await Promise.all([
    merchant.waitForEvent('download'),
    merchant.getByRole('button', { name: 'Download PNG' }).click(),
  ]);
  const merchantPng = await readFile(await download.path());
  await merchantContext.close();

  await restoreSession(page, { login: 'consumer' });
  await page.goto('/app/service/merchant-payment');
  const field = page.getByRole('textbox', { name: /Merchant ID/ });
  await expect(field).toBeVisible();
  const chooser = page.locator('input[type=file]');

  // a QR code of another app (a web address): refused by the server, the field stays empty
  await chooser.setInputFiles({
    name: 'foreign.png',
    mimeType: 'image/png',
    buffer: await QRCode.toBuffer('https://example.com/pay?to=1000000008'),
  });
  await expect(page.getByRole('alert')).toContainText('This is not a wallet QR code we issued');
  await expect(field).toHaveValue('');

  // the merchant's own code fills the field, and the wizard's look-up names them
  await chooser.setInputFiles({ name: 'merchant.png', mimeType: 'image/png', buffer: merchantPng });
  await expect(page.getByText('Filled in from the QR code of Basra Dates Co.')).toBeVisible();
  await expect(field).toHaveValue('1000000008');
});
