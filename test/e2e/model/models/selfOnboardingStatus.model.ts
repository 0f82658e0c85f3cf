import { expect, type Page } from '@playwright/test';
import type { SelfOnboardingStatusContext } from '../../../../machines/selfOnboardingStatus.machine';
import * as paths from '../../../../src/api/contract/paths';
import { callAsPage } from '../../support';
import type { BrowserModel, StepInfo } from '../runner';

/**
 * requirements#onboarding: /self-onboarding/status, a visitor's look-up of a wallet application by
 * its reference and the applicant's mobile. The application is a real one, made through the public
 * API once per worker (an applicant's own mobile): under review, so the page offers to send a
 * document again, and sending one asks for the status again (the found screen's `status.retry`).
 * The look-up is held, so the busy screen is seen; a failure is the network's, with its Try again.
 */
/** a 1×1 PNG: the application's ID images and the document sent again */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const PNG_URL = `data:image/png;base64,${PNG.toString('base64')}`;

export interface Application {
  reference: string;
  mobile: string;
}
let made: Promise<Application> | undefined;

/** This worker's application, under review: submitted through the API from a visitor's page. */
export function application(page: Page): Promise<Application> {
  made ??= (async () => {
    const mobile = `79${String((Date.now() + process.pid * 7919) % 100_000_000).padStart(8, '0')}`;
    const answer = await callAsPage(page, paths.selfOnboarding, {
      fullName: 'Layla Status',
      mobile,
      email: '',
      dateOfBirth: '1992-03-14',
      idType: 'NATIONAL_ID',
      idNumber: 'ST55443',
      idFront: PNG_URL,
      idBack: PNG_URL,
      selfie: PNG_URL,
      city: 'Erbil',
      address: '60 Meter Street, house 5',
      termsAccepted: true,
    });
    const body = (await answer.json()) as { responseCode: number; data: { reference: string } };
    expect(body.responseCode, `${paths.selfOnboarding} answered ${JSON.stringify(body)}`).toBe(0);
    return { reference: body.data.reference, mobile };
  })();
  made.catch(() => (made = undefined));
  return made;
}

const ctx = (step: StepInfo) => step.snapshot.context as SelfOnboardingStatusContext;
const memoOf = (step: StepInfo) => step.memo as unknown as { application: Application };

const referenceBox = (page: Page) => page.getByRole('textbox', { name: 'Reference' });
const mobileBox = (page: Page) => page.getByRole('textbox', { name: 'Mobile number' });
const lookUp = (page: Page) => page.getByRole('button', { name: 'Check the status' });
const panel = (page: Page) => page.getByTestId('onboarding-status');
const failure = (page: Page) => page.getByRole('alert').filter({ hasText: 'The status could not be shown' });

/** The application as the server has it: its reference in the heading, under review. */
async function expectApplication(page: Page, step: StepInfo) {
  const { reference } = memoOf(step).application;
  await expect(panel(page).getByRole('heading', { level: 2 })).toHaveText(`Application ${reference}`);
  await expect(page.getByTestId('onboarding-status-badge')).toHaveText('Under review');
  await expect(panel(page)).toContainText('We are checking your documents.');
  await expect(page.getByTestId('kyc-reupload').getByRole('heading', { name: 'Send a document again' })).toBeVisible();
}

/** What stays on screen from before: the status last found, the failure last had. */
async function expectKept(page: Page, step: StepInfo) {
  if (ctx(step).status === null) await expect(panel(page)).toHaveCount(0);
  else await expectApplication(page, step);
  if (ctx(step).failure === null) await expect(failure(page)).toHaveCount(0);
  else await expect(failure(page)).toContainText('Please try after sometime.');
}

