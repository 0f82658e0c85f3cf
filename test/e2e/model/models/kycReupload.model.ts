import { expect, type Page } from '@playwright/test';
import type { KycReuploadContext } from '../../../../machines/kycReupload.machine';
import * as paths from '../../../../src/api/contract/paths';
import type { BrowserModel, StepInfo } from '../runner';
import { application, type Application } from './selfOnboardingStatus.model';

/**
 * requirements#kyc-reupload: the "Send a document again" panel of /self-onboarding/status, seen by
 * a visitor who looked up an application under review (every document may be sent again). The
 * application is the selfOnboardingStatus model's own, made through the public API once per worker
 * (each send counts towards the sandbox's 20 applications an hour from one address, so the paths
 * send few). The image is read by the browser: its FileReader is a stand-in installed before the
 * portal starts that keeps a read until the path's result step (so the busy button is seen); a
 * refused file (a PDF) is refused before any read, at once (the runner's `instant`). The send is
 * held and failed as the network does; what reached the server is read off the page's own call.
 */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n% a scan, not an image\n%%EOF\n');

const names: Record<string, string> = { idFront: 'Front of the ID', idBack: 'Back of the ID', selfie: 'Selfie' };
/** the file each read chooses: an image for a read that succeeds, a PDF for one refused */
const imageName = (n: number) => `document-${n}.png`;

interface Memo {
  application: Application;
  /** the files chosen so far (each read's own name) */
  chosen: number;
  /** the last send the server answered: what went and what came back */
  sent?: { kind: string; document: string; status: string; reference: string };
}

const ctx = (step: StepInfo) => step.snapshot.context as KycReuploadContext;
const memoOf = (step: StepInfo) => step.memo as unknown as Memo;
const panel = (page: Page) => page.getByTestId('kyc-reupload');
const sendButton = (page: Page) => panel(page).getByRole('button', { name: /^(Send the document|Try again)$/ });
const chooseButton = (page: Page, kind: string) =>
  panel(page).getByRole('button', { name: `Choose an image for ${names[kind]}` });
const notSent = (page: Page) => panel(page).getByRole('alert').filter({ hasText: 'The document was not sent' });

/** The FileReader stand-in: reads wait while `hold` is on, until released. */
function installReader() {
  const w = window as unknown as { __kyc: { hold: boolean; pending: Array<() => void> } };
  w.__kyc = { hold: false, pending: [] };
  const read = FileReader.prototype.readAsDataURL;
  FileReader.prototype.readAsDataURL = function readAsDataURL(this: FileReader, blob: Blob) {
    if (w.__kyc.hold) w.__kyc.pending.push(() => read.call(this, blob));
    else read.call(this, blob);
  };
}

/** The radios: the chart's kind chosen, every kind offered; off while a send is out or failed. */
async function expectKinds(page: Page, step: StepInfo, enabled: boolean) {
  const { kind, kinds } = ctx(step);
  await expect(panel(page).getByRole('radio')).toHaveCount(kinds.length);
  for (const k of kinds) {
    const radio = panel(page).getByRole('radio', { name: names[k], exact: true });
    if (k === kind) await expect(radio).toBeChecked();
    else await expect(radio).not.toBeChecked();
    if (enabled) await expect(radio).toBeEnabled();
    else await expect(radio).toBeDisabled();
  }
}

/** The chosen image's name and size as read (the file the path chose), or none. */
async function expectChosen(page: Page, step: StepInfo) {
  if (ctx(step).document === null) await expect(panel(page).getByTestId('kyc-chosen')).toHaveCount(0);
  else
    await expect(panel(page).getByTestId('kyc-chosen')).toHaveText(
      `${imageName(memoOf(step).chosen)} (${PNG.length} B)`,
    );
}

