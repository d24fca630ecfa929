import { DEMO_MFA } from '../../server/seed/demo-factors';
import { journeyForThisFile } from './journey';
import { linkIn, outboxAt } from './outbox';
import { registerByCall } from './registered-by-call';

jest.setTimeout(240_000);

// Issue 29: with JavaScript off, the server-rendered forms post to the server, which answers with
// the next page (D-SSR-5, D-SSR-6): a user asks for a reset, sets a new password, signs in,
// replaces an expired password and uses a recovery code, each refused first and kept as typed, and
// a new user follows the sign-up mail's link to their first password.

// These journeys sign in, from one address, more often in a minute than the abuse limits let it (6).
const journey = journeyForThisFile({
  RATE_LIMIT_SIGN_IN_PER_ADDRESS_PER_MINUTE: '60',
  RATE_LIMIT_PASSWORD_RESET_PER_ADDRESS_PER_MINUTE: '60',
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

test("with JavaScript off, the sign-up mail's link confirms, the first password is set, refused first, then signs in", async () => {
  const email = 'no.script.signup@example.com';
  await registerByCall(journey.portal.baseUrl, email);
  const mail = await outboxAt(journey.portal.baseUrl).waitForMail(
    email,
    'Verify your email for Business Portal',
  );
  const confirmLink = linkIn(mail);
  const context = await journey.browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 375, height: 800 },
  });
  const page = await context.newPage();
  await page.goto(confirmLink);
  await page.getByRole('heading', { level: 1, name: 'Set your password' }).waitFor();
  // Nothing is being confirmed by itself: the page asks for the press that does it.
  await expect(page.getByText('Confirming your email address…').isVisible()).resolves.toBe(false);
  await page.getByRole('button', { name: 'Confirm my email address' }).click();

  await page.waitForURL(/\/continueRegistration\?token=/);
  const newPassword = page.getByLabel('New password', { exact: true });
  const retype = page.getByLabel('Retype new password');
  await newPassword.fill('First-Password-26');
  await retype.fill('First-Password-62');
  await page.getByRole('button', { name: 'Set password' }).click();
  await page.waitForURL(/formError=PASSWORDS_DO_NOT_MATCH/);
  await page.getByText('Passwords do not match.').waitFor();
  expect(page.url()).not.toContain('First-Password');

  await newPassword.fill('First-Password-26');
  await retype.fill('First-Password-26');
  await page.getByRole('button', { name: 'Set password' }).click();
  await page.getByRole('heading', { level: 1, name: 'Your account is ready' }).waitFor();
  await page.getByText(`Sign in with ${email} and your new password.`).waitFor();
  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page.getByLabel('Business email address').inputValue()).resolves.toBe(email);
  await page.getByLabel('Password', { exact: true }).fill('First-Password-26');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
  expect((await context.cookies()).map((cookie) => cookie.name)).toContain('portal_session');

  // The confirm link is spent: pressed again, the registration's expired-link page.
  await page.goto(confirmLink);
  await page.getByRole('button', { name: 'Confirm my email address' }).click();
  await page
    .getByRole('heading', { level: 1, name: 'The link you followed has expired.' })
    .waitFor();
  await context.close();
});
