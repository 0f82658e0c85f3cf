import { expect, type Page } from '@playwright/test';
import type { AnyMachineSnapshot } from 'xstate';
import type { SelfOnboardingContext } from '../../../../machines/selfOnboarding.machine';
import * as paths from '../../../../src/api/contract/paths';
import { SELF_ONBOARDING_TEMPLATE_ID } from '../../../../src/api/contract/onboarding';
import { fillIdentity, newAccount } from '../../support';
import type { BrowserModel, StepInfo } from '../runner';

/**
 * requirements#onboarding: /self-onboarding, a visitor applying for a wallet. The samples walk a
 * two-step form (personal details, then the ID front); the app's template has four steps
 * (personal details, ID documents, address, terms). The chart's first step is the browser's
 * "early" steps (personal details, or ID documents once a file is chosen there), its last step is
 * the terms: Next from the first walks every step in between (filling each), Back from the last
 * walks back to the personal details. Every path applies with its own name, mobile number and
 * e-mail address, since the paths share the sandbox.
 *
 * The step check (checkStep) and the ID image's check and reading (fileReader) run in the page and
 * answer at once: their answers (done:checkStep, file.ready) are brought about by the step before
 * (runner `instant`).
 */

const STEP_TITLES = ['Personal details', 'ID documents', 'Address', 'Terms and conditions'] as const;
const LAST = STEP_TITLES.length - 1;
const REQUIRED = 'This field is required';
const TYPE_REFUSED = 'This type of file is not accepted.';

/** a 1×1 PNG: the ID images */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

interface Memo {
  /** the step of the app's template the browser shows (or showed before the review) */
  at?: number;
  /** the review (or what follows it) is on the screen */
  review?: boolean;
  applicant?: ReturnType<typeof newAccount>;
  /** the full name as last typed */
  fullName?: string;
  personal?: boolean;
  /** the front of the ID as last chosen: a PNG (read) or a GIF (refused) */
  front?: 'read' | 'refused';
  /** the back and the selfie chosen */
  documents?: boolean;
  address?: boolean;
}
const memoOf = (step: StepInfo) => step.memo as Memo;
const ctx = (s: AnyMachineSnapshot) => s.context as SelfOnboardingContext;

function applicant(memo: Memo) {
  memo.applicant ??= newAccount('mdlon');
  return memo.applicant;
}
const freshName = () => `Model Applicant ${newAccount('mdlon').phone.slice(-6)}`;

const stepHeading = (page: Page, index: number) =>
  page.getByRole('heading', { name: STEP_TITLES[index], level: 2, exact: true });
const reviewHeading = (page: Page) => page.getByRole('heading', { name: 'Check your application', level: 2 });
const nextButton = (page: Page) => page.getByRole('button', { name: /^(Next|Review)$/ });
const backButton = (page: Page) => page.getByRole('button', { name: 'Back', exact: true });
const fullName = (page: Page) => page.getByRole('textbox', { name: 'Full name' });

async function choose(page: Page, label: string, name: string, buffer: Buffer, mimeType: string) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: `Choose a file for ${label}` }).click();
  await (await chooser).setFiles({ name, mimeType, buffer });
}

/** what the current step needs to be passed, unless entered already */
async function fill(page: Page, memo: Memo) {
  const at = memo.at ?? 0;
  if (at === 0 && !memo.personal) {
    const who = applicant(memo);
    if (!memo.fullName) {
      memo.fullName = freshName();
      await fullName(page).fill(memo.fullName);
    }
    await page.getByRole('textbox', { name: 'Mobile number' }).fill(who.phone);
    await page.getByRole('textbox', { name: 'E-mail address (optional)' }).fill(who.email);
    await fillIdentity(page, { birthDate: '1990-04-12', document: 'National ID card', number: 'AB12345' });
    memo.personal = true;
  } else if (at === 1) {
    if (memo.front !== 'read') {
      await choose(page, 'Front of the ID', 'front.png', PNG, 'image/png');
      memo.front = 'read';
    }
    if (!memo.documents) {
      await choose(page, 'Back of the ID', 'back.png', PNG, 'image/png');
      await choose(page, 'Selfie', 'selfie.png', PNG, 'image/png');
      await expect(page.getByText('selfie.png')).toBeVisible();
      memo.documents = true;
    }
  } else if (at === 2 && !memo.address) {
    await page.getByRole('textbox', { name: 'City' }).fill('Erbil');
    await page.getByRole('textbox', { name: 'Street address' }).fill('60 Meter Street');
    memo.address = true;
  }
}

