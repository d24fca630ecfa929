import path from 'node:path';
import fs from 'node:fs';
import os from 'node:os';
import Database from 'better-sqlite3';
import { Secret, TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import { shootAndCheckAllWidths } from './browser';
import { eventually } from './eventually';
import { journeyForThisFile, signInAs } from './journey';
import { outboxAt } from './outbox';

jest.setTimeout(300_000);

// Issue 28 "MFA Options" (spec §2 /mfa, profile menu "MFA Options (when MFA is enabled)") in
// Chromium: adding an authenticator app with its QR code and key, a wrong and a right code, the
// recovery codes shown once and downloaded, signing in again with the second factor (a wrong app
// code, then a recovery code), the proof a protected change asks for after five minutes, removing
// the app, and "Page not found" where the country has no MFA. Screenshots and axe at 375, 768 and
// 1280 px.

const journey = journeyForThisFile();

const codeFor = (key: string, stepsAhead = 0): string =>
  new TOTP({ secret: Secret.fromBase32(key) }).generate({
    timestamp: Date.now() + stepsAhead * 30_000,
  });

/** The session's last proof is older than five minutes (D-MFA-4), as after a coffee break. */
const makeProofStale = (): void => {
  const db = new Database(path.join(journey.portal.dataDir, 'portal.sqlite'));
  try {
    db.prepare('update sessions set proved_at = 0').run();
  } finally {
    db.close();
  }
};

const task = (page: Page, name: string | RegExp) => page.getByRole('region', { name });

test('a US user adds an authenticator app, keeps the recovery codes, and removes the app', async () => {
  const context = await journey.browser.newContext({
    viewport: { width: 1280, height: 900 },
    acceptDownloads: true,
  });
  const page = await context.newPage();
  await signInAs(page, journey.portal.baseUrl, 'us.owner@example.com');
  await page.getByRole('button', { name: 'Alex' }).click();
  await page.getByRole('menuitem', { name: 'MFA Options' }).click();
  await page.waitForURL(/\/mfa$/);
  await page.getByRole('heading', { level: 1, name: 'MFA Options' }).waitFor();
  await expect(page.title()).resolves.toBe('Business Portal | MFA Options');
  const subNavigation = page.getByRole('navigation', { name: 'Account' });
  await expect(
    subNavigation.getByRole('link', { name: 'MFA Options' }).getAttribute('aria-current'),
  ).resolves.toBe('page');
  await page.getByText('Two-step sign-in is off.', { exact: false }).waitFor();
  // The page without a factor is the same layout as with one (all widths below): 1280 px here.
  await shootAndCheckAllWidths(page, 'mfa-off', [1280]);

  // The name, then the QR code and the key; the panel's heading takes the focus.
  await page.getByRole('button', { name: 'Add an authenticator app' }).click();
  const naming = task(page, 'Add an authenticator app');
  await expect(naming.getByLabel('Name').inputValue()).resolves.toBe('Authenticator app');
  await naming.getByLabel('Name').fill('Work phone');
  await naming.getByRole('button', { name: 'Continue' }).click();
  const scanning = task(page, 'Scan the QR code');
  await scanning
    .getByRole('img', { name: 'QR code for adding your account to an authenticator app' })
    .waitFor();
  await expect(page.evaluate(() => document.activeElement?.textContent ?? '')).resolves.toBe(
    'Scan the QR code',
  );
  await shootAndCheckAllWidths(page, 'mfa-scan');
  const key = ((await scanning.locator('code').textContent()) ?? '').replace(/\s/g, '');
  expect(key).toMatch(/^[A-Z2-7]{32}$/);

  // A wrong code is refused at the field and kept; the right one turns MFA on.
  const codeField = scanning.getByLabel('Code from the app');
  await codeField.fill(codeFor(key, 6));
  await scanning.getByRole('button', { name: 'Confirm and turn on' }).click();
  await scanning.getByText('That code is not correct.', { exact: false }).waitFor();
  await expect(codeField.getAttribute('aria-invalid')).resolves.toBe('true');
  await codeField.fill(codeFor(key));
  await scanning.getByRole('button', { name: 'Confirm and turn on' }).click();

  const codes = task(page, 'Save your recovery codes');
  const shown = codes.getByRole('list', { name: 'Your recovery codes' }).getByRole('listitem');
  await eventually(
    () => shown.count(),
    (count) => expect(count).toBe(10),
  );
  await shootAndCheckAllWidths(page, 'mfa-recovery-codes');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    codes.getByRole('button', { name: 'Download codes' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('business-portal-recovery-codes.txt');
  const saved = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'mfa-codes-')), 'codes.txt');
  await download.saveAs(saved);
  const file = fs.readFileSync(saved, 'utf8');
  fs.rmSync(path.dirname(saved), { recursive: true });
  expect(file).toContain((await shown.first().textContent()) ?? 'a code');
  await codes.getByRole('button', { name: 'I have saved my codes' }).click();
  await page.getByText('Your authenticator app is added.', { exact: false }).waitFor();
  await page.getByText('Work phone').waitFor();
  await page.getByText('10 unused codes left').waitFor();
  const notice = await outboxAt(journey.portal.baseUrl).waitForMail(
    'us.owner@example.com',
    'An authenticator app was added to your account',
  );
  expect(notice.text).toContain('Browser: Chrome');
  await shootAndCheckAllWidths(page, 'mfa-on');
  const recoveryCode = file.split('\n')[2] ?? '';

  // Signing in again asks for the second factor after the password; a wrong code is refused at
  // the field, and "Try another way" takes a recovery code.
  await page.getByRole('button', { name: 'Alex' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.getByRole('heading', { name: 'You have been signed out successfully.' }).waitFor();
  await page.goto(`${journey.portal.baseUrl}/`);
  await page.waitForURL(/\/login\?interaction=/);
  await page.getByLabel('Business email address').fill('us.owner@example.com');
  await page.getByLabel('Password', { exact: true }).fill('Demo-Portal-2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'Two-step sign-in' }).waitFor();
  const appCode = page.getByLabel('Code from your app');
  await appCode.fill(codeFor(key, 8));
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.getByText('That code is not correct.', { exact: false }).waitFor();
  await expect(appCode.getAttribute('aria-invalid')).resolves.toBe('true');
  await shootAndCheckAllWidths(page, 'mfa-sign-in-code');
  await page.getByRole('button', { name: 'Try another way: use a recovery code' }).click();
  await page.getByLabel('Recovery code').fill(recoveryCode.toUpperCase());
  // The same card as the code step just checked at every width; the narrowest for its longer texts.
  await shootAndCheckAllWidths(page, 'mfa-sign-in-recovery', [375]);
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.getByRole('heading', { name: 'Welcome, Alex' }).waitFor();
  await page.goto(`${journey.portal.baseUrl}/mfa`);
  await page.getByText('9 unused codes left').waitFor();

  // Five minutes on, new codes need the password again; a wrong one is refused first.
  makeProofStale();
  await page.getByRole('button', { name: 'Get new recovery codes' }).click();
  const proof = task(page, 'Confirm it is you');
  await proof.getByLabel('Password', { exact: true }).fill('not my password');
  await proof.getByRole('button', { name: 'Confirm' }).click();
  await proof.getByText('That password or code is not correct.').waitFor();
  await shootAndCheckAllWidths(page, 'mfa-proof', [375, 1280]);
  await proof.getByLabel('Password', { exact: true }).fill('Demo-Portal-2026');
  await proof.getByRole('button', { name: 'Confirm' }).click();
  await eventually(
    () => shown.count(),
    (count) => expect(count).toBe(10),
  );
  await codes.getByRole('button', { name: 'I have saved my codes' }).click();

  // Removing the only app turns two-step sign-in off again.
  await page.getByRole('button', { name: 'Remove Work phone' }).click();
  const removing = task(page, 'Remove Work phone?');
  await shootAndCheckAllWidths(page, 'mfa-remove', [375, 1280]);
  await removing.getByRole('button', { name: 'Remove', exact: true }).click();
  await page.getByText('The sign-in method is removed.').waitFor();
  await page.getByText('You have no second factor yet.').waitFor();
  await context.close();
});

test('where the country has no MFA, the menu has no entry and /mfa is not found', async () => {
  const context = await journey.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signInAs(page, journey.portal.baseUrl, 'cz.user@example.com', 'Vítejte, Jana');
  await page.getByRole('button', { name: 'Jana' }).click();
  const menu = page.getByRole('menu');
  await menu.waitFor();
  await eventually(
    () => menu.getByRole('menuitem').allTextContents(),
    (entries) => expect(entries.length).toBeGreaterThan(2),
  );
  const entries = await menu.getByRole('menuitem').allTextContents();
  expect(entries.join('|')).not.toMatch(/MFA/);
  await page.goto(`${journey.portal.baseUrl}/mfa`);
  await page.getByRole('heading', { level: 1, name: 'Tuto stránku jsme nenašli.' }).waitFor();
  await context.close();
});

test("where you're signed in: the other browser is listed, and signing it out ends its session", async () => {
  const here = await journey.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const there = await journey.browser.newContext({
    viewport: { width: 1280, height: 900 },
    userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
  });
  const page = await here.newPage();
  const other = await there.newPage();
  await signInAs(other, journey.portal.baseUrl, 'uk.expiring@example.com');
  await signInAs(page, journey.portal.baseUrl, 'uk.expiring@example.com');
  await page.goto(`${journey.portal.baseUrl}/accountInfo/profile`);
  const section = page.getByRole('region', { name: "Where you're signed in" });
  const listed = section.getByRole('list', { name: 'Signed-in browsers' }).getByRole('listitem');
  await eventually(
    () => listed.count(),
    (count) => expect(count).toBe(2),
  );
  await expect(listed.first().textContent()).resolves.toContain('This browser');
  await section.getByText('Firefox on Windows').waitFor();
  await section.getByRole('button', { name: /^Sign out Firefox on Windows/ }).waitFor();
  await shootAndCheckAllWidths(page, 'sessions-list');
  await section.getByRole('button', { name: 'Sign out everywhere else' }).click();
  await section.getByText('1 other browser is signed out.').waitFor();
  await section.getByText('Only this browser is signed in.').waitFor();
  const check = await other.request.get(`${journey.portal.baseUrl}/services/auth/checkUserLogin`);
  expect(check.status()).toBe(401);
  await here.close();
  await there.close();
});