export const selfOnboardingStatusModel: BrowserModel = {
  machine: 'selfOnboardingStatus',
  calls: { lookupStatus: new RegExp(`/api/${paths.selfOnboardingStatus}(\\?|$)`) },
  async start(page, step) {
    if ((step.path.input as { mobile?: string } | undefined)?.mobile) {
      // opened from the link after submitting: the reference in the address, the mobile in the
      // tab's history (the application's own, made first from a visitor's page)
      // a public page of the portal first: its startup holds the app's access token the call needs
      await page.goto('/signin');
      await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
      const made = (memoOf(step).application = await application(page));
      await page.evaluate(
        ({ reference, mobile }) =>
          history.replaceState(
            { ...history.state, onboardingMobile: mobile },
            '',
            `/self-onboarding/status?reference=${reference}`,
          ),
        made,
      );
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Your wallet application', level: 1 })).toBeVisible();
      await expect(referenceBox(page)).toHaveValue(made.reference);
      await expect(mobileBox(page)).toHaveValue(made.mobile);
      return;
    }
    await page.goto('/self-onboarding/status');
    await expect(page.getByRole('heading', { name: 'Your wallet application', level: 1 })).toBeVisible();
    memoOf(step).application = await application(page);
  },
  states: {
    // an eventless choice by the input: never on screen, the empty form is where it leads
    'selfOnboardingStatus.starting': async (page) => {
      await expect(referenceBox(page)).toHaveValue('');
      await expect(mobileBox(page)).toHaveValue('');
    },
    'selfOnboardingStatus.idle': async (page) => {
      await expect(lookUp(page)).toBeEnabled();
      await expect(panel(page)).toHaveCount(0);
      await expect(failure(page)).toHaveCount(0);
    },
    'selfOnboardingStatus.looking': async (page, step) => {
      await expect(lookUp(page)).toHaveAttribute('data-loading', 'true');
      await expect(lookUp(page)).toBeDisabled();
      await expectKept(page, step);
    },
    'selfOnboardingStatus.found': async (page, step) => {
      await expect(lookUp(page)).toBeEnabled();
      await expectApplication(page, step);
      await expect(failure(page)).toHaveCount(0);
      // the answer takes the focus (a screen reader reads it)
      await expect(panel(page).getByRole('heading', { level: 2 })).toBeFocused();
    },
    'selfOnboardingStatus.failed': async (page, step) => {
      await expect(lookUp(page)).toBeEnabled();
      await expect(failure(page)).toContainText('Please try after sometime.');
      await expect(failure(page).getByRole('button', { name: 'Try again' })).toBeEnabled();
      if (ctx(step).status === null) await expect(panel(page)).toHaveCount(0);
      else await expectApplication(page, step);
    },
  },
  events: {
    'status.lookup': async (page, step) => {
      const { reference, mobile } = memoOf(step).application;
      await referenceBox(page).fill(reference);
      await mobileBox(page).fill(mobile);
      await lookUp(page).click();
    },
    // under review: a document sent again asks for the status again; a failure: its Try again
    'status.retry': async (page, step) => {
      if (step.before.matches('failed')) {
        await failure(page).getByRole('button', { name: 'Try again' }).click();
        return;
      }
      const reupload = page.getByTestId('kyc-reupload');
      await reupload.getByText('Selfie', { exact: true }).click();
      const chooser = page.waitForEvent('filechooser');
      await reupload.getByRole('button', { name: /Choose an image for Selfie/ }).click();
      await (await chooser).setFiles({ name: 'selfie-again.png', mimeType: 'image/png', buffer: PNG });
      await expect(reupload.getByTestId('kyc-chosen')).toContainText('selfie-again.png');
      await reupload.getByRole('button', { name: 'Send the document' }).click();
      await expect(reupload.getByText('We received the new Selfie.')).toBeVisible();
    },
    'xstate.error.actor.lookupStatus': async (_page, _step, tools) => tools.fault(),
  },
  cannot(event, before) {
    if (event.type === 'status.lookup' && before.matches('looking'))
      return 'a look-up while one is out: Check the status is busy (disabled) until the answer comes';
    return undefined;
  },
};
