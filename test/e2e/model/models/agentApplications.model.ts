import { expect, type Page } from '@playwright/test';
import type { AgentApplicationsContext } from '../../../../machines/agentApplications.machine';
import type { AgentApplication } from '../../../../src/api/contract/onboarding';
import * as paths from '../../../../src/api/contract/paths';
import { agentApplication, listenForAnswers, type AgentCustomer } from '../agentCustomers';
import type { BrowserModel, StepInfo } from '../runner';

/**
 * requirements#agent-onboarding: /app/onboard-customer/applications, the applications the agent
 * `minihouston` made for customers (agentCustomers.ts). Each worker's agent has made one through
 * the API before its first path, so the list is never empty; other paths (the rep's queue) add
 * and decide theirs meanwhile, so the table is checked against the server's own answer to the
 * portal's last call. A successful refresh is asked after a new application was made while the
 * list was on screen: the refreshed table must show it. The list's call is held; its failures are
 * the network's.
 */

const STATUS_LABEL: Record<AgentApplication['status'], string> = {
  PENDING: 'Under review',
  APPROVED: 'Approved',
  REJECTED: 'Not approved',
};
const LOADING = 'Loading your applications…';
const LOAD_FAILED = 'Your applications could not be loaded';
const REFRESH_FAILED = 'The list could not be refreshed';

interface Memo {
  /** the rows of the server's last answer to the portal's list call */
  rows?: AgentApplication[];
  /** answers seen so far */
  answers: number;
  /** the answers there were when the step's call was sent: the screen shows a later one */
  answersBefore?: number;
  /** the application made while the list was on screen (before a refresh's answer) */
  made?: AgentCustomer;
}

let workerApplication: Promise<AgentCustomer> | undefined;

const memoOf = (step: StepInfo) => step.memo as unknown as Memo;
const ctx = (step: StepInfo) => step.snapshot.context as AgentApplicationsContext;
const main = (page: Page) => page.getByRole('main');
const refresh = (page: Page) => main(page).getByRole('button', { name: 'Refresh', exact: true });
const grid = (page: Page) => main(page).getByRole('grid', { name: 'Applications you made' });
const alertTitled = (page: Page, title: string) => main(page).getByRole('alert').filter({ hasText: title });

/**
 * The rows of the server's answer the screen must show: one given after the step's call was sent
 * (`fresh`), else the last one.
 */
async function serverRows(step: StepInfo, fresh: boolean): Promise<AgentApplication[]> {
  const memo = memoOf(step);
  const after = fresh ? (memo.answersBefore ?? 0) : 0;
  await expect.poll(() => memo.answers > after, { message: 'the server never answered the list' }).toBe(true);
  return memo.rows!;
}

/** The table is the server's answer: as many rows, the newest first with its name and status. */
async function expectRows(page: Page, step: StepInfo, fresh: boolean) {
  const rows = await serverRows(step, fresh);
  expect(rows.length, 'the agent made an application before the path').toBeGreaterThan(0);
  await expect(grid(page)).toHaveAttribute('aria-rowcount', String(rows.length + 1));
  for (const row of rows.slice(0, 3)) {
    const line = grid(page).getByRole('row').filter({ hasText: row.reference });
    await expect(line).toHaveCount(1);
    await expect(line).toContainText(row.fullName);
    await expect(line).toContainText(STATUS_LABEL[row.status]);
    if (row.reason) await expect(line).toContainText(row.reason);
  }
  // the first row is the newest
  await expect(grid(page).getByRole('row').nth(1)).toContainText(rows[0]!.reference);
  const made = memoOf(step).made;
  if (made) {
    expect(rows.map((r) => r.reference)).toContain(made.reference);
    await expect(grid(page).getByRole('row').filter({ hasText: made.reference })).toContainText(made.fullName);
  }
  await expect(main(page).getByTestId('agent-applications-empty')).toHaveCount(0);
}

export const agentApplicationsModel: BrowserModel = {
  machine: 'agentApplications',
  calls: {
    loadApplications: `**/api/${paths.userOnboardingApplications}`,
    refreshApplications: `**/api/${paths.userOnboardingApplications}`,
  },
  async start(page, step) {
    const memo = memoOf(step);
    memo.answers = 0;
    workerApplication ??= agentApplication(step.browser, 'Model Agent Customer');
    workerApplication.catch(() => (workerApplication = undefined));
    await workerApplication;
    listenForAnswers<{ applications: AgentApplication[] }>(page, paths.userOnboardingApplications, (data) => {
      memo.rows = data.applications;
      memo.answers += 1;
    });
    await page.goto('/app/onboard-customer/applications');
  },
  states: {
    'agentApplications.loading': async (page) => {
      await expect(page.getByRole('heading', { name: 'My customer applications', level: 1 })).toBeVisible();
      await expect(main(page).getByRole('status').filter({ hasText: LOADING })).toBeVisible();
      await expect(refresh(page)).toBeDisabled();
      await expect(grid(page)).toHaveCount(0);
      await expect(main(page).getByRole('button', { name: 'Retry' })).toHaveCount(0);
      await expect(main(page).getByRole('link', { name: 'Onboard a customer' })).toHaveAttribute(
        'href',
        '/app/onboard-customer',
      );
    },
    'agentApplications.failed': async (page) => {
      await expect(alertTitled(page, LOAD_FAILED)).toContainText('Please try after sometime.');
      await expect(main(page).getByRole('button', { name: 'Retry' })).toBeEnabled();
      await expect(refresh(page)).toBeDisabled();
      await expect(grid(page)).toHaveCount(0);
      await expect(main(page).getByText(LOADING)).toHaveCount(0);
    },
    'agentApplications.ready': async (page, step) => {
      // after a failed refresh: the answer before it
      await expectRows(page, step, ctx(step).failure === null);
      await expect(refresh(page)).toBeEnabled();
      await expect(main(page).getByRole('button', { name: 'Retry' })).toHaveCount(0);
      // a failed refresh keeps the list and says why beside it
      if (ctx(step).failure === null) await expect(alertTitled(page, REFRESH_FAILED)).toHaveCount(0);
      else await expect(alertTitled(page, REFRESH_FAILED)).toContainText('Please try after sometime.');
    },
    // the list stays while it is asked again; the button spins, the rows are the last answer's
    'agentApplications.refreshing': async (page, step) => {
      await expect(refresh(page)).toBeDisabled();
      await expect(refresh(page)).toHaveAttribute('data-loading', 'true');
      await expectRows(page, step, false);
      await expect(main(page).getByText(LOADING)).toHaveCount(0);
    },
  },
  events: {
    'list.retry': async (page, step) => {
      memoOf(step).answersBefore = memoOf(step).answers;
      await main(page).getByRole('button', { name: 'Retry' }).click();
    },
    'list.refresh': async (page, step) => {
      memoOf(step).answersBefore = memoOf(step).answers;
      await refresh(page).click();
    },
    'xstate.error.actor.loadApplications': async (_page, _step, tools) => tools.fault(),
    'xstate.error.actor.refreshApplications': async (_page, _step, tools) => tools.fault(),
    // a customer onboarded meanwhile (the held call has not reached the server yet): the refresh shows it
    'xstate.done.actor.refreshApplications': async (_page, step) => {
      memoOf(step).made = await agentApplication(step.browser, 'Model Agent Refresh');
    },
  },
};
