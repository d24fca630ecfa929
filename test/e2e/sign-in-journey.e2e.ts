import { expectNoAxeViolations, shootAllWidths } from './browser';
import { journeyForThisFile, signInAs } from './journey';

jest.setTimeout(180_000);

const E0000004 =
  'The user name or password you entered does not match our records. Try again or reset using Forgot Password.';

const journey = journeyForThisFile();

test('sign in through OIDC, stay signed in on reload, sign out, and be asked to sign in again', async () => {
  const context = await journey.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();

  // A secure page without a session goes to the login widget (through the code flow's interaction).
  await page.goto(`${journey.portal.baseUrl}/`);
  await page.waitForURL(/\/login\?interaction=/);
  await page.getByLabel('Business email address').waitFor();
  await expect(page.title()).resolves.toBe('Business Portal | Sign in');
  await shootAllWidths(page, 'login');
  await expectNoAxeViolations(page);

  // Wrong password: the E0000004 text, and no session.
  await page.getByLabel('Business email address').fill('us.owner@example.com');
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByText(E0000004).waitFor();
  const noSession = await page.request.get(
    `${journey.portal.baseUrl}/services/auth/checkUserLogin`,
  );
  expect(noSession.status()).toBe(401);
  await shootAllWidths(page, 'login-wrong-password');

  // Right password: the dashboard.
  await page.getByLabel('Password').fill('Demo-Portal-2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'Welcome, Alex' }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/');
  await expect(page.title()).resolves.toBe('Business Portal | Home');
  await page
    .getByRole('region', { name: 'My Apps' })
    .getByRole('button', { name: /^Credit Insights/ })
    .first()
    .waitFor();
  const cookies = await context.cookies();
  const sessionCookie = cookies.find((cookie) => cookie.name === 'portal_session');
  expect(sessionCookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
  await shootAllWidths(page, 'dashboard');
  await expectNoAxeViolations(page);

  // Reload stays signed in.
  await page.reload();
  await page.getByRole('heading', { name: 'Welcome, Alex' }).waitFor();

  // A plain link to /logout, as another site could give, asks first; staying keeps the session.
  await page.goto(`${journey.portal.baseUrl}/logout`);
  await page
    .getByRole('heading', { name: 'Do you want to sign out of Business Portal?' })
    .waitFor();
  await shootAllWidths(page, 'logout-confirm');
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Stay signed in' }).click();
  await page.getByRole('heading', { name: 'Welcome, Alex' }).waitFor();

  // Sign out ends both sessions and confirms.
  await page.getByRole('button', { name: 'Alex' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.getByRole('heading', { name: 'You have been signed out successfully.' }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/logout');
  await shootAllWidths(page, 'logout');
  const afterLogout = await page.request.get(
    `${journey.portal.baseUrl}/services/auth/checkUserLogin`,
  );
  expect(afterLogout.status()).toBe(401);

  // The back button does not show the dashboard.
  await page.goBack();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { name: 'Welcome, Alex' }).count()).resolves.toBe(0);

  // And / asks for a sign-in again: the identity provider's session ended too.
  await page.goto(`${journey.portal.baseUrl}/`);
  await page.waitForURL(/\/login\?interaction=/);
  await page.getByLabel('Business email address').waitFor();

  await context.close();
});

test('an expired, temporary or locked account does not sign in, and says why (spec §4, §8)', async () => {
  const context = await journey.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  for (const [email, password, text] of [
    ['expired@example.com', 'Demo-Portal-2026', 'Password is expired, please reset.'],
    ['locked@example.com', 'Demo-Portal-2026', 'Your account is locked for security reasons.'],
    [
      'temp.password@example.com',
      'Temp-Password-1',
      'You signed in with a temporary password. Please change it to continue.',
    ],
  ] as const) {
    await page.goto(`${journey.portal.baseUrl}/`);
    await page.waitForURL(/\/login\?interaction=/);
    await page.getByLabel('Business email address').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText(text).waitFor();
    const noSession = await page.request.get(
      `${journey.portal.baseUrl}/services/auth/checkUserLogin`,
    );
    expect(noSession.status()).toBe(401);
  }
  await shootAllWidths(page, 'login-temporary-password');
  await expectNoAxeViolations(page);
  await context.close();
});

test("a product's refresh link signs out with the spec's logout message, and the widget says it too (§2, §8; D-AUTH-7)", async () => {
  const context = await journey.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signInAs(page, journey.portal.baseUrl, 'uk.trial@example.com');
  // The product's own page (the demo stand-in) sends the user back to have the portal reload.
  await page.goto(`${journey.portal.baseUrl}/demo-product/252?flow=noDuns`);
  await page.getByRole('link', { name: 'Refresh the portal' }).click();
  await page.waitForURL(/\/logout\?reason=product_refresh/);
  await page.getByRole('button', { name: 'Sign out' }).click();
  const refreshed = 'This page has been refreshed. Please login again.';
  await page.getByRole('heading', { name: refreshed }).waitFor();
  await shootAllWidths(page, 'logout-product-refresh');
  await expectNoAxeViolations(page);
  const afterLogout = await page.request.get(
    `${journey.portal.baseUrl}/services/auth/checkUserLogin`,
  );
  expect(afterLogout.status()).toBe(401);

  await page.getByRole('link', { name: 'Sign in again' }).click();
  await page.waitForURL(/\/login\?interaction=/);
  await page.getByText(refreshed).waitFor();
  expect(new URL(page.url()).searchParams.get('reason')).toBe('product_refresh');
  await shootAllWidths(page, 'login-product-refresh');
  await context.close();
});
