import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support';
import { shotFile } from '../../../src/atlas/storyboard';
import { formatCoverage, summarize } from './coverage';
import { modelSet } from './define';
import { browserModels } from './models';
import { planPaths } from './plan';
import { formatStoryboard, writeManifest } from './storyboard';

// one after another: the atlas's test reads what the first two write
test.describe.configure({ mode: 'serial' });

/**
 * After the model paths: the states and transitions the portal's actors reached, per machine,
 * printed and written to test-results/browser-coverage/ (for the flow atlas). Every state must
 * have been reached in the browser: a state the walk missed is a gap in the model or the portal.
 */
test('every state of every modelled machine was reached in the browser', () => {
  const leftOut = Object.fromEntries(browserModels.map((m) => [m.machine, planPaths(m.machine, m.cannot).leftOut]));
  const coverage = summarize(leftOut, modelSet);
  console.log(formatCoverage(coverage));
  for (const c of coverage) expect(c.states.missing, `${c.machine}: states not reached in the browser`).toEqual([]);
});

/**
 * Issue 22: the walks' screens become the storyboard's manifest (compared with the previous run's),
 * and the atlas shows a state's screen when QA clicks the state in its chart.
 */
test.describe('the storyboard', () => {
  test('has a screen of every state the walks reached, in the manifest', () => {
    const manifest = writeManifest(modelSet);
    console.log(formatStoryboard(manifest));
    for (const model of browserModels) {
      const states = Object.keys(manifest.machines[model.machine] ?? {});
      expect(states.length, `${model.machine}: no screen in the storyboard`).toBeGreaterThan(0);
      for (const shots of Object.values(manifest.machines[model.machine]!))
        expect(shots[0]?.variant, `${model.machine}: the default variant first`).toBe('en-light-desktop');
    }
  });

  test('the atlas shows the screen of a state clicked in the chart, with the browser coverage', async ({ page }) => {
    const state = 'signIn.editingCredentials';
    await page.goto('/atlas?machine=signIn');
    const chart = page.locator('svg[data-machine="signIn"]');
    await expect(chart).toHaveCount(1, { timeout: 30_000 });
    // the state itself (its title is on top of its box)
    await chart.locator(`[data-state="${state}"]`).click();
    await expect(page.getByRole('tab', { name: /Storyboard/ })).toHaveAttribute('aria-selected', 'true');
    await expect(chart.locator(`[data-state="${state}"]`)).toHaveClass(/\bselected\b/);
    const screen = page.getByRole('img', { name: `Screen of ${state} (English, light, desktop)` });
    await expect(screen).toBeVisible();
    await expect(screen).toHaveAttribute('src', new RegExp(`/signIn/${shotFile(state, 'en-light-desktop')}\\?v=`));
    // the PNG arrived and was decoded: a real screen, desktop-sized
    await expect.poll(() => screen.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(1000);
    // the browser coverage beside the path tests': every state reached (the test above holds it)
    const states = page.locator('[data-storyboard-coverage]').getByRole('row', { name: /^States/ });
    await expect(states.getByRole('cell').first()).toHaveText(/^(\d+)\/\1 \(100%\)$/);
    // the storyboard tab, its screen shown, passes the accessibility scan
    await expectAccessible(page, '[role="tabpanel"]');
  });
});
