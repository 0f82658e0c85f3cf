import { expect, type Page, type Request, type Response } from '@playwright/test';
import type { ContactDraft, ContactUsContext } from '../../../../machines/contactUs.machine';
import type { FlowFailure } from '../../../../machines/shared';
import { CAPTCHA_VALIDITY_SECONDS } from '../../../../src/api/contract/contactUs';
import * as paths from '../../../../src/api/contract/paths';
import type { BrowserModel, StepInfo } from '../runner';

/**
 * requirements#contact-us: the contact form and its captcha, as a visitor on /contact-us or, when
 * the chart starts with the signed-in user's details (its input), as the demo customer on
 * /app/pages/contact-us (her name filled in). Every send reaches the server with the captcha the
 * page loaded: its answer is read from the sandbox (/sandbox/v1/captcha), typed right for a
 * message the server takes and wrong for the server's own invalidCaptcha. An expired or used
 * captcha (refreshYourCaptcha) is the server's answer too: the page's own request is sent once
 * before it is let through, so the captcha it carries is used up when it arrives. The other
 * failures (the rate limit, no answer) are a network fault of the held call: the model sandbox's
 * limit is raised (playwright.config), so that no path can spend it for another.
 */

const CAPTCHA_CALL = `/api/${paths.contactCaptcha}`;
const SEND_CALL = `/api/${paths.addContact}`;

interface Memo {
  /** the id of the last captcha the server made for this page */
  captchaId?: Promise<string>;
  /** what the form's fields hold */
  fields?: ContactDraft;
  /** the page's last send, to spend its captcha before the server answers it */
  send?: Promise<Request>;
}
const memoOf = (step: StepInfo) => step.memo as Memo;
const ctx = (step: StepInfo) => step.snapshot.context as ContactUsContext;
const isPrefilled = (step: StepInfo) =>
  (step.path.input as { prefill?: ContactDraft } | undefined)?.prefill !== undefined;

const form = (page: Page) => page.getByRole('form', { name: 'Contact us' });
const sendButton = (page: Page) => form(page).getByRole('button', { name: 'Send message' });
const newCaptcha = (page: Page) => form(page).getByRole('button', { name: 'New captcha' });
const switchButton = (page: Page, step: StepInfo) =>
  form(page).getByRole('button', {
    name: ctx(step).captchaKind === 'image' ? 'Answer a sum instead' : 'Use a picture instead',
  });
const answerBox = (page: Page, step: StepInfo) =>
  form(page).getByRole('textbox', {
    name: ctx(step).captchaKind === 'image' ? 'Characters in the picture' : 'Answer to the sum',
  });
const picture = (page: Page) => form(page).getByRole('img', { name: /^Captcha picture of \d+ characters/ });
const sum = (page: Page) => form(page).getByTestId('captcha-question');

const REFUSED: Record<string, string> = {
  captchaInvalid: 'The answer did not match the captcha. Your message is kept: answer the new captcha and send again.',
  captchaExpired: 'The captcha expired. Your message is kept: answer the new captcha and send again.',
};
const failureOf = (step: StepInfo): FlowFailure | null => ctx(step).failure;

/** The form as last written: what the user typed stays through every captcha and failure. */
async function fieldsKept(page: Page, step: StepInfo) {
  const fields = memoOf(step).fields!;
  await expect(form(page).getByRole('textbox', { name: 'Your name' })).toHaveValue(fields.name);
  await expect(form(page).getByRole('textbox', { name: 'E-mail address' })).toHaveValue(fields.email);
  await expect(form(page).getByRole('textbox', { name: 'Subject' })).toHaveValue(fields.subject);
  await expect(form(page).getByRole('textbox', { name: 'Message' })).toHaveValue(fields.message);
}

/** A refused captcha is said at the answer box (the new one's), and only then. */
async function refusalShown(page: Page, step: StepInfo) {
  const failure = failureOf(step);
  const message = failure === null ? undefined : REFUSED[failure.kind];
  if (message !== undefined) await expect(form(page).getByText(message)).toBeVisible();
  else for (const text of Object.values(REFUSED)) await expect(form(page).getByText(text)).toHaveCount(0);
}

