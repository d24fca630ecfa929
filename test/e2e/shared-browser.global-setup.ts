import { chromium, type BrowserServer } from 'playwright-core';
import buildServerForTests from '../server-bundle.global-setup';
import { CHROMIUM_LAUNCH_OPTIONS, SHARED_BROWSER_ENDPOINT } from './chromium';

/** Jest gives the global setup and teardown one global object: the browser is handed over in it. */
export interface SharedBrowserGlobal {
  e2eBrowserServer?: BrowserServer;
}

/**
 * Jest's global setup for the journeys: the server bundle, and one Chromium for the whole run that
 * each test file connects to (a fresh context per test), instead of a browser started and stopped
 * per file (about 1.3 CPU seconds each, D-SUITE-12). The workers inherit the endpoint.
 */
export default async function setUpJourneys(): Promise<void> {
  const [server] = await Promise.all([
    // No signal handlers of Playwright's in jest's own process: they would keep it alive on the
    // SIGTERM that stops the run (the browser is in its process group and goes with it).
    chromium.launchServer({
      ...CHROMIUM_LAUNCH_OPTIONS,
      handleSIGINT: false,
      handleSIGTERM: false,
      handleSIGHUP: false,
    }),
    buildServerForTests(),
  ]);
  (globalThis as SharedBrowserGlobal).e2eBrowserServer = server;
  process.env[SHARED_BROWSER_ENDPOINT] = server.wsEndpoint();
}
