import { expect, test } from '@playwright/test';
import { formatCoverage, summarize } from './coverage';
import { modelSet } from './define';
import { browserModels } from './models';
import { planPaths } from './plan';

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
