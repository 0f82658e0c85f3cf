import { expect, type Page } from '@playwright/test';
import type { ApplicationStatus, OnboardingTemplate } from '../../../../src/api/contract/onboarding';
import * as paths from '../../../../src/api/contract/paths';
import { fillIdentity } from '../../support';
import { PNG, listenForAnswers, newCustomer } from '../agentCustomers';
import type { BrowserModel, StepInfo } from '../runner';

/**
 * requirements#agent-onboarding: /app/onboard-customer as the agent `minihouston`
 * (agentCustomers.ts). The templates it may onboard are the server's (one, the customer wallet),
 * their call held and failed as the network does. Once one is chosen, the customer's application
 * is the self-onboarding chart's own (a child actor, modelled in selfOnboarding.model): this chart
 * only sees its answer, so the path's "done:application" step fills in the four steps of the
 * app's template with a customer of the path's own, reviews and submits it, and the reference
 * shown must be the one the server answered.
 */

const STEP_TITLES = ['Personal details', 'ID documents', 'Address', 'Terms and conditions'] as const;
const LOADING = 'Loading what you can onboard…';
const CHOOSER = 'What does the customer open?';

interface Memo {
  templates?: OnboardingTemplate[];
  reference?: string;
}

const memoOf = (step: StepInfo) => step.memo as Memo;
const main = (page: Page) => page.getByRole('main');
const button = (page: Page, name: string) => main(page).getByRole('button', { name, exact: true });
const chooserHeading = (page: Page) => main(page).getByRole('heading', { name: CHOOSER, level: 2 });
const stepHeading = (page: Page, index: number) =>
  main(page).getByRole('heading', { name: STEP_TITLES[index], level: 2, exact: true });

async function serverTemplates(step: StepInfo): Promise<OnboardingTemplate[]> {
  await expect.poll(() => memoOf(step).templates, { message: 'the server never answered the templates' }).toBeDefined();
  return memoOf(step).templates!;
}

const titleOf = (template: OnboardingTemplate) => template.title.en ?? '';

/** The chosen template's title, as the server named it. */
async function chosenTitle(step: StepInfo): Promise<string> {
  const templates = await serverTemplates(step);
  const id = step.path.steps
    .slice(1, step.index + 1)
    .map((s) => s.event)
    .filter((e): e is { type: 'template.choose'; id: number } => e.type === 'template.choose')
    .at(-1)?.id;
  expect(id, 'a template was chosen').toBeDefined();
  // the chart's sample id stands for the template the server offers
  return titleOf(templates[0]!);
}

async function choose(page: Page, label: string, name: string) {
  const chooser = page.waitForEvent('filechooser');
  await main(page)
    .getByRole('button', { name: `Choose a file for ${label}` })
    .click();
  await (await chooser).setFiles({ name, mimeType: 'image/png', buffer: PNG });
}

/** The customer's application, its four steps filled in, reviewed and submitted. */
async function onboardCustomer(page: Page) {
  const customer = newCustomer('Model Agent Onboarded');
  await main(page).getByRole('textbox', { name: 'Full name' }).fill(customer.fullName);
  await main(page).getByRole('textbox', { name: 'Mobile number' }).fill(customer.mobile);
  await fillIdentity(page, { birthDate: '1987-08-30', document: 'Passport', number: 'P1234567' });
  await button(page, 'Next').click();
  await expect(stepHeading(page, 1)).toBeVisible();
  await choose(page, 'Front of the ID', 'front.png');
  await choose(page, 'Back of the ID', 'back.png');
  await choose(page, 'Selfie', 'selfie.png');
  await expect(main(page).getByText('selfie.png')).toBeVisible();
  await button(page, 'Next').click();
  await expect(stepHeading(page, 2)).toBeVisible();
  await main(page).getByRole('textbox', { name: 'City' }).fill('Kirkuk');
  await main(page).getByRole('textbox', { name: 'Street address' }).fill('Atlas Street, house 12');
  await button(page, 'Next').click();
  await expect(stepHeading(page, 3)).toBeVisible();
  await main(page).getByRole('checkbox', { name: 'The customer accepts the terms and conditions' }).check();
  await button(page, 'Review').click();
  const review = main(page).getByTestId('onboarding-review');
  await expect(main(page).getByRole('heading', { name: "Check the customer's application", level: 2 })).toBeVisible();
  await expect(review.getByText(customer.fullName, { exact: true })).toBeVisible();
  await expect(review.getByText(customer.mobile, { exact: true })).toBeVisible();
  await button(page, 'Submit the application').click();
}

