import type { Page } from 'playwright-core';
import { PORTAL_ROUTES, routeOf } from '../../src/ui/routing/route-table';
import { expectConsoleErrors, expectNoAxeViolations, holdScripts } from './browser';
import { journeyForThisFile } from './journey';

jest.setTimeout(240_000);

// Issue 29: the public pages arrive as HTML rendered on the server, in the request's language, and
// the browser hydrates the same tree: no mismatch (every context fails on a console error or an
// uncaught exception, which is how React reports one), and what was typed before survives.

// These journeys sign in, from one address, more often in a minute than the abuse limits let it (6).
const journey = journeyForThisFile({
  RATE_LIMIT_SIGN_IN_PER_ADDRESS_PER_MINUTE: '60',
  RATE_LIMIT_PASSWORD_RESET_PER_ADDRESS_PER_MINUTE: '60',
});

/** The public pages of the route table (the callback needs a code; /login has its own test). */
const PUBLIC_PATHS = PORTAL_ROUTES.map(routeOf)
  .filter((route) => route.access === 'public')
  .map((route) => route.path)
  .filter((path) => path !== '/login/callback');

const hydrated = (page: Page) => page.waitForSelector('html[data-hydrated]', { state: 'attached' });

test('curl of the login page gets the German form with the username filled in', async () => {
  // `curl -L`: the server starts the code flow and sends it on to the form in one redirect (D-SSR-6).
  const start = await fetch(`${journey.portal.baseUrl}/login?uid=a%40b.com&lang=de-CH`, {
    redirect: 'manual',
  });
  expect(start.status).toBe(303);
  const form = new URL(start.headers.get('location') ?? '', journey.portal.baseUrl);
  expect(form.searchParams.get('interaction')).toMatch(/^[\w-]+$/);
  const answer = await fetch(form);
  expect(answer.status).toBe(200);
  const html = await answer.text();
  expect(html).toContain('<html lang="de-CH">');
  expect(html).toContain('<title>Business Portal | Anmelden</title>');
  expect(html).toContain('Melden Sie sich bei Ihrem Konto an');
  expect(html).toMatch(/<input id="login-username"[^>]* value="a@b.com"/);
  // The page's styles came with it, under this answer's nonce.
  const nonce = /<style nonce="([^"]+)" data-styled/.exec(html)?.[1];
  expect(answer.headers.get('content-security-policy')).toContain(`'nonce-${nonce}'`);
});

test('a path of no page is "Page not found" from the server, with status 404', async () => {
  const answer = await fetch(`${journey.portal.baseUrl}/no-such-page?lang=hu-HU`);
  expect(answer.status).toBe(404);
  expect(await answer.text()).toContain('data-rendered-locale="hu-hu"');
});

test('a secure page is not rendered on the server: the browser checks the session first', async () => {
  const html = await (await fetch(`${journey.portal.baseUrl}/accountInfo`)).text();
  expect(html).toContain('<div id="root"></div>');
});

// nn-no too: the language whose names browsers' Intl data lacks (D-SSR-2).
test.each(['en-us', 'de-ch', 'hu-hu', 'nn-no'])(
  'every public page in %s arrives rendered and hydrates without a mismatch',
  async (locale) => {
    const context = await journey.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    for (const path of [...PUBLIC_PATHS, '/no-such-page']) {
      await page.goto(`${journey.portal.baseUrl}${path}?lang=${locale}&interaction=abc`);
      // A page that works without script loads it on its first use (D-SSR-7).
      await page.mouse.move(10, 10);
      await hydrated(page);
      const rendered = await page.evaluate(() => ({
        locale: document.getElementById('root')?.getAttribute('data-rendered-locale'),
        lang: document.documentElement.lang,
      }));
      expect({ path, locale: rendered.locale, lang: rendered.lang.toLowerCase() }).toEqual({
        path,
        locale,
        lang: locale,
      });
    }
    await context.close();
  },
);

test('/login loads no script until it is used; a press made then is made again once live', async () => {
  const context = await journey.browser.newContext({ viewport: { width: 375, height: 800 } });
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto(`${journey.portal.baseUrl}/login`, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  expect(scripts).toEqual([]);
  // The first use (a tap on the bell) asks for the scripts; the tap is replayed once live.
  const bell = page.getByRole('button', { name: 'Notifications' });
  await bell.click();
  await hydrated(page);
  expect(scripts.length).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Notifications', expanded: true }).waitFor();
  await context.close();
});

test('"Sign in" pressed while the script is on its way waits for it, and signs in through it', async () => {
  const context = await journey.browser.newContext({ viewport: { width: 375, height: 800 } });
  const page = await context.newPage();
  const release = await holdScripts(page);
  await page.goto(`${journey.portal.baseUrl}/login`, { waitUntil: 'commit' });
  await page.getByLabel('Business email address').fill('us.owner@example.com');
  await page.getByLabel('Password', { exact: true }).fill('Demo-Portal-2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  expect(new URL(page.url()).pathname).toBe('/login');

  release();
  await page.getByRole('heading', { name: 'Welcome, Alex' }).waitFor();
  // The script's path: it kept the id token for the sign-out's hint (D-AUTH-5).
  const idToken = await page.evaluate(() => sessionStorage.getItem('portal.idToken'));
  expect(idToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  await context.close();
});

test('"Sign in" pressed when the script cannot load signs the user in without it', async () => {
  const context = await journey.browser.newContext({ viewport: { width: 375, height: 800 } });
  const page = await context.newPage();
  expectConsoleErrors(context, /^Failed to load resource: net::ERR_FAILED$/);
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto(`${journey.portal.baseUrl}/login`, { waitUntil: 'commit' });
  await page.getByLabel('Business email address').fill('us.owner@example.com');
  await page.getByLabel('Password', { exact: true }).fill('Demo-Portal-2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${journey.portal.baseUrl}/`, { waitUntil: 'commit' });
  expect((await context.cookies()).map((cookie) => cookie.name)).toContain('portal_session');
  await context.close();
});

test('a submit the server does not answer, made before the script arrived, waits for it', async () => {
  const context = await journey.browser.newContext({ viewport: { width: 375, height: 800 } });
  const page = await context.newPage();
  const release = await holdScripts(page);
  await page.goto(`${journey.portal.baseUrl}/signup`, { waitUntil: 'commit' });
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(
    page.evaluate(() => document.documentElement.hasAttribute('data-hydrated')),
  ).resolves.toBe(false);
  expect(new URL(page.url()).pathname).toBe('/signup');

  release();
  // Sent once the page is live: the portal's own check answers it.
  await page.getByText('Please fill out required fields.').waitFor();
  await context.close();
});

test('typed before the script arrived stays typed once the page is live', async () => {
  const context = await journey.browser.newContext({ viewport: { width: 768, height: 900 } });
  const page = await context.newPage();
  const release = await holdScripts(page);
  await page.goto(`${journey.portal.baseUrl}/forgot-password?lang=de-ch`, { waitUntil: 'commit' });
  const email = page.locator('input[type="email"]');
  await email.fill('jemand@example.com');
  release();
  await hydrated(page);
  await expect(email.inputValue()).resolves.toBe('jemand@example.com');
  await expectNoAxeViolations(page);
  await context.close();
});
