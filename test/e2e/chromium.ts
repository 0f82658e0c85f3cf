import { existsSync } from 'node:fs';
import type { LaunchOptions } from '@playwright/test';

/**
 * Chromium takes only the last --disable-features it is given, and Playwright passes its own list
 * first (its chromiumSwitches.ts: features that would reach the network, hold paint, partition
 * storage or upgrade HTTP): ours repeats the ones that apply to Linux Chromium, so adding our own
 * does not switch theirs back on.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
];
/**
 * headless Chromium still renders the omnibox's popups (WebUI pages of its own) for every window:
 * a renderer that took about a fifth of the browsers' CPU in a run of the main specs
 */
const OMNIBOX_POPUPS = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup'];

/**
 * Debian's Chromium, never a downloaded browser. The flags keep it off the network it cannot
 * reach here (see ../shared/TOOLCHAIN.md); Playwright adds --headless and --no-sandbox itself.
 */
export const chromiumLaunchOptions: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OMNIBOX_POPUPS].join(',')}`,
  ],
};

/**
 * The browser tests' Chromium: Debian's headless shell (package chromium-headless-shell, the same
 * Blink and V8 as /usr/bin/chromium, without the browser's windows, tab strip and toolbar) when
 * it is installed — what Playwright itself runs headless. Each new page in the full browser is a
 * window of its own: measured on the 2-core machine, a new page with the sign-in screen cost the
 * browser process 0.87 s of CPU and took 2,130 ms, against 0.26 s and 1,225 ms in the shell.
 * CHROMIUM_PATH still chooses any other. The scripts that measure what users get (Lighthouse,
 * long tasks, weights, screenshots) keep the full browser (chromiumLaunchOptions).
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const testLaunchOptions: LaunchOptions = {
  ...chromiumLaunchOptions,
  executablePath: process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium'),
};
