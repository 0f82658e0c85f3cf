import { expect, type Page } from '@playwright/test';
import { TOTP } from 'otpauth';
import { DEMO_PASSWORD, DEMO_TOTP_SECRET } from '../../server/seed/demoUsers';

export { DEMO_PASSWORD };

/** The code an authenticator app shows now for the seeded two-factor account. */
export function authenticatorCode(at = Date.now()): string {
  return new TOTP({ secret: DEMO_TOTP_SECRET, digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp: at });
}

export async function fillCredentials(page: Page, login: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByRole('textbox', { name: 'Mobile number or username' }).fill(login);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The account types of the sign-in form, as it labels them. */
export type AccountType =
  'Customer' | 'Agent' | 'Super agent' | 'Customer service' | 'Merchant' | 'Enterprise' | 'Vendor';

export async function chooseAccountType(page: Page, type: AccountType): Promise<void> {
  await page.getByRole('combobox', { name: 'Account type' }).click();
  await page.getByRole('option', { name: type, exact: true }).click();
  await expect(page.getByRole('combobox', { name: 'Account type' })).toHaveValue(type);
}

export async function signIn(
  page: Page,
  login: string,
  options: { password?: string; type?: AccountType } = {},
): Promise<void> {
  await page.goto('/signin');
  if (options.type && options.type !== 'Customer') await chooseAccountType(page, options.type);
  await fillCredentials(page, login, options.password);
}

/** Types the code into the six boxes; the form submits itself when the last digit lands. */
export async function enterCode(page: Page, code: string): Promise<void> {
  const first = page.getByRole('textbox', { name: 'Authenticator code' }).first();
  await expect(first).toBeFocused();
  await page.keyboard.type(code);
}

/** Calls the sandbox API as the page's signed-in user would (tokens from storage, CSRF pair from cookies). */
export async function callAsPage(page: Page, path: string, data: unknown) {
  const tokens = await page.evaluate(() => ({
    authorize: localStorage.getItem('front_authorize_token'),
    access: localStorage.getItem('front_access_token'),
  }));
  const csrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  return page.request.post(`/api/${path}`, {
    headers: {
      'Content-Type': 'application/json',
      'X-Authorized-Token': `Bearer ${tokens.authorize}`,
      'X-Access-Token': `Bearer ${tokens.access}`,
      'X-XSRF-TOKEN': csrf,
    },
    data,
  });
}

/** A fake native shell (React Native web-view bridge) that records what the portal tells it. */
export async function withNativeShell(page: Page): Promise<() => Promise<unknown[]>> {
  await page.addInitScript(() => {
    const w = window as unknown as { __shell: unknown[]; ReactNativeWebView: { postMessage(m: string): void } };
    w.__shell = [];
    w.ReactNativeWebView = { postMessage: (m: string) => w.__shell.push(JSON.parse(m)) };
  });
  return () => page.evaluate(() => (window as unknown as { __shell: unknown[] }).__shell);
}
