import { expect, test, type Page } from '@playwright/test';
import * as paths from '../../src/api/contract/paths';
import { callAsPage, expectAccessible, fillIdentity, restoreSession } from './support';

/** a 1×1 PNG, generated here: the ID images */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const PNG_URL = `data:image/png;base64,${PNG.toString('base64')}`;

const uniqueMobile = (salt: number) => `78${String((Date.now() + salt * 7919) % 100_000_000).padStart(8, '0')}`;

async function choose(page: Page, label: RegExp, name: string, buffer: Buffer, mimeType = 'image/png') {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: label }).click();
  await (await chooser).setFiles({ name, mimeType, buffer });
}

/** requirements#agent-onboarding: the agent fills in the customer's application, the same steps as self-onboarding. */
async function onboard(page: Page, name: string, mobile: string): Promise<string> {
  await restoreSession(page, { login: 'agent', type: 'Agent' });
  await page.goto('/app/dashboard');
  // from the agent's menu: the Customers group, behind "More"
  const drawer = page.getByRole('navigation', { name: 'Main menu' });
  await drawer.getByRole('button', { name: /^More \(\d+\)$/ }).click();
  await drawer.getByRole('button', { name: 'Customers' }).click();
  await drawer.getByRole('link', { name: 'Onboard a customer' }).click();
  await expect(page).toHaveURL(/\/app\/onboard-customer$/);
  await expect(page.getByRole('heading', { name: 'Onboard a customer', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What does the customer open?' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Start: Customer wallet' }).click();

  await expect(page.getByRole('heading', { name: 'Personal details' })).toBeVisible();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByText('This field is required').first()).toBeVisible();
  await page.getByRole('textbox', { name: 'Full name' }).fill(name);
  await page.getByRole('textbox', { name: 'Mobile number' }).fill(mobile);
  await fillIdentity(page, { birthDate: '1985-06-01', document: 'Passport', number: 'P7654321' });
  await page.getByRole('button', { name: 'Next', exact: true }).click();

  await expect(page.getByRole('heading', { name: 'ID documents' })).toBeFocused();
  await choose(page, /Choose a file for Front of the ID/, 'front.gif', Buffer.from('GIF89a'), 'image/gif');
  await expect(page.getByText('This type of file is not accepted.').first()).toBeVisible();
  await choose(page, /Choose a file for Front of the ID/, 'front.png', PNG);
  await choose(page, /Choose a file for Back of the ID/, 'back.png', PNG);
  await choose(page, /Choose a file for Selfie/, 'selfie.png', PNG);
  await expect(page.getByText('selfie.png')).toBeVisible();
  await page.getByRole('button', { name: 'Next', exact: true }).click();

  await page.getByRole('textbox', { name: 'City' }).fill('Basra');
  await page.getByRole('textbox', { name: 'Street address' }).fill('Al-Ashar, street 4');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  // the terms are the customer's, confirmed by the agent
  await page.getByRole('checkbox', { name: 'The customer accepts the terms and conditions' }).check();
  await page.getByRole('button', { name: 'Review', exact: true }).click();
  await expect(page.getByRole('heading', { name: "Check the customer's application" })).toBeFocused();
  await expect(page.getByTestId('onboarding-review').getByText(name)).toBeVisible();
  await page.getByRole('button', { name: 'Submit the application' }).click();

  await expect(page.getByRole('heading', { name: 'Application sent for review' })).toBeFocused();
  const reference = (await page.getByTestId('onboarding-reference').textContent()) ?? '';
  expect(reference).toMatch(/^ON-[0-9A-Z]{8}$/);
  await expectAccessible(page);
  return reference;
}