export const agentOnboardingModel: BrowserModel = {
  machine: 'agentOnboarding',
  calls: { loadTemplates: `**/api/${paths.childOnboardingTemplates}` },
  async start(page, step) {
    const memo = memoOf(step);
    listenForAnswers<{ templates: OnboardingTemplate[] }>(page, paths.childOnboardingTemplates, (data) => {
      memo.templates = data.templates;
    });
    listenForAnswers<ApplicationStatus>(page, paths.userOnboarding, (data) => {
      memo.reference = data.reference;
    });
    await page.goto('/app/onboard-customer');
  },
  states: {
    'agentOnboarding.loading': async (page) => {
      await expect(page.getByRole('heading', { name: 'Onboard a customer', level: 1 })).toBeVisible();
      await expect(main(page).getByRole('status').filter({ hasText: LOADING })).toBeVisible();
      await expect(chooserHeading(page)).toHaveCount(0);
      await expect(button(page, 'Retry')).toHaveCount(0);
      await expect(main(page).getByRole('link', { name: 'See your applications' })).toHaveAttribute(
        'href',
        '/app/onboard-customer/applications',
      );
    },
    'agentOnboarding.loadFailed': async (page) => {
      await expect(
        main(page).getByRole('alert').filter({ hasText: 'What you can onboard could not be loaded' }),
      ).toContainText('Please try after sometime.');
      await expect(button(page, 'Retry')).toBeEnabled();
      await expect(chooserHeading(page)).toHaveCount(0);
      await expect(main(page).getByText(LOADING)).toHaveCount(0);
    },
    // the server's templates, each with its steps and a Start button; the heading is announced
    // (focused) when the agent comes back to the choice
    'agentOnboarding.choosing': async (page, step) => {
      const templates = await serverTemplates(step);
      await expect(chooserHeading(page)).toBeVisible();
      const cards = main(page).getByTestId('onboarding-template');
      await expect(cards).toHaveCount(templates.length);
      for (const template of templates) {
        const card = cards.filter({ hasText: titleOf(template) });
        await expect(card.getByRole('button', { name: `Start: ${titleOf(template)}` })).toBeEnabled();
        await expect(card).toContainText(template.steps.map((s) => s.title.en).join(' · '));
      }
      if (step.index > 1) await expect(chooserHeading(page)).toBeFocused();
      await expect(main(page).getByText(LOADING)).toHaveCount(0);
      await expect(main(page).getByTestId('onboarding-review')).toHaveCount(0);
      await expect(main(page).getByTestId('agent-onboarding-submitted')).toHaveCount(0);
    },
    // the customer's application from its first step, empty, under the chosen template's name
    'agentOnboarding.filling': async (page, step) => {
      await expect(main(page).getByText(`Onboarding: ${await chosenTitle(step)}`)).toBeVisible();
      await expect(button(page, 'Choose another')).toBeEnabled();
      await expect(stepHeading(page, 0)).toBeVisible();
      await expect(main(page).getByRole('textbox', { name: 'Full name' })).toHaveValue('');
      await expect(button(page, 'Next')).toBeEnabled();
      await expect(
        main(page).getByText('The ID images are checked here before they are sent: JPEG or PNG, at most 2 MB each.'),
      ).toBeVisible();
      await expect(chooserHeading(page)).toHaveCount(0);
    },
    // the reference the server answered, for the agent to give the customer
    'agentOnboarding.submitted': async (page, step) => {
      await expect
        .poll(() => memoOf(step).reference, { message: 'the server never answered the application' })
        .toMatch(/^ON-[0-9A-Z]{8}$/);
      const done = main(page).getByTestId('agent-onboarding-submitted');
      await expect(done.getByRole('heading', { name: 'Application sent for review', level: 2 })).toBeFocused();
      await expect(done.getByTestId('onboarding-reference')).toHaveText(memoOf(step).reference!);
      await expect(done.getByRole('button', { name: 'Onboard another customer' })).toBeEnabled();
      await expect(done.getByRole('link', { name: 'My customer applications' })).toHaveAttribute(
        'href',
        '/app/onboard-customer/applications',
      );
      await expect(main(page).getByTestId('onboarding-review')).toHaveCount(0);
      await expect(button(page, 'Choose another')).toHaveCount(0);
    },
  },
  events: {
    'xstate.error.actor.loadTemplates': async (_page, _step, tools) => tools.fault(),
    'templates.retry': async (page) => {
      await button(page, 'Retry').click();
    },
    'template.choose': async (page, step) => {
      await button(page, `Start: ${titleOf((await serverTemplates(step))[0]!)}`).click();
    },
    // what was entered goes: a name typed first (the next filling starts empty)
    'template.change': async (page) => {
      await main(page).getByRole('textbox', { name: 'Full name' }).fill('Model Agent Discarded');
      await button(page, 'Choose another').click();
    },
    'xstate.done.actor.application': async (page) => onboardCustomer(page),
    'onboarding.another': async (page) => {
      await button(page, 'Onboard another customer').click();
    },
  },
};
