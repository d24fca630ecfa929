import type { Page } from 'playwright-core';
import { PORTAL_ROUTES, routeOf } from '../../src/ui/routing/route-table';
import { DEMO_MFA } from '../../server/seed/demo-factors';
import { expectConsoleErrors, expectNoAxeViolations, holdScripts } from './browser';
import { journeyForThisFile } from './journey';
import { linkIn, outboxAt } from './outbox';

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

test('with JavaScript off, a password reset is asked for, refused input kept, and mailed', async () => {
  const context = await journey.browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 375, height: 800 },
  });
  const page = await context.newPage();
  await page.goto(`${journey.portal.baseUrl}/forgot-password?lang=de-CH&flow=GAD`);
  const email = page.getByLabel('Geschäftliche E-Mail-Adresse');

  // A malformed address: the page again, with the refusal and what was typed.
  await email.fill('kein gültiges@');
  await page.getByRole('button', { name: 'Link zum Zurücksetzen senden' }).click();
  await page.waitForURL(/formError=VALIDATION_ERROR/);
  await expect(email.inputValue()).resolves.toBe('kein gültiges@');
  await page.getByRole('alert').waitFor();

  await email.fill('us.owner@example.com');
  await page.getByRole('button', { name: 'Link zum Zurücksetzen senden' }).click();
  await page.getByRole('heading', { name: 'Prüfen Sie Ihre E-Mails' }).waitFor();
  expect(new URL(page.url()).searchParams.get('flow')).toBe('GAD');
  const mail = await outboxAt(journey.portal.baseUrl).waitForMail(
    'us.owner@example.com',
    'Reset your Business Portal password',
  );
  expect(linkIn(mail)).toContain('flow=GAD');
  await context.close();
});

