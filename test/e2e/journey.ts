import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from './browser';
import { startPortal, type RunningPortal } from './portal-server';

export interface Journey {
  readonly portal: RunningPortal;
  readonly browser: Browser;
}

/**
 * The portal as `npm start` serves it (fresh database) and a headless Chromium, started once for
 * the test file that calls this (before its own hooks) and stopped after it; `env` adds to the
 * server's environment.
 */
export const journeyForThisFile = (env: Readonly<Record<string, string>> = {}): Journey => {
  const started: { portal?: RunningPortal; browser?: Browser } = {};
  beforeAll(async () => {
    [started.portal, started.browser] = await Promise.all([startPortal(env), launchChromium()]);
  });
  afterAll(async () => {
    await started.browser?.close();
    await started.portal?.stop();
  });
  const need = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`the ${what} did not start`);
    return value;
  };
  return {
    get portal() {
      return need(started.portal, 'portal');
    },
    get browser() {
      return need(started.browser, 'browser');
    },
  };
};

/**
 * `npm run demo:advance -- --days N` against the journey's data folder (with `--passwords`, every
 * password N days older too); what it printed.
 */
export const demoAdvance = (
  journey: Journey,
  days: number,
  options: { readonly passwords?: boolean } = {},
): string =>
  execFileSync(
    process.execPath,
    [
      '--import',
      'tsx',
      'server/demo-advance-cli.ts',
      '--days',
      String(days),
      ...(options.passwords === true ? ['--passwords'] : []),
    ],
    {
      cwd: path.resolve(__dirname, '../..'),
      env: {
        ...process.env,
        DATA_DIR: journey.portal.dataDir,
        PUBLIC_URL: journey.portal.baseUrl,
        LOG_LEVEL: 'warn',
      },
      encoding: 'utf8',
    },
  );

/** Signs in through the login widget from a secure page, as a user does, and waits for My Apps. */
export const signInAs = async (
  page: Page,
  baseUrl: string,
  email: string,
  welcome: RegExp | string = /^Welcome/,
): Promise<void> => {
  await page.goto(`${baseUrl}/`);
  await page.waitForURL(/\/login\?interaction=/);
  await page.getByLabel('Business email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Demo-Portal-2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: welcome }).waitFor();
};

/** A new browser context of `width` (900 px high), signed in as `email`, on My Apps. */
export const signedInPage = async (
  journey: Journey,
  email: string,
  width = 1280,
): Promise<Page> => {
  const context = await journey.browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await signInAs(page, journey.portal.baseUrl, email);
  return page;
};

/** The dashboard's "My Apps" section, and one of its tiles by accessible name. */
export const myApps = (page: Page) => page.getByRole('region', { name: 'My Apps' });
export const appTile = (page: Page, name: RegExp) => myApps(page).getByRole('button', { name });
