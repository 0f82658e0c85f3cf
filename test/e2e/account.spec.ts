import { expect, test, type Page } from '@playwright/test';
import { TOTP } from 'otpauth';
import {
  acknowledgeTemporaryAccount,
  createAccount,
  fillCredentials,
  latestMessage,
  newAccount,
  openActivation,
  outbox,
  typeIntoBoxes,
} from './support';

const codeFor = (secret: string, at = Date.now()) =>
  new TOTP({ secret, digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp: at });

async function signInAs(page: Page, login: string, password: string) {
  await page.goto('/signin');
  await fillCredentials(page, login, password);
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: /Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out', exact: true }).click();
  await expect(page).toHaveURL(/\/signin$/);
}

test.describe('account security flows', () => {
  test('signs up, activates with the texted code (a wrong one first), then signs in to an empty wallet', async ({
    page,
  }) => {
    const account = newAccount('sup');
    await page.goto('/signup');
    await page.getByRole('textbox', { name: 'Username' }).fill(account.userName);
    await expect(page.getByText('This login is available.')).toBeAttached();
    await page.getByRole('textbox', { name: 'Full name in English' }).fill(account.fullNameEn);
    await page.getByRole('textbox', { name: 'Mobile number' }).fill(account.phone);
    await page.getByRole('textbox', { name: 'E-mail address' }).fill(account.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
    await page.getByRole('textbox', { name: 'Confirm the password' }).fill(account.password);
    await page.getByRole('checkbox', { name: /I accept the terms/ }).check();
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect(page).toHaveURL(/\/activation$/);
    const { otp } = await latestMessage(page, account.phone, 'activation');
    expect(otp).toMatch(/^\d{6}$/);
    const wrong = otp === '000000' ? '111111' : '000000';
    await typeIntoBoxes(page, 'Code from the SMS', wrong);
    await expect(page.getByRole('alert')).toContainText('tries left');
    await typeIntoBoxes(page, 'Code from the SMS', otp ?? '');

    await expect(page).toHaveURL(/\/signin\?notice=activated$/);
    await expect(page.getByText('Your account is active. Sign in to continue.')).toBeVisible();
    await fillCredentials(page, account.userName, account.password);
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await expect(page.getByTestId('balance-amount')).toContainText('0.00');
  });

  test('forgot password: the e-mailed link resets the password once, and the new one signs in', async ({ page }) => {
    const account = await createAccount(page, 'fpw');
    await page.goto('/forgot-password');
    await page.getByRole('textbox', { name: 'Mobile number or username' }).fill(account.userName);
    await page.getByRole('button', { name: 'Send the link' }).click();
    await expect(page.getByText('Check your e-mail')).toBeVisible();

    const mail = await latestMessage(page, account.email, 'password_reset');
    expect(mail.link).toContain(`/forgot-password/${mail.linkData}`);
    await page.goto(new URL(mail.link ?? '').pathname);
    await expect(page.getByText(/Choose a new password for/)).toBeVisible();
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill('Another@77');
    await page.getByRole('textbox', { name: 'Confirm the new password' }).fill('Another@77');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Password changed')).toBeVisible();

    await signInAs(page, account.userName, 'Another@77');
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    // the link works once
    await page.goto(new URL(mail.link ?? '').pathname);
    await expect(page.getByRole('alert')).toContainText('This link was already used.');
  });

  test('two-step verification: turned on with the shown key, then sign-in needs a code or a recovery code', async ({
    page,
  }) => {
    const account = await createAccount(page, 'tfa');
    await signInAs(page, account.userName, account.password);
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await page.goto('/app/two-factor');
    await page.getByRole('button', { name: 'Turn on two-step verification' }).click();
    await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    const secret = (await page.getByTestId('two-factor-secret').innerText()).replace(/\s+/g, '');
    await typeIntoBoxes(page, 'Code from the app', codeFor(secret));
    const codes = (await page.getByTestId('recovery-codes').innerText()).match(/[a-z2-7]{5}-[a-z2-7]{5}/g) ?? [];
    expect(codes).toHaveLength(10);
    await page.getByRole('button', { name: 'I have saved these codes' }).click();
    await expect(page.getByRole('button', { name: 'Turn off' })).toBeVisible();
    await signOut(page);

    // the enabling code's time step is used up: the next step's code is within the ±1 window
    await fillCredentials(page, account.userName, account.password);
    await typeIntoBoxes(page, 'Authenticator code', codeFor(secret, Date.now() + 30_000));
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await signOut(page);

    await fillCredentials(page, account.userName, account.password);
    await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await page.getByRole('textbox', { name: 'Recovery code' }).fill(codes[0] ?? '');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/app\/dashboard$/);
  });

  test('forgot PIN with the texted code, then change the PIN with the new one', async ({ page }) => {
    const account = await createAccount(page, 'pin');
    await page.goto('/forgot-pin');
    await page.getByRole('textbox', { name: 'Mobile number or username' }).fill(account.userName);
    await page.getByRole('button', { name: 'Send the code' }).click();
    const { otp } = await latestMessage(page, account.phone, 'pin_reset');
    await typeIntoBoxes(page, 'New PIN', '4826');
    await typeIntoBoxes(page, 'Confirm the new PIN', '4826');
    await typeIntoBoxes(page, 'Code from the SMS', otp ?? '');
    await page.getByRole('button', { name: 'Set new PIN' }).click();
    await expect(page.getByText('Your transaction PIN has been changed.')).toBeVisible();

    await signInAs(page, account.userName, account.password);
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await page.goto('/app/change-transaction-pin');
    await typeIntoBoxes(page, 'Current PIN', '4826');
    await typeIntoBoxes(page, 'New PIN', '7315');
    await typeIntoBoxes(page, 'Confirm the new PIN', '7315');
    await page.getByRole('button', { name: 'Change PIN' }).click();
    await expect(page.getByRole('status', { name: 'Your transaction PIN has been changed.' })).toBeVisible();
  });

  test('change password, then sign out the other device', async ({ browser }) => {
    const here = await (await browser.newContext()).newPage();
    const there = await (await browser.newContext()).newPage();
    const account = await createAccount(here, 'cpw');
    await acknowledgeTemporaryAccount(there);
    await signInAs(there, account.userName, account.password);
    await expect(there).toHaveURL(/\/app\/dashboard$/);
    await signInAs(here, account.userName, account.password);
    await expect(here).toHaveURL(/\/app\/dashboard$/);

    await here.goto('/app/change-login-password');
    await here.getByRole('textbox', { name: 'Current password' }).fill(account.password);
    await here.getByRole('textbox', { name: 'New password', exact: true }).fill('Changed@88');
    await here.getByRole('textbox', { name: 'Confirm the new password' }).fill('Changed@88');
    await here.getByRole('button', { name: 'Change password' }).click();
    await here.getByRole('button', { name: 'Sign out other devices' }).click();
    await expect(here.getByText(/Signed out 1 other device/)).toBeVisible();

    // the other device learns at its next call, with the message shown first
    await there.getByRole('button', { name: 'Refresh balance' }).click();
    await expect(there.getByRole('dialog', { name: 'Your session has ended' })).toBeVisible();
  });

  test('signs out after the configured time without activity, after a warning that can keep the session', async ({
    page,
  }) => {
    // the page's clock is driven by the test: the minutes without activity pass at once; the
    // temporary-account notice counts as seen, so no click of the test's restarts the count
    await page.clock.install();
    await page.addInitScript(() => sessionStorage.setItem('temporaryAccountNoticeSeen', '1'));
    await page.route('**/portal-config.json', async (route) => {
      const config = (await (await route.fetch()).json()) as Record<string, unknown>;
      await route.fulfill({ json: { ...config, inactivityTimeoutSeconds: 600, inactivityWarningSeconds: 60 } });
    });
    const account = await createAccount(page, 'idle');
    await signInAs(page, account.userName, account.password);
    await expect(page).toHaveURL(/\/app\/dashboard$/);

    const warning = page.getByRole('dialog', { name: 'Are you still there?' });
    // the installed clock still runs with real time: the seconds since the sign-in click (the last
    // activity; several on busy cores) count too, so the check before the warning keeps a minute's room
    await page.clock.fastForward('08:00');
    await expect(warning).toBeHidden();
    await page.clock.fastForward('01:02');
    await expect(warning).toBeVisible();
    await warning.getByRole('button', { name: 'Stay signed in' }).click();
    await expect(warning).toBeHidden();
    await expect(page).toHaveURL(/\/app\/dashboard$/);

    // kept: a new 600 s start from the click
    await page.clock.fastForward('09:01');
    await expect(warning).toBeVisible();
    await page.clock.fastForward('01:00');
    await expect(page).toHaveURL(/\/signin\?redirect=%2Fapp%2Fdashboard&notice=inactive$/);
    await expect(page.getByText(/no activity/)).toBeVisible();
  });

  test('activation in Arabic: right-to-left, and the code still reads left to right', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('locale', 'ar'));
    const account = await createAccount(page, 'arb', { activate: false });
    await openActivation(page, account.registration);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const { otp } = (await outbox(page, account.phone, 'activation'))[0] ?? {};
    const boxes = page.locator('form input[inputmode="numeric"]');
    await expect(boxes).toHaveCount(6);
    await boxes.first().click();
    await page.keyboard.type(otp ?? '');
    await expect(page).toHaveURL(/\/signin\?notice=activated$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  });
});