test('with JavaScript off, a reset link sets a new password: refused first, then signs in with it', async () => {
  const context = await journey.browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 375, height: 800 },
  });
  const page = await context.newPage();
  const owner = 'uk.trial@example.com';
  await page.goto(`${journey.portal.baseUrl}/forgot-password`);
  await page.getByLabel('Business email address').fill(owner);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  const mail = await outboxAt(journey.portal.baseUrl).waitForMail(
    owner,
    'Reset your Business Portal password',
  );
  await page.goto(linkIn(mail));
  const newPassword = page.getByLabel('New password', { exact: true });
  const retype = page.getByLabel('Retype new password');
  const save = page.getByRole('button', { name: 'Save new password' });

  // The server's own rule: the current password is among the last 5, shown under its field.
  await newPassword.fill('Demo-Portal-2026');
  await retype.fill('Demo-Portal-2026');
  await save.click();
  await page.waitForURL(/formError=2011/);
  await page.getByText('Your new password must differ from your last 5 passwords.').waitFor();
  expect(page.url()).not.toContain('Demo-Portal');

  await newPassword.fill('Set-Without-Script-26');
  await retype.fill('Set-Without-Script-26');
  await save.click();
  await page.getByRole('heading', { level: 1, name: 'Your password has been changed' }).waitFor();
  await page.getByRole('link', { name: 'Sign in' }).click();
  await page.getByLabel('Business email address').fill(owner);
  await page.getByLabel('Password', { exact: true }).fill('Set-Without-Script-26');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${journey.portal.baseUrl}/`);
  expect((await context.cookies()).map((cookie) => cookie.name)).toContain('portal_session');
  await context.close();
});

test('with JavaScript off, a user signs in: refusal shown with the username kept, then the page asked for', async () => {
  const context = await journey.browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 375, height: 800 },
  });
  const page = await context.newPage();
  // The server starts the code flow itself (D-SSR-6): the German form, the username filled in.
  await page.goto(
    `${journey.portal.baseUrl}/login?uid=us.owner%40example.com&lang=de-CH&redirect_uri=%2FaccountInfo`,
  );
  expect(new URL(page.url()).searchParams.get('interaction')).toMatch(/^[\w-]+$/);
  const username = page.getByLabel('Geschäftliche E-Mail-Adresse');
  await expect(username.inputValue()).resolves.toBe('us.owner@example.com');
  const password = page.getByLabel('Passwort', { exact: true });
  // Only what works without script is offered: not "Show password", which needs it.
  await expect(page.locator('[data-needs-script]').count()).resolves.toBeGreaterThan(0);
  await expect(page.getByRole('button', { name: 'Passwort anzeigen' }).count()).resolves.toBe(0);

  // A blank password: the form says so under the field, as the portal's script would.
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await page.waitForURL(/formError=VALIDATION_ERROR/);
  await page.getByText('Bitte geben Sie Ihr Passwort ein').waitFor();
  await expect(username.inputValue()).resolves.toBe('us.owner@example.com');

  await password.fill('nicht das Passwort');
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await page.waitForURL(/formError=E0000004/);
  await page.getByRole('alert').waitFor();
  await expect(username.inputValue()).resolves.toBe('us.owner@example.com');
  await expect(password.inputValue()).resolves.toBe('');

  await password.fill('Demo-Portal-2026');
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await page.waitForURL(`${journey.portal.baseUrl}/accountInfo`);
  const cookies = await context.cookies();
  expect(cookies.map((cookie) => cookie.name)).toEqual(
    expect.arrayContaining(['portal_session', 'XSRF-TOKEN']),
  );
  await context.close();
});

test('with JavaScript off, an expired password is replaced on the login page, refused first, then signs in', async () => {
  const context = await journey.browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 375, height: 800 },
  });
  const page = await context.newPage();
  const account = 'expired@example.com';
  await page.goto(`${journey.portal.baseUrl}/login?uid=${encodeURIComponent(account)}`);
  await page.getByLabel('Password', { exact: true }).fill('Demo-Portal-2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'Change your expired password' }).waitFor();
  await page.getByText(`Account: ${account}`).waitFor();
  // Not "signed in straight away": without the script the user signs in again afterwards.
  const straightAway = page.getByText(/signed in with it straight away/);
  await expect(straightAway.count()).resolves.toBe(1);
  await expect(straightAway.isVisible()).resolves.toBe(false);

  const current = page.getByLabel('Current password');
  const replace = page.getByRole('button', { name: 'Change password and sign in' });
  await current.fill('not the password');
  await page.getByLabel('New password', { exact: true }).fill('Replaced-Offline-2026');
  await page.getByLabel('Retype new password').fill('Replaced-Offline-2026');
  await replace.click();
  await page.waitForURL(/formError=2008/);
  await page.getByText('Your current password does not match.').waitFor();

  await current.fill('Demo-Portal-2026');
  await page.getByLabel('New password', { exact: true }).fill('Replaced-Offline-2026');
  await page.getByLabel('Retype new password').fill('Replaced-Offline-2026');
  await replace.click();
  await page.getByText('Your password has been changed. Sign in with your new password.').waitFor();
  expect(page.url()).not.toContain('Replaced-Offline');
  await expect(page.getByLabel('Business email address').inputValue()).resolves.toBe(account);
  await page.getByLabel('Password', { exact: true }).fill('Replaced-Offline-2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${journey.portal.baseUrl}/`);
  expect((await context.cookies()).map((cookie) => cookie.name)).toContain('portal_session');
  await context.close();
});

test('with JavaScript off, a user with a second factor switches to a recovery code and signs in', async () => {
  const context = await journey.browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 375, height: 800 },
  });
  const page = await context.newPage();
  await page.goto(`${journey.portal.baseUrl}/login?uid=mfa.user%40example.com`);
  await page.getByLabel('Password', { exact: true }).fill('Demo-Portal-2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'Two-step sign-in' }).waitFor();
  await page.getByLabel('Code from your app').waitFor();

  // "Try another way" without a script: the page again, asking for a recovery code.
  await page.getByRole('button', { name: 'Try another way: use a recovery code' }).click();
  const recovery = page.getByLabel('Recovery code');
  await recovery.fill('not-a-code');
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL(/formError=RECOVERY_CODE_INCORRECT/);
  await page.getByText('That recovery code is not correct', { exact: false }).waitFor();

  await page.getByLabel('Recovery code').fill(DEMO_MFA.recoveryCodes.at(-2) ?? '');
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL(`${journey.portal.baseUrl}/`);
  expect((await context.cookies()).map((cookie) => cookie.name)).toContain('portal_session');
  await context.close();
});
