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
