import type { Page } from 'playwright-core';
import { shootAndCheckAllWidths } from './browser';
import { journeyForThisFile } from './journey';
import { linkIn, outboxAt } from './outbox';
import { eventually } from './eventually';
import { registerByCall } from './registered-by-call';

jest.setTimeout(240_000);

// Spec §2 "forgot password with confirmation", /resetPassword, /continueRegistration,
// /confirmRegistration ("uses the reset-password page"); §4 "Reset link expired: prompt to reset
// again. Registration link expired: offer of a free trial per product"; §5 the password rules;
// §6 internal accounts; §8 the codes (docs/decisions/password-pages.md D-PWD-UI-1 to D-PWD-UI-6).
// This file's portal has its own fresh database (journeyForThisFile), so resetting a persona's
// password here changes nothing for the other journeys.

const journey = journeyForThisFile();
const VIEWPORT = { width: 1280, height: 900 };
const OWNER = 'us.owner@example.com';
const DEMO_PASSWORD = 'Demo-Portal-2026';
const NEW_PASSWORD = 'Fresh-Start-2026!';

// The portal starts before the tests (not when the file loads): ask for its outbox when needed.
const waitForMail = (to: string, subject: string, count?: number) =>
  outboxAt(journey.portal.baseUrl).waitForMail(to, subject, count);

const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');

/** The status of each line of the live checklist, by its text. */
const checklist = async (page: Page): Promise<Record<string, string | null>> => {
  const items = page.getByTestId('password-checklist').getByRole('listitem');
  const statuses: Record<string, string | null> = {};
  for (const item of await items.all()) {
    // The visible rule; its state in words ("(met)") is for screen readers, checked below.
    const text = (await item.innerText()).replace(/\s*\([^)]*\)$/, '').trim();
    statuses[text] = await item.getAttribute('data-status');
  }
  return statuses;
};

const RULES = [
  'At least 10 characters',
  'One lowercase letter',
  'One uppercase letter',
  'One number',
  'One special character',
] as const;

/** The rules met for what is typed, in checklist order. */
const metRules = async (page: Page): Promise<readonly string[]> => {
  const statuses = await checklist(page);
  return RULES.filter((rule) => statuses[rule] === 'met');
};

