import { expect, type Page } from '@playwright/test';
import type { KycFilter, OnboardingDetailsContext } from '../../../../machines/onboardingDetails.machine';
import type { BrowserModel, StepInfo } from '../runner';

/**
 * Issue 16 part 9: the users a super agent onboarded (/app/table-list-full/onboarding-details), as
 * the seeded `superagent`: its five onboarded demo users (consumer Layla Hassan and consumer2fa
 * Omar Khalid among them, as the chart's samples; Omar and vendor pending). The paths only read.
 */
export const ONBOARDING_LOGIN = 'superagent';
/** the seeded onboarded users by KYC state (server/teams/teams.seed.ts) */
const SEEDED = { all: 5, PENDING: 2, VERIFIED: 2, REJECTED: 1 } as const;
const SEARCHED = { name: 'Layla Hassan', query: 'layla' };
const KYC_LABEL = { PENDING: 'Pending', VERIFIED: 'Verified', REJECTED: 'Rejected' } as const;

const ctx = (step: StepInfo) => step.snapshot.context as OnboardingDetailsContext;
const main = (page: Page) => page.getByRole('main');
const grid = (page: Page) => page.getByRole('grid', { name: 'Onboarded users' });
const kycSelect = (page: Page) => main(page).getByRole('combobox', { name: 'KYC state' });

/** the rows the server answers for the filter, and those the search keeps of them */
function counts(c: OnboardingDetailsContext): { shown: number; loaded: number } {
  const loaded = c.kycState === null ? SEEDED.all : SEEDED[c.kycState];
  // Layla is verified: the search keeps her unless the filter left her out
  const shown = c.query === '' ? loaded : c.kycState === null || c.kycState === 'VERIFIED' ? 1 : 0;
  return { shown, loaded };
}

export const onboardingDetailsModel: BrowserModel = {
  machine: 'onboardingDetails',
  calls: { loadOnboarded: /\/api\/adapter\/v1\/getchilduserinfo\/onboarded$/ },
  async start(page) {
    await page.goto('/app/table-list-full/onboarding-details');
  },
  states: {
    'onboardingDetails.loading': async (page, step) => {
      await expect(page.getByRole('heading', { name: 'Onboarding details', level: 1 })).toBeVisible();
      await expect(main(page).getByRole('status').filter({ hasText: 'Loading the onboarded users…' })).toBeVisible();
      await expect(main(page).getByRole('button', { name: 'Refresh' })).toBeDisabled();
      await expect(kycSelect(page)).toBeDisabled();
      await expect(main(page).getByRole('textbox', { name: 'Search' })).toHaveValue(
        ctx(step).query === '' ? '' : SEARCHED.query,
      );
      await expect(grid(page)).toHaveCount(0);
    },
    'onboardingDetails.failed': async (page) => {
      await expect(main(page).getByRole('alert')).toContainText('The onboarded users could not be loaded');
      await expect(main(page).getByRole('button', { name: 'Retry' })).toBeEnabled();
      await expect(main(page).getByRole('button', { name: 'Refresh' })).toBeDisabled();
      await expect(kycSelect(page)).toBeEnabled();
      await expect(grid(page)).toHaveCount(0);
    },
    'onboardingDetails.ready': async (page, step) => {
      const c = ctx(step);
      const { shown, loaded } = counts(c);
      await expect(main(page).getByRole('status').filter({ hasText: ' users' })).toHaveText(
        `${shown} of ${loaded} users`,
      );
      await expect(main(page).getByRole('button', { name: 'Refresh' })).toBeEnabled();
      await expect(kycSelect(page)).toHaveValue(c.kycState === null ? 'All' : KYC_LABEL[c.kycState]);
      await expect(main(page).getByRole('alert')).toHaveCount(0);
      // the data rows (the header row aside), each with the filter's KYC state
      const rows = grid(page).getByRole('row').filter({ hasNotText: 'Onboarded by' });
      await expect(rows).toHaveCount(shown);
      if (c.kycState !== null) for (const r of await rows.all()) await expect(r).toContainText(KYC_LABEL[c.kycState]);
      if (c.query !== '' && shown > 0) await expect(rows.first()).toContainText(SEARCHED.name);
    },
  },
  events: {
    'search.change': async (page) => {
      await main(page).getByRole('textbox', { name: 'Search' }).fill(SEARCHED.query);
    },
    'filter.change': async (page, step) => {
      const kyc = (step.event as unknown as { kycState: KycFilter }).kycState;
      await kycSelect(page).click();
      await page.getByRole('option', { name: kyc === null ? 'All' : KYC_LABEL[kyc], exact: true }).click();
    },
    'list.refresh': async (page) => {
      await main(page).getByRole('button', { name: 'Refresh' }).click();
    },
    'list.retry': async (page) => {
      await main(page).getByRole('button', { name: 'Retry' }).click();
    },
    'xstate.error.actor.loadOnboarded': async (_page, _step, tools) => tools.fault(),
  },
};