async function approve(page: Page, name: string) {
  await restoreSession(page, { login: 'csr', type: 'Customer service' });
  await page.goto('/app/table-list-full/onboarding-details');
  const card = page.getByTestId('approval-card').filter({ hasText: name });
  await expect(card).toBeVisible();
  await expect(card.getByTestId('approval-onboarded-by')).toHaveText('Onboarded by the agent agent');
  await card.getByRole('button', { name: 'Approve' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toHaveCSS('opacity', '1');
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByTestId('approval-decided')).toBeVisible();
  await expect(card).toHaveCount(0);
}

test('an agent onboards a customer, the rep approves it, the agent’s list says approved', async ({ browser }) => {
  // two sign-ins and a four-step application with three images, on two shared cores
  test.setTimeout(120_000);
  const mobile = uniqueMobile(11);
  const name = `Layla Agent ${mobile.slice(-4)}`;
  const agent = await (await browser.newContext()).newPage();
  const reference = await onboard(agent, name, mobile);

  await agent.getByTestId('agent-onboarding-submitted').getByRole('link', { name: 'My customer applications' }).click();
  await expect(agent.getByRole('heading', { name: 'My customer applications', level: 1 })).toBeVisible();
  const row = agent.getByRole('row').filter({ hasText: reference });
  await expect(row).toContainText(name);
  await expect(row).toContainText('Under review');
  await expectAccessible(agent);

  const rep = await (await browser.newContext()).newPage();
  await approve(rep, name);

  await agent.getByRole('button', { name: 'Refresh' }).click();
  await expect(row).toContainText('Approved');
  // (an agent sees only its own applications: test/server/onboarding/agentOnboarding.test.ts)
});

test('an applicant under review sends a document again from the status page', async ({ page }) => {
  await page.goto('/self-onboarding/status');
  await expect(page.getByRole('textbox', { name: 'Reference' })).toBeVisible();
  const mobile = uniqueMobile(12);
  const made = await callAsPage(page, paths.selfOnboarding, {
    fullName: 'Omar Reupload',
    mobile,
    email: '',
    dateOfBirth: '1991-09-09',
    idType: 'NATIONAL_ID',
    idNumber: 'AB99887',
    idFront: PNG_URL,
    idBack: PNG_URL,
    selfie: PNG_URL,
    city: 'Erbil',
    address: '60 Meter Street, house 3',
    termsAccepted: true,
  });
  const reference = ((await made.json()) as { data: { reference: string } }).data.reference;
  await page.getByRole('textbox', { name: 'Reference' }).fill(reference);
  await page.getByRole('textbox', { name: 'Mobile number' }).fill(mobile);
  await page.getByRole('button', { name: 'Check the status' }).click();
  await expect(page.getByTestId('onboarding-status-badge')).toHaveText('Under review');

  const panel = page.getByTestId('kyc-reupload');
  await expect(panel.getByRole('heading', { name: 'Send a document again' })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Send the document' })).toBeDisabled();
  await panel.getByText('Selfie', { exact: true }).click();
  // checked here: a GIF, or an image over 2 MB, never leaves the browser
  await choose(page, /Choose an image for Selfie/, 'selfie.gif', Buffer.from('GIF89a'), 'image/gif');
  await expect(panel.getByTestId('kyc-problem')).toHaveText('Choose a JPEG or PNG image.');
  await choose(page, /Choose an image for Selfie/, 'big.png', Buffer.alloc(2_000_001, 1));
  await expect(panel.getByTestId('kyc-problem')).toHaveText('The image must be at most 2 MB.');
  await expect(panel.getByRole('button', { name: 'Send the document' })).toBeDisabled();
  // the server checks the bytes again: a text file named .png is refused there
  await choose(page, /Choose an image for Selfie/, 'fake.png', Buffer.from('<svg onload=alert(1)>'));
  await expect(panel.getByTestId('kyc-chosen')).toContainText('fake.png');
  await panel.getByRole('button', { name: 'Send the document' }).click();
  await expect(panel.getByRole('alert').filter({ hasText: 'The document was not sent' })).toBeVisible();

  await choose(page, /Choose an image for Selfie/, 'selfie-new.png', PNG);
  await expect(panel.getByTestId('kyc-chosen')).toContainText('selfie-new.png');
  await expectAccessible(page);
  await panel.getByRole('button', { name: 'Send the document' }).click();
  await expect(panel.getByText('We received the new Selfie.')).toBeVisible();
  await expect(page.getByTestId('onboarding-status-badge')).toHaveText('Under review');
  await expectAccessible(page);
});
