import type { LaunchOptions } from '@playwright/test';

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
    // headless Chromium still renders the omnibox's popups (WebUI pages of its own) for every
    // window: a renderer that took about a fifth of the browsers' CPU in a run of the main specs
    '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup,WebUIOmniboxFullPopup',
  ],
};
