import { expectNoAxeViolations, shootAllWidths } from './browser';
import { journeyForThisFile } from './journey';

jest.setTimeout(180_000);

// Issue 10 "Session": two minutes before the session ends, a dialog offers to stay signed in or to
// sign out (WCAG 2.2.1). With the shortest idle time the server allows (60 s), it shows at once.

const journey = journeyForThisFile({ SESSION_IDLE_SECONDS: '60' });

test('the session warning offers Stay signed in and Sign out, from the keyboard', async () => {
  const context = await journey.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${journey.portal.baseUrl}/`);
  await page.waitForURL(/\/login\?interaction=/);
  await page.getByLabel('Business email address').fill('us.owner@example.com');
  await page.getByLabel('Password', { exact: true }).fill('Demo-Portal-2026');
  await page.getByRole('button', { name: 'Sign in' }).click();

  const warning = page.getByRole('dialog', { name: 'Your session is about to end' });
  await warning.waitFor();
  await shootAllWidths(page, 'session-warning');
  await expectNoAxeViolations(page);

  // Stay signed in renews the session through the session check, and the page stays.
  const renewed = page.waitForResponse((answer) =>
    answer.url().endsWith('/services/auth/checkUserLogin'),
  );
  await page.getByRole('button', { name: 'Stay signed in' }).click();
  expect((await renewed).status()).toBe(200);
  await page.getByRole('heading', { name: 'Welcome, Alex' }).waitFor();

  // With 60 s of idle time the warning is back at once; Sign out, reached by Tab and Enter, signs out.
  await warning.waitFor();
  await page.getByRole('button', { name: 'Sign out' }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { name: 'You have been signed out successfully.' }).waitFor();
  const afterLogout = await page.request.get(
    `${journey.portal.baseUrl}/services/auth/checkUserLogin`,
  );
  expect(afterLogout.status()).toBe(401);
  await context.close();
});

test('left alone, the session ends: the logout page and then the login widget say "Please try to sign in again." (§4, §8; D-AUTH-7)', async () => {
  const context = await journey.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${journey.portal.baseUrl}/`);
  await page.waitForURL(/\/login\?interaction=/);
  await page.getByLabel('Business email address').fill('uk.trial@example.com');
  await page.getByLabel('Password', { exact: true }).fill('Demo-Portal-2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: /^Welcome/ }).waitFor();

  // The session timer fires after the 60 s of idle time: /logout?expired=true signs out.
  const expired = 'Your session has expired. Please try to sign in again.';
  await page.getByRole('heading', { name: expired }).waitFor({ timeout: 120_000 });
  await shootAllWidths(page, 'logout-session-expired');
  await page.getByRole('link', { name: 'Sign in again' }).click();
  await page.waitForURL(/\/login\?interaction=/);
  await page.getByText(expired).waitFor();
  expect(new URL(page.url()).searchParams.get('expired')).toBe('true');
  await shootAllWidths(page, 'login-session-expired');
  await expectNoAxeViolations(page);
  await context.close();
});
