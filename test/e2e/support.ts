import AxeBuilder from '@axe-core/playwright';
import {
  test as base,
  test,
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';
import { TOTP } from 'otpauth';
import { SessionCache } from './sessionCache';
import { DEMO_PASSWORD, DEMO_TOTP_SECRET } from '../../server/seed/demoUsers';

export { DEMO_PASSWORD };

/** The code an authenticator app shows now for the seeded two-factor account. */
export function authenticatorCode(at = Date.now()): string {
  return new TOTP({ secret: DEMO_TOTP_SECRET, digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp: at });
}

export async function fillCredentials(page: Page, login: string, password = DEMO_PASSWORD): Promise<void> {
  // requirements#language-preference: a device with no language of its own takes the account's at
  // sign-in; the specs' browsers keep the language they show, so a preference one spec leaves on a
  // shared demo account never switches another (test/e2e/catalogue.spec.ts tests the preference)
  await page.evaluate(() => localStorage.setItem('localeChosen', '1'));
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

/** A demo account a test starts signed in as (`signedIn`): its login and, if not a customer, its type. */
export interface SavedAccount {
  login: string;
  type?: AccountType;
}

type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;
/** Each worker's saved sessions, by sandbox and login. */
const savedSessions = new SessionCache<StorageState>();

/** Signs `account` in once in a context of its own and keeps what the browser stored (tokens, cookies). */
function savedSession(browser: Browser, baseURL: string, account: SavedAccount): Promise<StorageState> {
  return savedSessions.get(`${baseURL} ${account.login}`, async () => {
    const context = await browser.newContext({ baseURL, reducedMotion: 'reduce', storageState: undefined });
    try {
      const page = await context.newPage();
      await signIn(page, account.login, { type: account.type });
      await expect(page).toHaveURL(/\/app\/dashboard$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      return await context.storageState();
    } finally {
      await context.close();
    }
  });
}

/**
 * The test runner for tests that need a demo account signed in but do not test signing in
 * (signin.spec does): `test.use({ signedInAs: { login: 'consumer' } })` starts every page of the
 * test's context with that account's session, made once per worker and reused, so the test opens
 * the page it tests straight away instead of the sign-in form and the dashboard first.
 */
export const signedIn = base.extend<{ signedInAs: SavedAccount | undefined }>({
  signedInAs: [undefined, { option: true }],
  storageState: async ({ signedInAs, storageState, browser, baseURL }, use) => {
    await use(signedInAs ? await savedSession(browser, baseURL ?? '', signedInAs) : storageState);
  },
});

/**
 * Puts a demo account's saved session (see `signedIn`) into the page's browser before it opens
 * the app, for a test in a file whose other tests start signed out: the cookies, then the stored
 * tokens, written on a page of the portal's origin that starts nothing (its icon). The test then
 * opens the page it tests.
 */
export async function restoreSession(page: Page, account: SavedAccount): Promise<void> {
  const baseURL = test.info().project.use.baseURL ?? '';
  const browser = page.context().browser();
  if (!browser) throw new Error('restoreSession needs a page of a launched browser');
  const state = await savedSession(browser, baseURL, account);
  await page.context().addCookies(state.cookies);
  await page.goto('/favicon.svg');
  const origin = new URL(page.url()).origin;
  const stored = state.origins.find((o) => o.origin === origin)?.localStorage ?? [];
  await page.evaluate((items) => {
    for (const { name, value } of items) localStorage.setItem(name, value);
  }, stored);
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

/** The sandbox outbox (every SMS and e-mail it "sent"), newest first. */
export interface OutboxMessage {
  channel: 'sms' | 'email';
  recipient: string;
  purpose: string;
  otp: string | null;
  link: string | null;
  linkData: string | null;
}

export async function outbox(page: Page, recipient: string, purpose: string): Promise<OutboxMessage[]> {
  const response = await page.request.get(
    `/sandbox/v1/outbox?recipient=${encodeURIComponent(recipient)}&purpose=${purpose}&limit=5`,
  );
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { messages: OutboxMessage[] } }).data.messages;
}

/** The newest message of `purpose` to `recipient`, waiting for it to arrive. */
export async function latestMessage(page: Page, recipient: string, purpose: string): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(async () => {
      found = (await outbox(page, recipient, purpose))[0];
      return found !== undefined;
    })
    .toBe(true);
  return found as OutboxMessage;
}

let sequence = 0;
/** A new account's details: a login, a 10-digit phone and an address no other test uses. */
export function newAccount(prefix: string) {
  sequence += 1;
  const stamp = `${Date.now() % 1e7}${sequence}${process.pid % 100}`.slice(-8);
  return {
    userName: `${prefix}${stamp}`,
    phone: `77${stamp.padStart(8, '0')}`,
    email: `${prefix}${stamp}@example.com`,
    password: 'Fresh@2026',
    fullNameEn: 'Test Person',
  };
}

export async function apiCall(page: Page, path: string, data: unknown, accessToken?: string) {
  const access = accessToken ?? (await page.evaluate(() => localStorage.getItem('front_access_token')));
  const csrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const response = await page.request.post(`/api/${path}`, {
    headers: { 'Content-Type': 'application/json', 'X-Access-Token': `Bearer ${access}`, 'X-XSRF-TOKEN': csrf },
    data,
  });
  const body = (await response.json()) as { responseCode: number; data: Record<string, unknown> };
  expect(body.responseCode, `${path} answered ${JSON.stringify(body)}`).toBe(0);
  return body.data;
}

/**
 * A self-registered account is temporary: the portal says so once per session (site settings'
 * showTempAccDialog). Flows that are not about that notice answer "Later" whenever it shows.
 */
export async function acknowledgeTemporaryAccount(page: Page): Promise<void> {
  const notice = page.getByRole('dialog', { name: 'Your account is temporary' });
  await page.addLocatorHandler(notice, (dialog) => dialog.getByRole('button', { name: 'Later' }).click());
}

/**
 * A consumer account signed up through the API. `activate: false` leaves it waiting for its
 * SMS code and returns the registration (token and delivery) to continue in the browser.
 */
export async function createAccount(page: Page, prefix: string, options: { activate?: boolean } = {}) {
  const account = newAccount(prefix);
  await acknowledgeTemporaryAccount(page);
  await page.goto('/signin');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('front_access_token'))).not.toBeNull();
  const registration = (await apiCall(page, 'demo/v1/front_users_registration', {
    category: 'consumer',
    userName: account.userName,
    fullNameEn: account.fullNameEn,
    phone: account.phone,
    email: account.email,
    password: account.password,
    confirmPassword: account.password,
    acceptTerms: true,
  })) as { jwt_token: string; otp: { requestId: string } };
  if (options.activate !== false) {
    const { otp } = await latestMessage(page, account.phone, 'activation');
    await apiCall(
      page,
      'demo/v1/front_users_activation',
      { requestId: registration.otp.requestId, otp },
      registration.jwt_token,
    );
  }
  return { ...account, registration };
}

