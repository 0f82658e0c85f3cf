import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:4401';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--disable-gpu', '--no-first-run'] });
for (const [login, type] of [['consumer', null], ['csr', 'Customer service'], ['teller', 'Enterprise']] as const) {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const page = await ctx.newPage();
  const logs: string[] = [];
  page.on('console', (m) => logs.push(`${m.type()}: ${m.text()}`));
  await page.goto(base + '/signin');
  if (type) {
    await page.getByRole('combobox', { name: 'Account type' }).click();
    await page.getByRole('option', { name: type, exact: true }).click();
  }
  await page.getByRole('textbox', { name: 'Mobile number or username' }).fill(login);
  await page.getByRole('textbox', { name: 'Password' }).fill('Demo@1234');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/app/dashboard');
  await page.waitForTimeout(1500);
  for (const cell of await page.locator('[data-widget]').all()) await cell.scrollIntoViewIfNeeded();
  await page.waitForTimeout(2500);
  await page.screenshot({ path: `/tmp/w/${login}.png`, fullPage: true });
  console.log(login, logs.filter((l) => !l.startsWith('log')).join('\n'));
  await ctx.close();
}
await browser.close();
