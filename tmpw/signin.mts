import { chromium } from '@playwright/test';
import { gzipSync } from 'node:zlib';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--disable-gpu', '--no-first-run'] });
const ctx = await browser.newContext({ viewport: { width: 1280, height: 720 } });
const page = await ctx.newPage();
const bodies = new Map<string, Buffer>();
page.on('response', async (r) => { if (r.request().resourceType() === 'script' && r.ok()) bodies.set(r.url(), await r.body()); });
await page.goto('http://127.0.0.1:4401/signin');
await page.getByRole('heading', { name: 'Sign in' }).waitFor();
await page.waitForLoadState('networkidle');
let t = 0; for (const [u, b] of bodies) { const n = gzipSync(b, { level: 9 }).length; t += n; console.log((n / 1024).toFixed(1).padStart(7), u.split('/').pop()); }
console.log('signin', (t / 1024).toFixed(1));
await browser.close();