/**
 * Sets a consumer's transaction PIN through the SMS-code reset, as /forgot-pin does, by the API of
 * a page that holds a guest token (a new account has no PIN; another device's reset is told).
 */
export async function resetPinBySms(page: Page, account: { userName: string; phone: string }, pin: string) {
  const delivery = (await apiCall(page, 'demo/v1/front_users_forgotPin', {
    userName: account.userName,
    category: 'consumer',
  })) as { requestId: string };
  const { otp } = await latestMessage(page, account.phone, 'pin_reset');
  await apiCall(page, 'demo/v1/front_users_confirmPinReset', {
    requestId: delivery.requestId,
    otp,
    newPin: pin,
    confirmPin: pin,
  });
}

/** Types digits into a row of code boxes labelled `name` ("name, digit 1 of 4"…), starting at the first. */
export async function typeIntoBoxes(page: Page, name: string, digits: string): Promise<void> {
  await page.getByRole('textbox', { name: new RegExp(`^${name}, digit 1 of \\d+$`) }).click();
  await page.keyboard.type(digits);
}

/** Puts a registration's token and pending code where the portal keeps them, then opens /activation. */
export async function openActivation(page: Page, registration: { jwt_token: string; otp: unknown }): Promise<void> {
  await page.evaluate(
    ({ token, delivery }) => {
      localStorage.setItem('front_access_token', token);
      localStorage.setItem('pendingActivation', JSON.stringify({ delivery, issuedAt: Date.now() }));
    },
    { token: registration.jwt_token, delivery: registration.otp },
  );
  await page.goto('/activation');
}

/**
 * An accessibility scan (axe-core, WCAG 2.1 A/AA) of what the page shows now, failing on any
 * serious or critical violation. `include` narrows it to the screen under test (say `main`), so a
 * flow's spec judges its own screen.
 */
export async function expectAccessible(page: Page, include?: string): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help} — ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 5)
          .join(', ')}`,
    );
  expect(serious, 'axe: serious or critical violations').toEqual([]);
}

/**
 * A state-changing sandbox tool, called as a tester's script would (issue 19): a sandbox CSRF pair
 * from GET /sandbox/v1/csrf (the cookie lands in the request context's jar), echoed in its header.
 */
export async function sandboxPost(
  request: APIRequestContext,
  path: string,
  options: { data?: unknown } = {},
): ReturnType<APIRequestContext['post']> {
  const pair = await request.get('/sandbox/v1/csrf');
  expect(pair.ok()).toBe(true);
  const { data } = (await pair.json()) as { data: { token: string; header: string } };
  return request.post(path, { ...options, headers: { [data.header]: data.token } });
}

/**
 * Opens a service wizard afresh (requirements#wizard-drafts): a draft of the service that another
 * spec left for the same account is offered first; it is started over, so the form is empty.
 */
export async function openService(page: Page, serviceId: string): Promise<void> {
  await page.goto(`/app/services/${serviceId}`);
  const offer = page.getByTestId('draft-offer');
  await expect(offer.or(page.locator('main form')).first()).toBeVisible();
  if (await offer.isVisible()) {
    // Start over, the offer's second button (in whatever language the spec shows)
    await offer.getByRole('button').last().click();
    await expect(offer).toHaveCount(0);
  }
  await expect(page.locator('main form')).toBeVisible();
}

/**
 * The onboarding forms' identity fields (self-onboarding and agent onboarding): date of birth (its
 * calendar closed again), the ID document chosen and its number.
 */
export async function fillIdentity(
  page: Page,
  identity: { birthDate: string; document: string; number: string },
): Promise<void> {
  const birth = page.getByRole('textbox', { name: 'Date of birth' });
  await birth.fill(identity.birthDate);
  await birth.press('Escape');
  await birth.press('Tab');
  await page.getByRole('combobox', { name: 'ID document', exact: true }).click();
  await page.getByRole('option', { name: identity.document }).click();
  await page.getByRole('textbox', { name: 'ID document number' }).fill(identity.number);
}
