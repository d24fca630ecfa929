import type { SharedBrowserGlobal } from './shared-browser.global-setup';

/** Stops the run's shared Chromium (shared-browser.global-setup.ts). */
export default async function tearDownJourneys(): Promise<void> {
  await (globalThis as SharedBrowserGlobal).e2eBrowserServer?.close();
}
