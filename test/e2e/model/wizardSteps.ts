import { expect, type Page } from '@playwright/test';

/** What the wizard models (serviceWizard, its confirmation and submission) do on a service's steps. */

export const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true }).click();
export const amountBox = (page: Page) => page.getByRole('textbox', { name: /^Amount/ });
export const reviewHeading = (page: Page) => page.getByRole('heading', { name: 'Review and confirm', level: 2 });

export async function chooseOperator(page: Page, name = 'Asiacell') {
  await page.getByRole('combobox', { name: 'Mobile operator' }).click();
  await page.getByRole('option', { name, exact: true }).click();
}

/** a wallet found by its mobile number (step 1), then the amount (step 2) */
export async function mobileTransfer(page: Page, label: string, mobile: string, amount: string) {
  const number = page.getByRole('textbox', { name: label });
  await number.fill(mobile);
  // the recipient's name comes from the live lookup before the step is checked
  await expect(number).not.toHaveAccessibleDescription(/No wallet/);
  await next(page);
  await expect(amountBox(page)).toBeVisible();
  await amountBox(page).fill(amount);
  await next(page);
}
