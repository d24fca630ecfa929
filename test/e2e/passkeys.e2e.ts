import type { BrowserContext, Page } from 'playwright-core';
import { shootAndCheckAllWidths } from './browser';
import { eventually } from './eventually';
import { demoAdvance, journeyForThisFile, signInAs } from './journey';
import { outboxAt } from './outbox';

jest.setTimeout(300_000);

// Issue 28 passkeys (D-MFA-12) in Chromium, with its virtual authenticator standing in for a
// phone's or a laptop's (the DevTools protocol's WebAuthn domain; WebAuthn needs a secure context,
// which http://localhost is): adding a passkey on MFA Options, signing in with it alone through
// "Use a passkey", and giving it as the second factor after the password. Screenshots and axe at
// 375, 768 and 1280 px.

const journey = journeyForThisFile();

/** A platform authenticator that verifies its user (as Touch ID or Windows Hello do). */
const withAuthenticator = async (context: BrowserContext, page: Page): Promise<void> => {
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
};

const signOut = async (page: Page): Promise<void> => {
  await page.getByRole('button', { name: 'Alex' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.getByRole('heading', { name: 'You have been signed out successfully.' }).waitFor();
  await page.goto(`${journey.portal.baseUrl}/`);
  await page.waitForURL(/\/login\?interaction=/);
};

test('a US user adds a passkey, then signs in with it alone and as the second factor', async () => {
  const context = await journey.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await withAuthenticator(context, page);
  // The login page offers "Use a passkey" below the form; the username's autofill offers
  // passkeys only once this browser has made or used one (D-MFA-12).
  await page.goto(`${journey.portal.baseUrl}/`);
  await page.waitForURL(/\/login\?interaction=/);
  const username = page.getByLabel('Business email address');
  await expect(username.getAttribute('autocomplete')).resolves.toBe('username');
  await page.getByRole('button', { name: 'Use a passkey' }).waitFor();
  await shootAndCheckAllWidths(page, 'passkey-login');
  await signInAs(page, journey.portal.baseUrl, 'us.owner@example.com');
  await page.goto(`${journey.portal.baseUrl}/mfa`);
  await page.getByRole('heading', { level: 1, name: 'MFA Options' }).waitFor();

  // The name, then the browser's own prompt, which the virtual authenticator answers.
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  const naming = page.getByRole('region', { name: 'Add a passkey' });
  await expect(naming.getByLabel('Name').inputValue()).resolves.toBe('Passkey');
  await shootAndCheckAllWidths(page, 'passkey-name');
  await naming.getByLabel('Name').fill('Work laptop');
  await naming.getByRole('button', { name: 'Create the passkey' }).click();
  const codes = page.getByRole('region', { name: 'Save your recovery codes' });
  await eventually(
    () => codes.getByRole('listitem').count(),
    (count) => expect(count).toBe(10),
  );
  await codes.getByRole('button', { name: 'I have saved my codes' }).click();
  await page.getByText('Your passkey is added.', { exact: false }).waitFor();
  await page.getByText('Work laptop').waitFor();
  await shootAndCheckAllWidths(page, 'passkey-added', [375, 1280]);
  const notice = await outboxAt(journey.portal.baseUrl).waitForMail(
    'us.owner@example.com',
    'A passkey was added to your account',
  );
  expect(notice.text).toContain('Browser: Chrome');

  // The passkey alone: the browser's autofill offers it at once, and the user (here, the virtual
  // authenticator) takes it: no username, no password.
  await signOut(page);
  await page.getByRole('heading', { name: 'Welcome, Alex' }).waitFor();
  expect(await page.evaluate(() => localStorage.getItem('portal.passkeyUsedHere'))).toBe('1');

  // "Use a passkey", in a browser that offers no passkeys in its autofill: the button's prompt.
  await page.addInitScript(() => {
    PublicKeyCredential.isConditionalMediationAvailable = () => Promise.resolve(false);
  });
  await signOut(page);
  await page.getByRole('button', { name: 'Use a passkey' }).click();
  await page.getByRole('heading', { name: 'Welcome, Alex' }).waitFor();

  // After the password, the passkey is asked for first; another way is one button away.
  await signOut(page);
  await page.getByLabel('Business email address').fill('us.owner@example.com');
  await page.getByLabel('Password', { exact: true }).fill('Demo-Portal-2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'Two-step sign-in' }).waitFor();
  await page.getByRole('button', { name: 'Try another way: use a recovery code' }).waitFor();
  await shootAndCheckAllWidths(page, 'passkey-second-factor');
  await page.getByRole('button', { name: 'Use my passkey' }).click();
  await page.getByRole('heading', { name: 'Welcome, Alex' }).waitFor();

  // The list says when it was last used; removing it turns two-step sign-in off.
  await page.goto(`${journey.portal.baseUrl}/mfa`);
  await page.getByText('Last used', { exact: false }).waitFor();
  await page.getByRole('button', { name: 'Remove Work laptop' }).click();
  await page
    .getByRole('region', { name: 'Remove Work laptop?' })
    .getByRole('button', { name: 'Remove', exact: true })
    .click();
  await page.getByText('You have no second factor yet.').waitFor();
  await context.close();
});

// §4 "password expired (must reset)", §8 "Authentication Failed: Password expired." (D-AUTH-8): a
// passkey proves no password, so the portal refuses the session once the password is past 180 days.
test('a passkey gets past the provider, but a password past its age opens no session', async () => {
  const context = await journey.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await withAuthenticator(context, page);
  await signInAs(page, journey.portal.baseUrl, 'uk.trial@example.com');
  await page.goto(`${journey.portal.baseUrl}/mfa`);
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  const naming = page.getByRole('region', { name: 'Add a passkey' });
  await naming.getByRole('button', { name: 'Create the passkey' }).click();
  const codes = page.getByRole('region', { name: 'Save your recovery codes' });
  await codes.getByRole('button', { name: 'I have saved my codes' }).click();
  await page.getByText('Your passkey is added.', { exact: false }).waitFor();
  await page.getByRole('button', { name: 'Harriet' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.getByRole('heading', { name: 'You have been signed out successfully.' }).waitFor();

  // 181 days pass for every password (npm run demo:advance -- --days 181 --passwords).
  expect(demoAdvance(journey, 181, { passwords: true })).toMatch(
    /Made \d+ password\(s\) 181 day\(s\) older/,
  );
  await page.addInitScript(() => {
    PublicKeyCredential.isConditionalMediationAvailable = () => Promise.resolve(false);
  });
  await page.goto(`${journey.portal.baseUrl}/`);
  await page.waitForURL(/\/login\?interaction=/);
  await page.getByRole('button', { name: 'Use a passkey' }).click();
  await page.getByText('Authentication Failed: Password expired.').waitFor();
  const noSession = await page.request.get(
    `${journey.portal.baseUrl}/services/auth/checkUserLogin`,
  );
  expect(noSession.status()).toBe(401);
  await shootAndCheckAllWidths(page, 'passkey-password-expired');

  // The password then asks for a new one, as the login page says of 180 days.
  await page.getByRole('link', { name: 'Sign in with your password' }).click();
  await page.waitForURL(/\/login\?interaction=/);
  await expect(page.getByLabel('Business email address').inputValue()).resolves.toBe(
    'uk.trial@example.com',
  );
  await page.getByLabel('Password', { exact: true }).fill('Demo-Portal-2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByText('Password is expired, please reset.').waitFor();
  await context.close();
});
