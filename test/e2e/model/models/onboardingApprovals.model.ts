import { expect, type Page } from '@playwright/test';
import type { Decision, OnboardingApprovalsContext } from '../../../../machines/onboardingApprovals.machine';
import type { OnboardingApplication } from '../../../../src/api/contract/onboarding';
import * as paths from '../../../../src/api/contract/paths';
import { callAsPage } from '../../support';
import { AGENT_LOGIN, agentApplication, listenForAnswers, type AgentCustomer } from '../agentCustomers';
import type { BrowserModel, StepInfo } from '../runner';

/**
 * requirements#onboarding: the approval queue on /app/table-list-full/onboarding-details, as the
 * seeded customer-service rep `csr`. The queue is every pending application on the sandbox (other
 * paths add theirs meanwhile), so its cards are checked against the server's answer to the
 * portal's last call, and a path that decides makes its own application first (through the agent
 * `minihouston`, agentCustomers.ts) and decides only that one — the chart's sample ids stand for
 * it. The list's and the decision's calls are held; the list's failure is the network's, the
 * decision's refusal the server's own: another rep decided the application meanwhile (an API
 * decision as the same rep, before the held call reaches the server).
 */
export const APPROVALS_LOGIN = 'csr';

const LOADING = 'Loading the applications…';
const DIALOG_TITLE: Record<Decision, string> = {
  APPROVE: 'Approve the application',
  REJECT: 'Reject the application',
};
const DECIDED: Record<Decision, string> = {
  APPROVE: "Approved: the customer's wallet is open and the applicant was told by SMS.",
  REJECT: 'Rejected: the applicant was told the reason by SMS.',
};
const DOCUMENT_LABEL: Record<string, string> = {
  idFront: 'Front of the ID',
  idBack: 'Back of the ID',
  selfie: 'Selfie',
};
const REASON_INVALID = 'Write a reason of 3 to 300 characters.';
const NOT_SAVED = 'The decision was not saved';
const ALREADY_DECIDED =
  'This application has already been decided, by another rep meanwhile. Cancel, then refresh the applications.';

interface Memo {
  /** this path's application */
  mine?: AgentCustomer;
  /** the server's last answer to the list */
  rows?: OnboardingApplication[];
  answers: number;
  answersBefore?: number;
  /** the server's answer to the decision */
  decided?: OnboardingApplication;
}

const memoOf = (step: StepInfo) => step.memo as unknown as Memo;
const ctx = (step: StepInfo) => step.snapshot.context as OnboardingApprovalsContext;
const section = (page: Page) => page.getByRole('region', { name: 'Applications to review' });
const refresh = (page: Page) => section(page).getByRole('button', { name: 'Refresh the applications' });
const cards = (page: Page) => section(page).getByTestId('approval-card');
const dialog = (page: Page) => page.getByRole('dialog');
const reasonBox = (page: Page) => dialog(page).getByRole('textbox', { name: 'Reason' });
const card = (page: Page, step: StepInfo) => cards(page).filter({ hasText: memoOf(step).mine!.reference });

/** The server's answer the screen must show: one after the step's call (`fresh`), else the last. */
async function serverRows(step: StepInfo, fresh: boolean): Promise<OnboardingApplication[]> {
  const memo = memoOf(step);
  const after = fresh ? (memo.answersBefore ?? 0) : 0;
  await expect.poll(() => memo.answers > after, { message: 'the server never answered the queue' }).toBe(true);
  return memo.rows!;
}

const decidesInPath = (step: StepInfo) => step.path.steps.some((s) => s.event.type === 'decision.start');

