import type { Page } from 'playwright-core';
import { expectConsoleErrors, expectNoAxeViolations, shootAllWidths } from './browser';
import { journeyForThisFile } from './journey';
import { startPortal, type RunningPortal } from './portal-server';

jest.setTimeout(240_000);

// Spec §2 "Pages: obsolete browser, ..., access denied (locked), ..., under-maintenance page"; §4
// "Old Internet Explorer goes to /obsoleteBrowser", "service-down flag"; §8 the pages' texts
// (docs/decisions/status-pages.md D-PAGES-1 to D-PAGES-6).

const journey = journeyForThisFile();
const VIEWPORT = { width: 1280, height: 900 };
const IE_11 = 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko';
const BROWSERS = ['Safari', 'Firefox', 'Chrome', 'Edge'];

const signIn = async (page: Page, email: string) => {
  await page.waitForURL(/\/login\?interaction=/);
  await page.getByLabel('Business email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Demo-Portal-2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
};

const focusedHeading = (page: Page) =>
  page.evaluate(() =>
    document.activeElement?.tagName === 'H1' ? document.activeElement.textContent : null,
  );

test('Internet Explorer asking for any page gets the static /obsoleteBrowser page', async () => {
  const context = await journey.browser.newContext({ viewport: VIEWPORT, userAgent: IE_11 });
  const page = await context.newPage();
  await page.goto(`${journey.portal.baseUrl}/accountInfo/profile`);
  expect(new URL(page.url()).pathname).toBe('/obsoleteBrowser');
  await page.getByRole('heading', { level: 1, name: 'Your browser is not supported' }).waitFor();
  await expect(page.title()).resolves.toBe('Business Portal | Unsupported browser');
  // The server's page: no script at all, so none of the portal's bundle.
  await expect(page.evaluate(() => document.scripts.length)).resolves.toBe(0);
  for (const name of BROWSERS) {
    const link = page.getByRole('link', { name, exact: true });
    await expect(link.getAttribute('target')).resolves.toBe('_blank');
    await expect(link.getAttribute('rel')).resolves.toBe('noopener noreferrer');
  }
  await shootAllWidths(page, 'obsolete-browser-internet-explorer');
  await expectNoAxeViolations(page);
  await context.close();
});

test('a browser that runs the portal gets its /obsoleteBrowser page, links reached by Tab', async () => {
  const context = await journey.browser.newContext({ viewport: VIEWPORT });
  const page = await context.newPage();
  await page.goto(`${journey.portal.baseUrl}/obsoleteBrowser`);
  await page.getByRole('heading', { level: 1, name: 'Your browser is not supported' }).waitFor();
  await expect(page.title()).resolves.toBe('Business Portal | Unsupported browser');
  await expect(page.evaluate(() => document.scripts.length)).resolves.toBeGreaterThan(0);
  const safari = page.getByRole('link', { name: 'Safari', exact: true });
  await expect(safari.getAttribute('href')).resolves.toBe('https://www.apple.com/safari/');
  // Skip link, logo, the bell, then the first browser.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(safari.evaluate((link) => link === document.activeElement)).resolves.toBe(true);
  await shootAllWidths(page, 'obsolete-browser');
  await expectNoAxeViolations(page);
  await context.close();
});

test('the locked account lands on Access Denied, with its two ways on from the keyboard', async () => {
  const context = await journey.browser.newContext({ viewport: VIEWPORT });
  const page = await context.newPage();
  await page.goto(`${journey.portal.baseUrl}/`);
  await signIn(page, 'locked@example.com');
  await page.getByRole('heading', { level: 1, name: 'Access Denied' }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/access-denied');
  await expect(page.title()).resolves.toBe('Business Portal | Access denied');
  await page
    .getByText(
      'Your account is locked for security reasons. Try again after 30 minutes, or reset your password.',
    )
    .waitFor();
  await expect(focusedHeading(page)).resolves.toBe('Access Denied');
  await shootAllWidths(page, 'access-denied');
  await expectNoAxeViolations(page);

  // From the heading, Tab reaches "Reset your password", then "Back to sign in".
  await page.keyboard.press('Tab');
  await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe(
    'Reset your password',
  );
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/login\?interaction=/);
  await page.getByLabel('Business email address').waitFor();
  await context.close();
});

test('a failed session check shows the service-down page in place; Try again brings the page back', async () => {
  const context = await journey.browser.newContext({ viewport: VIEWPORT });
  // The network failure is provoked on purpose below.
  expectConsoleErrors(context, /net::ERR_FAILED/);
  const page = await context.newPage();
  await page.goto(`${journey.portal.baseUrl}/`);
  await signIn(page, 'us.owner@example.com');
  await page.getByRole('heading', { name: 'Welcome, Alex' }).waitFor();

  await page.route('**/services/auth/checkUserLogin', (route) => route.abort('failed'));
  await page.reload();
  await page.getByRole('heading', { level: 1, name: 'Services unavailable' }).waitFor();
  await page
    .getByText('Some of the services are not available at the moment. Please try again later.')
    .waitFor();
  expect(new URL(page.url()).pathname).toBe('/');
  await shootAllWidths(page, 'service-down');
  await expectNoAxeViolations(page);

  await page.unroute('**/services/auth/checkUserLogin');
  await page.getByRole('button', { name: 'Try again' }).click();
  await page.getByRole('heading', { name: 'Welcome, Alex' }).waitFor();
  await context.close();
});

describe('MAINTENANCE_MODE=true', () => {
  let portal: RunningPortal | undefined;
  beforeAll(async () => {
    portal = await startPortal({ MAINTENANCE_MODE: 'true' });
  });
  afterAll(() => portal?.stop());

  test('a signed-in user meets the under-maintenance page; Try again asks again; sign-out still works', async () => {
    if (portal === undefined) throw new Error('the maintenance portal did not start');
    const context = await journey.browser.newContext({ viewport: VIEWPORT });
    // Every refused services call: the 503s are the point of this journey.
    expectConsoleErrors(context, /status of 503/);
    const page = await context.newPage();
    // Sign-in's own calls stay open (D-PAGES-2); the first page's session check meets maintenance.
    await page.goto(`${portal.baseUrl}/login`);
    await signIn(page, 'us.owner@example.com');
    await page.getByRole('heading', { level: 1, name: 'Under maintenance' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/maintenance');
    await expect(page.title()).resolves.toBe('Business Portal | Under maintenance');
    await page.getByText('We are under maintenance and we will be back shortly').waitFor();
    const cookies = await context.cookies();
    expect(cookies.map((cookie) => cookie.name)).toContain('portal_session');
    await expect(focusedHeading(page)).resolves.toBe('Under maintenance');
    await shootAllWidths(page, 'under-maintenance');
    await expectNoAxeViolations(page);

    // Try again, from the keyboard: the session check is asked again, and the page comes back.
    const asked = page.waitForResponse((answer) =>
      answer.url().endsWith('/services/auth/checkUserLogin'),
    );
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    expect((await asked).status()).toBe(503);
    await page.getByRole('heading', { level: 1, name: 'Under maintenance' }).waitFor();
    await expect(focusedHeading(page)).resolves.toBe('Under maintenance');

    // Sign-out stays open: /logout asks, then ends the session.
    await page.goto(`${portal.baseUrl}/logout`);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('heading', { name: 'You have been signed out successfully.' }).waitFor();
    await context.close();
  });
});

describe('SERVICES_DEGRADED=true', () => {
  let portal: RunningPortal | undefined;
  beforeAll(async () => {
    portal = await startPortal({ SERVICES_DEGRADED: 'true' });
  });
  afterAll(() => portal?.stop());

  test('sign-in stores the owl error flag: its banner shows first, and stays closed once dismissed', async () => {
    if (portal === undefined) throw new Error('the degraded portal did not start');
    const context = await journey.browser.newContext({ viewport: VIEWPORT });
    const page = await context.newPage();
    await page.goto(`${portal.baseUrl}/login`);
    await signIn(page, 'uk.trial@example.com');
    const notices = page.getByRole('region', { name: 'Notices' });
    const owl = notices.getByText(
      'Some of the services are not available at the moment. Please try again later.',
    );
    await owl.waitFor();
    await page.getByRole('heading', { name: 'Welcome, Harriet' }).waitFor();
    await shootAllWidths(page, 'services-degraded');
    await expectNoAxeViolations(page);

    // Dismissed from the keyboard, it stays closed on a reload in this browser session.
    await notices.getByRole('button', { name: 'Dismiss' }).focus();
    await page.keyboard.press('Enter');
    await owl.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('heading', { name: 'Welcome, Harriet' }).waitFor();
    await page.waitForLoadState('networkidle');
    await expect(owl.count()).resolves.toBe(0);
    await context.close();
  });
});