const requestResetLink = async (page: Page, email: string) => {
  await page.goto(`${journey.portal.baseUrl}/login?interaction=x`);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await page.getByRole('heading', { level: 1, name: 'Reset your password' }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/forgot-password');
  await expect(page.title()).resolves.toBe('Business Portal | Forgot password');
  await page.getByLabel('Business email address').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await page.getByRole('heading', { level: 1, name: 'Check your email' }).waitFor();
};

test('forgot password → mail → reset with the checklist turning green rule by rule → sign in with the new password; the used link has expired', async () => {
  const context = await journey.browser.newContext({ viewport: VIEWPORT });
  const page = await context.newPage();

  // The form: an invalid address is refused in place, focused, nothing sent.
  await page.goto(`${journey.portal.baseUrl}/forgot-password`);
  await page.getByLabel('Business email address').fill('not-an-address');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await page.getByText('Please enter a valid email address.').waitFor();
  await expect(focusedId(page)).resolves.toBe('forgot-password-email');
  await expect(page.getByLabel('Business email address').inputValue()).resolves.toBe(
    'not-an-address',
  );
  await shootAndCheckAllWidths(page, 'forgot-password-invalid');

  await requestResetLink(page, OWNER);
  await page.getByText(`If an account exists for ${OWNER}`).waitFor();
  await shootAndCheckAllWidths(page, 'forgot-password-sent');

  const link = linkIn(await waitForMail(OWNER, 'Reset your Business Portal password'));
  expect(new URL(link).pathname).toBe('/resetPassword');

  // The reset page: the form at once (it works without JavaScript, D-SSR-5), its token checked
  // behind it; the live checklist is the script's, once the page is live.
  await page.goto(link);
  await page.getByRole('heading', { level: 1, name: 'Set a new password' }).waitFor();
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
  await expect(page.title()).resolves.toBe('Business Portal | Reset password');
  const newPassword = page.getByLabel('New password', { exact: true });
  await expect(metRules(page)).resolves.toEqual([]);
  const typed: [string, readonly string[]][] = [
    ['f', ['One lowercase letter']],
    ['fF', ['One lowercase letter', 'One uppercase letter']],
    ['fF1', ['One lowercase letter', 'One uppercase letter', 'One number']],
    [
      'fF1!',
      ['One lowercase letter', 'One uppercase letter', 'One number', 'One special character'],
    ],
    ['fF1!fffffF', RULES],
  ];
  for (const [value, met] of typed) {
    await newPassword.fill(value);
    await expect(metRules(page)).resolves.toEqual(met);
  }
  // Not by colour alone: each line says its state to a screen reader, and the count is announced.
  await page.getByText('All password rules met').waitFor({ state: 'attached' });
  await expect(
    page.getByTestId('password-checklist').getByRole('listitem').first().textContent(),
  ).resolves.toBe('At least 10 characters (met)');
  await expect(checklist(page)).resolves.toMatchObject({
    'Not one of your last 5 passwords': 'checkedByServer',
  });
  await shootAndCheckAllWidths(page, 'reset-password-checklist');

  // The domain's rules before the call: the retype must match.
  await page.getByLabel('Retype new password').fill('fF1!fffffX');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await page.getByText('Passwords do not match.').waitFor();
  await expect(focusedId(page)).resolves.toBe('new-password-retypePassword');

  // §8 2011: the current password is one of the last 5; shown under the field, nothing lost.
  await newPassword.fill(DEMO_PASSWORD);
  await page.getByLabel('Retype new password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await page.getByText('Your new password must differ from your last 5 passwords.').waitFor();
  await expect(focusedId(page)).resolves.toBe('new-password-newPassword');
  await expect(newPassword.inputValue()).resolves.toBe(DEMO_PASSWORD);
  await shootAndCheckAllWidths(page, 'reset-password-history');

  await newPassword.fill(NEW_PASSWORD);
  await page.getByLabel('Retype new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await page.getByRole('heading', { level: 1, name: 'Your password has been changed' }).waitFor();
  await shootAndCheckAllWidths(page, 'reset-password-done');

  // Sign in with the new password (the old one no longer works).
  await page.getByRole('link', { name: 'Sign in' }).click();
  await page.waitForURL(/\/login\?interaction=/);
  await page.getByLabel('Business email address').fill(OWNER);
  await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: /^Welcome/ }).waitFor();

  // The used link: the expired-link page, and "reset again" leads to a new request.
  await page.goto(link);
  await page.getByRole('heading', { level: 1, name: 'Your link has expired.' }).waitFor();
  await shootAndCheckAllWidths(page, 'reset-password-link-expired');
  await page.getByRole('link', { name: 'Reset your password again' }).click();
  await page.getByRole('heading', { level: 1, name: 'Reset your password' }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/forgot-password');
  await context.close();
});

test('an internal account is never sent a reset link: the same confirmation, and a help-desk notice by mail', async () => {
  const context = await journey.browser.newContext({ viewport: VIEWPORT });
  const page = await context.newPage();
  await requestResetLink(page, 'internal@example.com');
  await page.getByText('If an account exists for internal@example.com').waitFor();
  // Written in the account's language (de-ch): the help-desk notice, no link.
  const notice = await waitForMail(
    'internal@example.com',
    'Zurücksetzen Ihres Passworts für das Business Portal',
  );
  expect(notice.text).toContain('Bitte wenden Sie sich an den Helpdesk.');
  expect(notice.text).not.toMatch(/resetPassword\?token=/);
  await context.close();
});

test('registration links: a used confirm link offers a free trial of its product; a bad set-password link the three offers', async () => {
  const context = await journey.browser.newContext({ viewport: VIEWPORT });
  const page = await context.newPage();

  await page.goto(`${journey.portal.baseUrl}/confirmRegistration?token=used-link&product=ZETA`);
  await page
    .getByRole('heading', { level: 1, name: 'The link you followed has expired.' })
    .waitFor();
  await expect(page.title()).resolves.toBe('Business Portal | Set your password');
  await page.getByRole('link', { name: 'ZETA: start a free trial' }).waitFor();
  await expect(page.getByRole('link', { name: /: start a free trial$/ }).count()).resolves.toBe(1);
  await expect(
    page.getByRole('link', { name: 'ZETA: start a free trial' }).getAttribute('href'),
  ).resolves.toBe('/signup?app_id=253');

  // §4 "another text lists Rev.Up variants": a Rev.Up site's link names its brand (D-PWD-UI-7).
  await page.goto(`${journey.portal.baseUrl}/confirmRegistration?token=used-link&product=Rev.Up`);
  await eventually(
    () => page.getByRole('link', { name: /: start a free trial$/ }).allInnerTexts(),
    (value) =>
      expect(value).toEqual([
        'Rev.Up Analytics Studio: start a free trial',
        'Rev.Up ZETA: start a free trial',
        'Rev.Up SSVI: start a free trial',
      ]),
  );
  await expect(
    page.getByRole('link', { name: 'Rev.Up SSVI: start a free trial' }).getAttribute('href'),
  ).resolves.toBe('/signup?app_id=231');
  await shootAndCheckAllWidths(page, 'registration-link-expired-rev-up');
  await page.goto(
    `${journey.portal.baseUrl}/confirmRegistration?token=used-link&product=Rev.Up%20ZETA`,
  );
  await page.getByRole('link', { name: 'Rev.Up ZETA: start a free trial' }).waitFor();
  await expect(page.getByRole('link', { name: /: start a free trial$/ }).count()).resolves.toBe(1);

  // /continueRegistration shows the form at once; the server's LINK_EXPIRED ends on the offers.
  await page.goto(`${journey.portal.baseUrl}/continueRegistration?token=not-a-real-token`);
  await page.getByRole('heading', { level: 1, name: 'Set your password' }).waitFor();
  await expect(checklist(page)).resolves.not.toHaveProperty('Not one of your last 5 passwords');
  await shootAndCheckAllWidths(page, 'set-password-form');
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Retype new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Set password' }).click();
  await page
    .getByRole('heading', { level: 1, name: 'The link you followed has expired.' })
    .waitFor();
  await eventually(
    () => page.getByRole('link', { name: /: start a free trial$/ }).allInnerTexts(),
    (value) =>
      expect(value).toEqual([
        'Analytics STD Trial: start a free trial',
        'ZETA: start a free trial',
        'SSVI: start a free trial',
      ]),
  );
  await shootAndCheckAllWidths(page, 'registration-link-expired');
  await context.close();
});

/** A registration as the sign-up page sends it (POST /services/auth/newUser), from this machine. */
const register = (email: string) => registerByCall(journey.portal.baseUrl, email);

test("the sign-up mail's confirm link → set the first password on the reset-password page → sign in with it; the link is then spent", async () => {
  const email = 'dana.reyes@example.com';
  await register(email);
  const mail = await waitForMail(email, 'Verify your email for Business Portal');
  const confirmLink = linkIn(mail);
  expect(new URL(confirmLink).pathname).toBe('/confirmRegistration');

  const context = await journey.browser.newContext({ viewport: VIEWPORT });
  const page = await context.newPage();
  await page.goto(confirmLink);
  await page.getByRole('heading', { level: 1, name: 'Set your password' }).waitFor();
  // §5 on submit: a weak password is refused by the domain, in place, before any call.
  await page.getByLabel('New password', { exact: true }).fill('weak');
  await page.getByLabel('Retype new password').fill('weak');
  await page.getByRole('button', { name: 'Set password' }).click();
  await page.getByText('Your password does not meet the requirements.').waitFor();
  await expect(focusedId(page)).resolves.toBe('new-password-newPassword');

  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Retype new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Set password' }).click();
  await page.getByRole('heading', { level: 1, name: 'Your account is ready' }).waitFor();
  await page.getByText(`Sign in with ${email} and your new password.`).waitFor();
  await shootAndCheckAllWidths(page, 'set-password-done');
  const signIn = page.getByRole('link', { name: 'Sign in' });
  await expect(signIn.getAttribute('href')).resolves.toBe(
    `/login?uid=${encodeURIComponent(email)}`,
  );
  await signIn.click();
  await page.waitForURL(/\/login\?interaction=/);
  await page.getByLabel('Business email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: /^Welcome/ }).waitFor();

  // The confirm link works once: followed again, the free-trial offers.
  await page.goto(confirmLink);
  await page
    .getByRole('heading', { level: 1, name: 'The link you followed has expired.' })
    .waitFor();
  await context.close();
});

test('in Czech (?lang=cs-cz): the checklist says "without diacritics" and turns green as typed', async () => {
  const context = await journey.browser.newContext({ viewport: VIEWPORT });
  const page = await context.newPage();
  await page.goto(`${journey.portal.baseUrl}/continueRegistration?token=any&lang=cs-cz`);
  await page.getByRole('heading', { level: 1, name: 'Nastavte si heslo' }).waitFor();
  await expect(page.title()).resolves.toBe('Business Portal | Nastavení hesla');
  await page.getByLabel('Nové heslo', { exact: true }).fill('aB');
  const items = page.getByTestId('password-checklist').getByRole('listitem');
  await eventually(
    () => items.allTextContents(),
    (value) =>
      expect(value).toEqual([
        'Alespoň 10 znaků (zatím nesplněno)',
        'Jedno malé písmeno (bez diakritiky) (splněno)',
        'Jedno velké písmeno (bez diakritiky) (splněno)',
        'Jedna číslice (zatím nesplněno)',
        'Jeden speciální znak (zatím nesplněno)',
      ]),
  );
  await shootAndCheckAllWidths(page, 'set-password-cs-cz');
  await context.close();
});
