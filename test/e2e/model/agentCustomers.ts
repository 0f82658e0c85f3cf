import { expect, test, type Browser, type Page } from '@playwright/test';
import { AGENT_CUSTOMER_TEMPLATE_ID } from '../../../src/api/contract/onboarding';
import * as paths from '../../../src/api/contract/paths';
import { DEMO_PASSWORD } from '../../../server/seed/demoUsers';
import { callAsPage, newAccount } from '../support';
import { newModelContext, signedInState } from './accounts';

/**
 * requirements#agent-onboarding on the models' sandbox: the agent whose onboarding the model paths
 * walk (agentOnboarding, agentApplications) and who makes the applications the rep's queue decides
 * (onboardingApprovals). `minihouston` is an agent no browser spec pays or onboards with otherwise
 * (report.model reads only its passbook, which an application does not touch); its applications
 * are counted per agent (20 an hour), a few per run.
 */
export const AGENT_LOGIN = 'minihouston';
export const AGENT_PASSWORD = DEMO_PASSWORD;

/** a 1×1 PNG: the ID images */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const PNG_URL = `data:image/png;base64,${PNG.toString('base64')}`;

export interface AgentCustomer {
  reference: string;
  fullName: string;
  mobile: string;
}

/** A customer's name and mobile of this path's own (the sandbox is shared). */
export function newCustomer(prefix: string): { fullName: string; mobile: string } {
  const { phone } = newAccount('mdlag');
  return { fullName: `${prefix} ${phone.slice(-6)}`, mobile: phone };
}

/**
 * An application made by the agent through adapter/v1/userOnboarding, as the agent's portal makes
 * it (the agent's saved session, in a page of its own): pending, in the rep's queue.
 */
export async function agentApplication(browser: Browser, prefix: string): Promise<AgentCustomer> {
  const state = await signedInState(browser, AGENT_LOGIN, AGENT_PASSWORD, test.info().workerIndex);
  const context = await newModelContext(browser, state);
  try {
    const page = await context.newPage();
    // any page of the origin: the saved tokens are in its local storage
    await page.goto('/portal-config.json');
    const customer = newCustomer(prefix);
    const body = await submit(page, customer);
    return { reference: body.reference, ...customer };
  } finally {
    await context.close();
  }
}

async function submit(page: Page, customer: { fullName: string; mobile: string }): Promise<{ reference: string }> {
  const answer = await callAsPage(page, paths.userOnboarding, {
    fullName: customer.fullName,
    mobile: customer.mobile,
    email: '',
    dateOfBirth: '1988-02-20',
    idType: 'NATIONAL_ID',
    idNumber: 'AG24680',
    idFront: PNG_URL,
    idBack: PNG_URL,
    selfie: PNG_URL,
    city: 'Duhok',
    address: 'Kawa Street, house 9',
    termsAccepted: true,
    templateId: AGENT_CUSTOMER_TEMPLATE_ID,
  });
  const body = (await answer.json()) as { responseCode: number; data: { reference: string } };
  expect(body.responseCode, `${paths.userOnboarding} answered ${JSON.stringify(body)}`).toBe(0);
  return body.data;
}

/** Keeps the data of each answer of `path` the server gave (responseCode 0), the latest in `keep`. */
export function listenForAnswers<T>(page: Page, path: string, keep: (data: T) => void): void {
  page.on('response', (response) => {
    if (!response.url().endsWith(`/api/${path}`) || response.status() !== 200) return;
    void response
      .json()
      .then((body: { responseCode: number; data: T }) => {
        if (body.responseCode === 0) keep(body.data);
      })
      .catch(() => {});
  });
}