async function answerOf(page: Page, captchaId: string): Promise<string> {
  const response = await page.request.get(`/sandbox/v1/captcha?id=${encodeURIComponent(captchaId)}`);
  expect(response.ok(), `the sandbox's answer of captcha ${captchaId}`).toBe(true);
  return ((await response.json()) as { data: { answer: string } }).data.answer;
}

/** An answer of the right length that is not the captcha's (a digit or a letter changed). */
function wrongAnswer(answer: string): string {
  const first = answer[0]!;
  const other = /\d/.test(first) ? String((Number(first) + 1) % 10) : first === 'A' ? 'C' : 'A';
  return `${other}${answer.slice(1)}`;
}

export const contactUsModel: BrowserModel = {
  machine: 'contactUs',
  clock: true,
  calls: { loadCaptcha: `**${CAPTCHA_CALL}`, sendContact: `**${SEND_CALL}` },
  async start(page, step) {
    const memo = memoOf(step);
    page.on('response', (response: Response) => {
      if (!response.url().endsWith(CAPTCHA_CALL) || response.status() !== 200) return;
      memo.captchaId = response.json().then((body: { data: { captchaId: string } }) => body.data.captchaId);
    });
    if (isPrefilled(step)) {
      // the demo customer, Layla Hassan: the form under the page's text starts with her name
      memo.fields = { name: 'Layla Hassan', email: '', mobile: '', subject: '', message: '' };
      await page.goto('/app/pages/contact-us');
      await expect(page.getByRole('heading', { name: 'Write to us', level: 2 })).toBeVisible();
    } else {
      memo.fields = { name: '', email: '', mobile: '', subject: '', message: '' };
      await page.goto('/contact-us');
    }
    await expect(page.getByRole('heading', { name: 'Contact us', level: 1 })).toBeVisible();
  },
  states: {
    'contactUs.loadingCaptcha': async (page, step) => {
      // no captcha yet: nothing to answer, nothing to send
      await expect(picture(page)).toHaveCount(0);
      await expect(sum(page)).toHaveCount(0);
      await expect(newCaptcha(page)).toBeDisabled();
      await expect(switchButton(page, step)).toBeDisabled();
      await expect(sendButton(page)).toBeDisabled();
      await expect(answerBox(page, step)).toHaveValue('');
      await expect(form(page).getByRole('alert')).toHaveCount(0);
      await fieldsKept(page, step);
      await refusalShown(page, step);
    },
    'contactUs.captchaFailed': async (page, step) => {
      const alert = form(page).getByRole('alert').filter({ hasText: 'The captcha could not be loaded' });
      await expect(alert).toBeVisible();
      await expect(alert.getByRole('button', { name: 'Retry' })).toBeVisible();
      await expect(picture(page)).toHaveCount(0);
      await expect(sendButton(page)).toBeDisabled();
      await fieldsKept(page, step);
      await refusalShown(page, step);
    },
    'contactUs.editing': async (page, step) => {
      // the captcha of the kind asked for, a new one to be had, the other kind offered
      if (ctx(step).captchaKind === 'image') {
        await expect(picture(page)).toBeVisible();
        await expect(sum(page)).toHaveCount(0);
      } else {
        await expect(sum(page)).toHaveText(/^What is \d plus \d\?$/);
        await expect(picture(page)).toHaveCount(0);
      }
      await expect(newCaptcha(page)).toBeEnabled();
      await expect(switchButton(page, step)).toBeEnabled();
      await expect(answerBox(page, step)).toBeVisible();
      await expect(form(page).getByRole('alert')).toHaveCount(0);
      await fieldsKept(page, step);
      await refusalShown(page, step);
    },
    'contactUs.editing.ready': async (page) => {
      await expect(sendButton(page)).toBeEnabled();
      await expect(form(page).getByText('This captcha has expired.')).toHaveCount(0);
    },
    'contactUs.editing.expired': async (page) => {
      await expect(
        form(page)
          .getByRole('status')
          .filter({ hasText: 'This captcha has expired. Get a new one to send your message.' }),
      ).toBeVisible();
      await expect(sendButton(page)).toBeDisabled();
    },
    'contactUs.submitting': async (page, step) => {
      await expect(sendButton(page)).toBeDisabled();
      await expect(newCaptcha(page)).toBeDisabled();
      await expect(answerBox(page, step)).not.toHaveValue('');
      await fieldsKept(page, step);
    },
    'contactUs.failed': async (page, step) => {
      const alert = form(page).getByRole('alert').filter({ hasText: 'Your message was not sent' });
      await expect(alert).toBeVisible();
      await expect(alert.getByRole('button', { name: 'Try again' })).toBeVisible();
      await expect(sendButton(page)).toBeDisabled();
      await fieldsKept(page, step);
      await refusalShown(page, step);
    },
    'contactUs.sent': async (page) => {
      await expect(page.getByRole('status').filter({ hasText: 'Your message was sent' })).toBeVisible();
      await expect(page.getByTestId('contact-reference')).toHaveText(/^CU-\d{6}-[2-9A-Z]{6}$/);
      await expect(page.getByRole('button', { name: 'Send another message' })).toBeVisible();
      await expect(form(page)).toHaveCount(0);
    },
  },
  events: {
    'captcha.retry': async (page) => {
      await form(page).getByRole('button', { name: 'Retry' }).click();
    },
    'captcha.refresh': async (page) => {
      await newCaptcha(page).click();
    },
    'captcha.switchKind': async (page, step) => {
      // the button offers the other kind: the chart's event names the kind it asks for
      await switchButton(page, { ...step, snapshot: step.before }).click();
    },
    'xstate.after.captchaValidity.contactUs.editing.ready': async (page) => {
      await page.clock.runFor(CAPTCHA_VALIDITY_SECONDS * 1000);
    },
    'contact.submit': async (page, step) => {
      const memo = memoOf(step);
      // the sample's details, the message without markup (the server refuses tags)
      const draft = (step.event as unknown as { draft: ContactDraft }).draft;
      const fields: ContactDraft = {
        ...draft,
        message: `Path ${step.path.index}: my top-up did not arrive.`,
      };
      const f = form(page);
      await f.getByRole('textbox', { name: 'Your name' }).fill(fields.name);
      await f.getByRole('textbox', { name: 'E-mail address' }).fill(fields.email);
      await f.getByRole('textbox', { name: 'Mobile number' }).fill(fields.mobile);
      await f.getByRole('textbox', { name: 'Subject' }).fill(fields.subject);
      await f.getByRole('textbox', { name: 'Message' }).fill(fields.message);
      memo.fields = fields;
      // right, unless the server is to refuse it
      const answer = await answerOf(page, await memo.captchaId!);
      const next = step.upcoming[0] as { type: string; error?: FlowFailure } | undefined;
      const refused =
        next?.type === 'xstate.error.actor.sendContact' && next.error?.kind !== undefined && next.error.kind in REFUSED;
      await answerBox(page, { ...step, snapshot: step.before }).fill(refused ? wrongAnswer(answer) : answer);
      memo.send = page.waitForRequest((r) => r.url().endsWith(SEND_CALL) && r.method() === 'POST');
      await sendButton(page).click();
    },
    'xstate.error.actor.sendContact': async (page, step, tools) => {
      const kind = (step.event as unknown as { error: FlowFailure }).error.kind;
      if (kind === 'captchaExpired') {
        // the same request sent once before: the captcha is used up when the page's own arrives
        const earlier = await page.request.fetch(await memoOf(step).send!);
        const body = (await earlier.json()) as { errCode?: number };
        expect(body.errCode, 'the earlier send of the same captcha: refused as not matching').toBe(1140);
      } else if (!(kind in REFUSED)) {
        // the rate limit, no answer: the model sandbox's limit is raised, so a network fault
        tools.fault();
      }
    },
    'contact.retry': async (page) => {
      await form(page).getByRole('button', { name: 'Try again' }).click();
    },
    'contact.again': async (page, step) => {
      await page.getByRole('button', { name: 'Send another message' }).click();
      const memo = memoOf(step);
      memo.fields = { ...memo.fields!, subject: '', message: '' };
    },
    'xstate.error.actor.loadCaptcha': async (_page, _step, tools) => tools.fault(),
  },
};