export const onboardingApprovalsModel: BrowserModel = {
  machine: 'onboardingApprovals',
  calls: {
    loadApplications: `**/api/${paths.onboardingApplications}`,
    decide: `**/api/${paths.onboardingDecision}`,
  },
  async start(page, step) {
    const memo = memoOf(step);
    memo.answers = 0;
    if (decidesInPath(step)) memo.mine = await agentApplication(step.browser, 'Model Applicant Queue');
    listenForAnswers<{ applications: OnboardingApplication[] }>(page, paths.onboardingApplications, (data) => {
      memo.rows = data.applications;
      memo.answers += 1;
    });
    listenForAnswers<{ application: OnboardingApplication }>(page, paths.onboardingDecision, (data) => {
      memo.decided = data.application;
    });
    await page.goto('/app/table-list-full/onboarding-details');
  },
  states: {
    'onboardingApprovals.loading': async (page) => {
      await expect(section(page).getByRole('heading', { name: 'Applications to review', level: 2 })).toBeVisible();
      await expect(section(page).getByRole('status').filter({ hasText: LOADING })).toBeVisible();
      await expect(refresh(page)).toBeDisabled();
      await expect(cards(page)).toHaveCount(0);
      await expect(section(page).getByRole('button', { name: 'Retry' })).toHaveCount(0);
    },
    'onboardingApprovals.failed': async (page) => {
      await expect(
        section(page).getByRole('alert').filter({ hasText: 'The applications could not be loaded' }),
      ).toContainText('Please try after sometime.');
      await expect(section(page).getByRole('button', { name: 'Retry' })).toBeEnabled();
      await expect(refresh(page)).toBeDisabled();
      await expect(cards(page)).toHaveCount(0);
      await expect(section(page).getByText(LOADING)).toHaveCount(0);
    },
    // the server's pending applications, oldest first, less the one decided here
    'onboardingApprovals.browsing': async (page, step) => {
      const fresh = step.event.type === 'xstate.done.actor.loadApplications';
      const rows = await serverRows(step, fresh);
      const decided = ctx(step).decided;
      const mine = memoOf(step).mine;
      const shown = rows.filter((r) => !(decided !== null && mine && r.reference === mine.reference));
      await expect(cards(page)).toHaveCount(shown.length);
      if (shown.length > 0) {
        await expect(cards(page).first()).toContainText(shown[0]!.reference);
        await expect(cards(page).last()).toContainText(shown.at(-1)!.reference);
      } else await expect(section(page).getByText('No application is waiting for review.')).toBeVisible();
      await expect(refresh(page)).toBeEnabled();
      await expect(dialog(page)).toHaveCount(0);
      if (mine) {
        if (decided === null) {
          await expect(card(page, step)).toContainText(mine.fullName);
          await expect(card(page, step)).toContainText(mine.mobile);
          await expect(card(page, step).getByTestId('approval-onboarded-by')).toHaveText(
            `Onboarded by the agent ${AGENT_LOGIN}`,
          );
        } else await expect(card(page, step)).toHaveCount(0);
      }
      if (decided === null) await expect(section(page).getByTestId('approval-decided')).toHaveCount(0);
      else {
        await expect(section(page).getByTestId('approval-decided')).toHaveText(DECIDED[decided.decision]);
        // the server decided it as the rep chose
        await expect
          .poll(() => memoOf(step).decided?.status)
          .toBe(decided.decision === 'APPROVE' ? 'APPROVED' : 'REJECTED');
        expect(memoOf(step).decided?.reference).toBe(mine?.reference);
      }
    },
    // the dialog of the path's application: a confirmation, or the reason of a rejection
    'onboardingApprovals.deciding': async (page, step) => {
      const decision = ctx(step).decision!;
      const mine = memoOf(step).mine!;
      await expect(dialog(page)).toBeVisible();
      await expect(dialog(page).getByRole('heading', { name: DIALOG_TITLE[decision] })).toBeVisible();
      if (decision === 'APPROVE') {
        await expect(dialog(page)).toContainText(
          `A customer wallet opens for ${mine.fullName} under the mobile number ${mine.mobile}`,
        );
        await expect(reasonBox(page)).toHaveCount(0);
      } else {
        await expect(dialog(page)).toContainText(`The applicant ${mine.fullName} will read the reason`);
        await expect(reasonBox(page)).toHaveValue(ctx(step).reason);
        for (const [kind, label] of Object.entries(DOCUMENT_LABEL)) {
          const box = dialog(page).getByRole('checkbox', { name: label });
          if (ctx(step).documents.includes(kind)) await expect(box).toBeChecked();
          else await expect(box).not.toBeChecked();
        }
      }
    },
    'onboardingApprovals.deciding.editing': async (page, step) => {
      const decision = ctx(step).decision!;
      await expect(dialog(page).getByRole('button', { name: 'Cancel' })).toBeEnabled();
      await expect(
        dialog(page).getByRole('button', { name: decision === 'APPROVE' ? 'Approve' : 'Reject' }),
      ).toBeEnabled();
      if (ctx(step).reasonInvalid) await expect(dialog(page).getByText(REASON_INVALID)).toBeVisible();
      else await expect(dialog(page).getByText(REASON_INVALID)).toHaveCount(0);
      // a refused decision keeps the dialog and says why: the server's reason
      const failure = dialog(page).getByRole('alert').filter({ hasText: NOT_SAVED });
      if (ctx(step).failure === null) await expect(failure).toHaveCount(0);
      else await expect(failure).toContainText(ALREADY_DECIDED);
    },
    'onboardingApprovals.deciding.sending': async (page, step) => {
      const confirm = dialog(page).locator('button[type="submit"]');
      await expect(confirm).toHaveAttribute('data-loading', 'true');
      await expect(confirm).toBeDisabled();
      await expect(dialog(page).getByRole('button', { name: 'Cancel' })).toBeDisabled();
      if (ctx(step).decision === 'REJECT')
        for (const label of Object.values(DOCUMENT_LABEL))
          await expect(dialog(page).getByRole('checkbox', { name: label })).toBeDisabled();
    },
  },
  events: {
    'list.refresh': async (page, step) => {
      memoOf(step).answersBefore = memoOf(step).answers;
      await refresh(page).click();
    },
    'list.retry': async (page, step) => {
      memoOf(step).answersBefore = memoOf(step).answers;
      await section(page).getByRole('button', { name: 'Retry' }).click();
    },
    'xstate.error.actor.loadApplications': async (_page, _step, tools) => tools.fault(),
    'decision.start': async (page, step) => {
      const { decision } = step.event as { type: 'decision.start'; decision: Decision };
      await card(page, step)
        .getByRole('button', { name: decision === 'APPROVE' ? 'Approve' : 'Reject', exact: true })
        .click();
      await expect(dialog(page)).toHaveCSS('opacity', '1');
    },
    'reason.change': async (page, step) => {
      await reasonBox(page).fill((step.event as { type: 'reason.change'; reason: string }).reason);
    },
    'documents.change': async (page, step) => {
      for (const kind of (step.event as { type: 'documents.change'; documents: string[] }).documents)
        await dialog(page).getByRole('checkbox', { name: DOCUMENT_LABEL[kind]! }).check();
    },
    'decision.confirm': async (page) => {
      await dialog(page).locator('button[type="submit"]').click();
    },
    'decision.cancel': async (page) => {
      await dialog(page).getByRole('button', { name: 'Cancel' }).click();
    },
    // another rep decided it meanwhile (before the held call reaches the server): the server refuses
    'xstate.error.actor.decide': async (page, step) => {
      const mine = memoOf(step).mine!;
      const rows = await serverRows(step, false);
      const id = rows.find((r) => r.reference === mine.reference)?.id;
      expect(id, 'the path application is in the queue').toBeDefined();
      const answer = await callAsPage(page, paths.onboardingDecision, {
        id,
        decision: 'REJECT',
        reason: 'Decided by another rep meanwhile',
      });
      const body = (await answer.json()) as { responseCode: number };
      expect(body.responseCode, `${paths.onboardingDecision} answered ${JSON.stringify(body)}`).toBe(0);
    },
  },
};