export const kycReuploadModel: BrowserModel = {
  machine: 'kycReupload',
  calls: { sendDocument: `**/api/${paths.updateCustomerKyc}` },
  // a refused file is refused before it is read: nothing to hold
  instant: ['xstate.error.actor.readDocument'],
  async start(page, step) {
    const memo = memoOf(step);
    memo.chosen = 0;
    await page.addInitScript(installReader);
    page.on('response', (response) => {
      if (!response.url().includes(paths.updateCustomerKyc) || response.status() !== 200) return;
      const sent = response.request().postDataJSON() as { kind: string; document: string };
      void response
        .json()
        .then((body: { responseCode: number; data: { status: string; reference: string } }) => {
          if (body.responseCode === 0)
            memo.sent = {
              kind: sent.kind,
              document: sent.document,
              status: body.data.status,
              reference: body.data.reference,
            };
        })
        .catch(() => {});
    });
    await page.goto('/self-onboarding/status');
    await expect(page.getByRole('heading', { name: 'Your wallet application', level: 1 })).toBeVisible();
    memo.application = await application(page);
    await page.getByRole('textbox', { name: 'Reference' }).fill(memo.application.reference);
    await page.getByRole('textbox', { name: 'Mobile number' }).fill(memo.application.mobile);
    await page.getByRole('button', { name: 'Check the status' }).click();
    await expect(page.getByTestId('onboarding-status-badge')).toHaveText('Under review');
  },
  states: {
    'kycReupload.choosing': async (page, step) => {
      const { kind, document, problem } = ctx(step);
      await expect(panel(page).getByRole('heading', { name: 'Send a document again' })).toBeVisible();
      await expectKinds(page, step, true);
      await expect(chooseButton(page, kind)).toBeEnabled();
      await expectChosen(page, step);
      // a refused file: said, nothing read or kept
      if (problem === null) await expect(panel(page).getByTestId('kyc-problem')).toHaveCount(0);
      else await expect(panel(page).getByTestId('kyc-problem')).toHaveText('Choose a JPEG or PNG image.');
      await expect(panel(page).getByRole('button', { name: 'Send the document' })).toBeVisible();
      if (document === null) await expect(sendButton(page)).toBeDisabled();
      else await expect(sendButton(page)).toBeEnabled();
      await expect(notSent(page)).toHaveCount(0);
    },
    'kycReupload.reading': async (page, step) => {
      const { kind } = ctx(step);
      await expect(notSent(page)).toHaveCount(0);
      await expect(panel(page).getByTestId('kyc-chosen')).toHaveCount(0);
      if (step.upcoming[0]?.type === 'xstate.error.actor.readDocument') {
        // refused before any read: the same task, never on screen; nothing was read
        expect(
          await page.evaluate(() => (window as unknown as { __kyc: { pending: unknown[] } }).__kyc.pending.length),
        ).toBe(0);
        return;
      }
      // the image being read: its button busy, nothing to send yet
      await expect(chooseButton(page, kind)).toHaveAttribute('data-loading', 'true');
      await expect(sendButton(page)).toBeDisabled();
      await expect(panel(page).getByTestId('kyc-problem')).toHaveCount(0);
    },
    'kycReupload.sending': async (page, step) => {
      await expect(sendButton(page)).toHaveAttribute('data-loading', 'true');
      await expect(chooseButton(page, ctx(step).kind)).toBeDisabled();
      await expectKinds(page, step, false);
      await expectChosen(page, step);
      await expect(notSent(page)).toHaveCount(0);
    },
    'kycReupload.failed': async (page, step) => {
      await expect(notSent(page)).toContainText('Please try after sometime.');
      await expect(panel(page).getByRole('button', { name: 'Try again' })).toBeEnabled();
      // the chosen image is kept for the retry; another may be chosen
      await expectChosen(page, step);
      await expect(chooseButton(page, ctx(step).kind)).toBeEnabled();
      await expectKinds(page, step, false);
    },
    'kycReupload.sent': async (page, step) => {
      const { kind } = ctx(step);
      await expect(panel(page).getByRole('status')).toHaveText(`We received the new ${names[kind]}.`);
      await expect(panel(page).getByRole('button', { name: 'Send another document' })).toBeEnabled();
      await expect(sendButton(page)).toHaveCount(0);
      // the server took this kind, the chosen image's bytes, for this application, still under review
      await expect.poll(() => memoOf(step).sent, { message: 'the server never took the document' }).toBeDefined();
      const sent = memoOf(step).sent!;
      expect(sent.kind).toBe(kind);
      expect(sent.document).toBe(`data:image/png;base64,${PNG.toString('base64')}`);
      expect(sent.reference).toBe(memoOf(step).application.reference);
      expect(sent.status).toBe('PENDING');
      await expect(page.getByTestId('onboarding-status-badge')).toHaveText('Under review');
    },
  },
  events: {
    'kind.change': async (page, step) => {
      const { kind } = step.event as unknown as { kind: string };
      await panel(page).getByRole('radio', { name: names[kind], exact: true }).click();
    },
    'file.select': async (page, step) => {
      const memo = memoOf(step);
      const refused = step.upcoming[0]?.type === 'xstate.error.actor.readDocument';
      await page.evaluate(
        (hold) => void ((window as unknown as { __kyc: { hold: boolean } }).__kyc.hold = hold),
        !refused,
      );
      const chooser = page.waitForEvent('filechooser');
      await chooseButton(page, ctx(step).kind).click();
      if (refused) await (await chooser).setFiles({ name: 'scan.pdf', mimeType: 'application/pdf', buffer: PDF });
      else {
        memo.chosen += 1;
        await (await chooser).setFiles({ name: imageName(memo.chosen), mimeType: 'image/png', buffer: PNG });
      }
    },
    'xstate.done.actor.readDocument': async (page) => {
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { __kyc: { pending: unknown[] } }).__kyc.pending.length))
        .toBeGreaterThan(0);
      await page.evaluate(() => {
        const kyc = (window as unknown as { __kyc: { hold: boolean; pending: Array<() => void> } }).__kyc;
        kyc.hold = false;
        for (const read of kyc.pending.splice(0)) read();
      });
    },
    'document.send': async (page, step) => {
      memoOf(step).sent = undefined;
      await sendButton(page).click();
    },
    'document.another': async (page) => {
      await panel(page).getByRole('button', { name: 'Send another document' }).click();
    },
    'xstate.error.actor.sendDocument': async (_page, _step, tools) => tools.fault(),
  },
  cannot(event, before) {
    if (
      event.type === 'kind.change' &&
      !(before.context as KycReuploadContext).kinds.includes((event as unknown as { kind: string }).kind)
    )
      return 'a kind the application may not send: the panel offers only the kinds it may (its radios)';
    return undefined;
  },
};
