import type { LaunchOptions } from 'playwright-core';

/** How the journeys' Chromium starts: Debian's browser, headless, nothing phoning home. */
export const CHROMIUM_LAUNCH_OPTIONS: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-dev-shm-usage',
  ],
};

/** Where the run's shared Chromium listens (set by the e2e global setup), if it was started. */
export const SHARED_BROWSER_ENDPOINT = 'E2E_BROWSER_ENDPOINT';