/** Next (each step filled first) until the browser shows step `target` */
async function forwardTo(page: Page, memo: Memo, target: number) {
  while ((memo.at ?? 0) < target) {
    await fill(page, memo);
    await nextButton(page).click();
    memo.at = (memo.at ?? 0) + 1;
    await expect(stepHeading(page, memo.at)).toBeVisible();
  }
}

async function backTo(page: Page, memo: Memo, target: number) {
  while ((memo.at ?? 0) > target) {
    await backButton(page).click();
    memo.at = (memo.at ?? 0) - 1;
    await expect(stepHeading(page, memo.at)).toBeVisible();
  }
}

/** the application as typed, on the review (and after a failed submit: nothing lost) */
async function reviewShowsApplication(page: Page, memo: Memo) {
  const review = page.getByTestId('onboarding-review');
  await expect(review.getByText(memo.fullName!, { exact: true })).toBeVisible();
  await expect(review.getByText(applicant(memo).phone, { exact: true })).toBeVisible();
  await expect(review.getByText(/^front\.png \(\d+ B\)$/)).toBeVisible();
}

export const selfOnboardingModel: BrowserModel = {
  machine: 'selfOnboarding',
  calls: {
    loadFields: `**/api/${paths.onboardingFieldsById(SELF_ONBOARDING_TEMPLATE_ID)}`,
    submitApplication: `**/api/${paths.selfOnboarding}`,
  },
  instant: ['xstate.done.actor.checkStep', 'file.ready'],
  async start(page) {
    await page.goto('/self-onboarding');
  },
  states: {
    'selfOnboarding.loading': async (page) => {
      await expect(page.getByRole('heading', { name: 'Open a wallet', level: 1 })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: 'Loading the application form…' })).toBeVisible();
      await expect(nextButton(page)).toHaveCount(0);
    },
    'selfOnboarding.loadFailed': async (page) => {
      await expect(page.getByText('The application form could not be loaded')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
      await expect(page.getByText('Loading the application form…')).toHaveCount(0);
      await expect(nextButton(page)).toHaveCount(0);
    },
    'selfOnboarding.editing': async (page) => {
      await expect(page.getByRole('heading', { name: 'Open a wallet', level: 1 })).toBeVisible();
      await expect(
        page.getByText('Your ID images are checked here before they are sent: JPEG or PNG, at most 2 MB each.'),
      ).toBeVisible();
    },
    'selfOnboarding.editing.idle': async (page, step) => {
      const memo = memoOf(step);
      const at = memo.at ?? 0;
      // the chart's first step is one of the early steps, its last the terms
      expect(ctx(step.snapshot).stepIndex === 0 ? at < LAST : at === LAST, `the browser at step ${at}`).toBe(true);
      await expect(stepHeading(page, at)).toBeVisible();
      await expect(nextButton(page)).toBeEnabled();
      await expect(nextButton(page)).toHaveText(at === LAST ? 'Review' : 'Next');
      await expect(backButton(page)).toHaveCount(at > 0 ? 1 : 0);
      const errors = ctx(step.snapshot).errors;
      if ('fullName' in errors) await expect(page.getByText(REQUIRED).first()).toBeVisible();
      else await expect(page.getByText(REQUIRED)).toHaveCount(0);
      // the reader's answer to a file just chosen may already be on the screen
      if (step.event.type !== 'file.select') {
        if ('idFront' in errors) await expect(page.getByText(TYPE_REFUSED).first()).toBeVisible();
        else await expect(page.getByText(TYPE_REFUSED)).toHaveCount(0);
      }
      if (at === 0 && memo.fullName !== undefined) await expect(fullName(page)).toHaveValue(memo.fullName);
      if (at === 1 && memo.front === 'read' && ctx(step.snapshot).values.idFront !== undefined)
        await expect(page.getByText('front.png')).toBeVisible();
    },
    // the form engine's rules run at once in the page: the screen already shows where Next led
    'selfOnboarding.editing.checking': async (page, step) => {
      const memo = memoOf(step);
      await expect(memo.review ? reviewHeading(page) : stepHeading(page, memo.at ?? 0)).toBeVisible();
    },
    'selfOnboarding.review': async (page, step) => {
      await expect(reviewHeading(page)).toBeVisible();
      await expect(page.getByText('Nothing is sent until you submit.')).toBeVisible();
      await reviewShowsApplication(page, memoOf(step));
      await expect(page.getByRole('button', { name: 'Submit the application' })).toBeEnabled();
      await expect(page.getByText('The application was not sent')).toHaveCount(0);
      await expect(nextButton(page)).toHaveCount(0);
    },
    'selfOnboarding.submitting': async (page, step) => {
      await expect(reviewHeading(page)).toBeVisible();
      await reviewShowsApplication(page, memoOf(step));
      await expect(backButton(page)).toBeDisabled();
      await expect(page.getByRole('button', { name: 'Submit the application' })).toBeDisabled();
    },
    'selfOnboarding.failed': async (page, step) => {
      await expect(page.getByText('The application was not sent')).toBeVisible();
      await expect(
        page.getByText('Nothing you entered was lost. Try again, or go back to change something.'),
      ).toBeVisible();
      await reviewShowsApplication(page, memoOf(step));
      await expect(page.getByRole('button', { name: 'Try again' })).toBeEnabled();
      await expect(backButton(page)).toBeEnabled();
    },
    'selfOnboarding.submitted': async (page) => {
      await expect(page.getByRole('heading', { name: 'Application received', level: 2 })).toBeVisible();
      await expect(page.getByTestId('onboarding-reference')).toHaveText(/^ON-[0-9A-Z]{8}$/);
      await expect(page.getByRole('link', { name: 'Check the status' })).toBeVisible();
      await expect(reviewHeading(page)).toHaveCount(0);
    },
  },
  events: {
    'fields.retry': async (page) => {
      await page.getByRole('button', { name: 'Retry' }).click();
    },
    'field.change': async (page, step) => {
      const memo = memoOf(step);
      await backTo(page, memo, 0);
      // a new name each time: a change
      memo.fullName = freshName();
      await fullName(page).fill(memo.fullName);
    },
    'file.select': async (page, step) => {
      const memo = memoOf(step);
      // the ID images are on the second step of the app's template
      await forwardTo(page, memo, 1);
      const next = step.upcoming[0] as { type: string; error?: unknown } | undefined;
      if (next?.type === 'file.ready' && next.error !== null && next.error !== undefined) {
        await choose(page, 'Front of the ID', 'front.gif', Buffer.from('GIF89a'), 'image/gif');
        memo.front = 'refused';
      } else {
        await choose(page, 'Front of the ID', 'front.png', PNG, 'image/png');
        memo.front = 'read';
      }
    },
    'step.next': async (page, step) => {
      const memo = memoOf(step);
      const after = step.path.steps[step.index + 1];
      const checked = after?.event.type === 'xstate.done.actor.checkStep' ? after.snapshot : undefined;
      if (checked === undefined) {
        await nextButton(page).click();
      } else if (Object.keys(ctx(checked).errors).length > 0) {
        // the step refused: a required field left empty on the first step
        await backTo(page, memo, 0);
        await fullName(page).fill('');
        memo.fullName = '';
        memo.personal = false;
        await nextButton(page).click();
        await expect(page.getByText(REQUIRED).first()).toBeVisible();
      } else if (checked.matches('review')) {
        await forwardTo(page, memo, LAST);
        await page.getByRole('checkbox', { name: 'I accept the terms and conditions' }).check();
        await nextButton(page).click();
        memo.review = true;
        await expect(reviewHeading(page)).toBeVisible();
      } else {
        await forwardTo(page, memo, LAST);
      }
    },
    'step.back': async (page, step) => {
      const memo = memoOf(step);
      if (step.before.matches('editing')) return backTo(page, memo, 0);
      await backButton(page).click();
      memo.review = false;
      memo.at = LAST;
      await expect(stepHeading(page, LAST)).toBeVisible();
    },
    'application.submit': async (page) => {
      await page.getByRole('button', { name: 'Submit the application' }).click();
    },
    'application.retry': async (page) => {
      await page.getByRole('button', { name: 'Try again' }).click();
    },
    // the sandbox has no switch that makes these calls fail: a network fault does
    'xstate.error.actor.loadFields': async (_page, _step, tools) => tools.fault(),
    'xstate.error.actor.submitApplication': async (_page, _step, tools) => tools.fault(),
  },
  cannot(event, before) {
    if (event.type !== 'file.ready') return undefined;
    if (before.matches({ editing: 'checking' }))
      return "the step's check is the form engine's rules run at once in the page: no image is read in the meantime";
    const front = ctx(before).values.idFront as { state?: string } | null | undefined;
    if (front?.state !== 'uploading')
      return 'the fileReader answers once per file chosen, right after the choice: a second answer (or one after Next or Back) never comes';
    return undefined;
  },
};
