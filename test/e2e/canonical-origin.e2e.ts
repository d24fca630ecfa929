import type { Browser } from 'playwright-core';
import { launchChromium, screenshotPath } from './browser';
import { startPortal, type RunningPortal } from './portal-server';

jest.setTimeout(180_000);

// Issue 9 "Canonical origin": the portal opened at http://127.0.0.1:<port> instead of its public
// http://localhost:<port> used to end on a "redirect_uri did not match" page. Now the server sends
// the browser to the public origin first, and sign-in works.

let portal: RunningPortal;
let browser: Browser;

beforeAll(async () => {
  [portal, browser] = await Promise.all([startPortal(), launchChromium()]);
});

afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});

test('opening the portal on 127.0.0.1 lands on the public origin and signs in', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const port = new URL(portal.baseUrl).port;

  await page.goto(`http://127.0.0.1:${port}/`);
  await page.waitForURL(/\/login\?interaction=/);
  expect(new URL(page.url()).origin).toBe(portal.baseUrl);

  await page.getByLabel('Business email address').fill('us.owner@example.com');
  await page.getByLabel('Password').fill('Demo-Portal-2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'Welcome, Alex' }).waitFor();
  expect(new URL(page.url()).origin).toBe(portal.baseUrl);
  await page.screenshot({
    path: screenshotPath('canonical-origin-dashboard', 1280),
    fullPage: true,
  });
  await context.close();
});
