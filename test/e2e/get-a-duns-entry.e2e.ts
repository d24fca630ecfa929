import type { Page } from 'playwright-core';
import {
  generateDirectory,
  personaDirectoryCompanies,
} from '../../server/get-a-duns/company-directory';
import { shootAndCheckAllWidths } from './browser';
import { journeyForThisFile } from './journey';
import { linkIn, outboxAt, type OutboxMail } from './outbox';

jest.setTimeout(300_000);

// Issue 14 "A user who is not signed in and starts the flow from the public entry goes through
// sign-up or sign-in and comes back into the flow where they left"; spec §2 flow=GAD selects the
// sign-in wording, §7 registration through /auth/registerUser in the GAD flow
// (docs/decisions/get-a-duns-entry.md D-GAD-ENTRY-2, D-GAD-ENTRY-3), in Chromium against the seeded
// backend.

const journey = journeyForThisFile();
const VIEWPORT = { width: 1280, height: 900 };

// A company of the e2e directory that no persona holds (the same seeded generator as portal-server).
const [COMPANY] = generateDirectory(
  1,
  new Set(personaDirectoryCompanies().map((company) => company.dunsNumber)),
);
if (COMPANY === undefined) throw new Error('test data');

const waitForMail = (to: string, subject: string) =>
  outboxAt(journey.portal.baseUrl).waitForMail(to, subject);

const codeIn = (mail: OutboxMail): string => {
  const code = /verification code is ([A-Z0-9]{6})/.exec(mail.text)?.[1];
  if (code === undefined) throw new Error(`no code in: ${mail.text}`);
  return code;
};

/** The login page a signed-out /gad/search leads to, in the GAD flow's sign-in wording. */
const openGetADunsSearchSignedOut = async (page: Page): Promise<URL> => {
  await page.goto(`${journey.portal.baseUrl}/gad/search`);
  await page.waitForURL(/\/login\?interaction=/);
  const login = new URL(page.url());
  expect(login.searchParams.get('flow')).toBe('GAD');
  expect(login.searchParams.get('redirect_url')).toBe('/gad/search');
  await page.getByLabel('Email', { exact: true }).waitFor();
  return login;
};

/**
 * Back on /gad/search with its form; a new account is first asked for the Terms of Use and Privacy
 * Policy consent (spec §2 consent modal), there as on any page.
 */
const expectGetADunsSearch = async (page: Page, { newAccount }: { newAccount: boolean }) => {
  await page.waitForURL((url) => url.pathname === '/gad/search');
  if (newAccount) {
    const consent = page.getByRole('dialog', { name: 'Terms of Use and Privacy Policy' });
    await consent.getByRole('button', { name: 'Accept and continue' }).click();
    await consent.waitFor({ state: 'detached' });
  }
  await page.getByRole('heading', { level: 1, name: 'Get a free DUNS number' }).waitFor();
  await expect(page.title()).resolves.toBe('Business Portal | Find your company');
  await page.getByLabel('Business name').waitFor();
  await page.getByLabel('ZIP Code').waitFor();
  await page.getByRole('button', { name: 'Search', exact: true }).waitFor();
};

test('signed out on /gad/search: sign up, verify, set the password, sign in, back on /gad/search', async () => {
  const context = await journey.browser.newContext({ viewport: VIEWPORT });
  const page = await context.newPage();
  await openGetADunsSearchSignedOut(page);
  await shootAndCheckAllWidths(page, 'get-a-duns-entry-login');

  await page.getByRole('link', { name: 'Sign up', exact: true }).click();
  await page.getByRole('heading', { level: 1, name: 'Create your account' }).waitFor();
  const signUp = new URL(page.url());
  expect(signUp.pathname).toBe('/signup');
  expect(signUp.searchParams.get('flow')).toBe('GAD');
  expect(signUp.searchParams.get('redirect_url')).toBe('/gad/search');

  const email = 'dana.gad.entry@example.com';
  await page.getByLabel('First name').fill('Dana');
  await page.getByLabel('Last name').fill('Okafor');
  await page.getByLabel('Business email').fill(email);
  await page.getByLabel('Street address').fill('12 Orchard Lane');
  await page.getByLabel('City').fill('Asheville');
  await page.getByLabel('State', { exact: true }).fill('NC');
  await page.getByLabel('ZIP Code', { exact: true }).fill('28801');
  await page.getByLabel('Phone number').fill('(828) 555-0134');
  await page.getByLabel(/I accept the Terms of Use/).check();
  // §7: the GAD flow registers through /auth/registerUser.
  const registered = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().includes('/auth/registerUser'),
  );
  await page.getByRole('button', { name: 'Sign up' }).click();
  const body = (await registered).postDataJSON() as { redirectUrl?: string };
  expect(body.redirectUrl).toBe('/gad/search');
  await page.getByRole('heading', { level: 1, name: 'Verify your email' }).waitFor();

  const code = codeIn(await waitForMail(email, 'Verify your email for Business Portal'));
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await page
    .getByRole('heading', { level: 1, name: 'Check your email to set your password' })
    .waitFor();

  const link = linkIn(await waitForMail(email, 'Set your Business Portal password'));
  expect(new URL(link).pathname).toBe('/continueRegistration');
  await page.goto(link);
  await page.getByRole('heading', { level: 1, name: 'Set your password' }).waitFor();
  const password = 'Gad-Entry-Works-2026!';
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Retype new password').fill(password);
  await page.getByRole('button', { name: 'Set password' }).click();
  await page.getByRole('heading', { level: 1, name: 'Your account is ready' }).waitFor();
  await page.getByRole('link', { name: 'Sign in' }).click();
  await page.waitForURL(/\/login\?interaction=/);
  await expect(page.getByLabel('Email', { exact: true }).inputValue()).resolves.toBe(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expectGetADunsSearch(page, { newAccount: true });
  await shootAndCheckAllWidths(page, 'get-a-duns-entry-after-sign-up');

  // The rest of §2's free DUNS flow, with the password already set (D-GAD-ENTRY-5): nothing of it
  // is lost, the new account finds, confirms and holds its company, then sees the offers.
  await page.getByLabel('Business name').fill(COMPANY.businessName);
  await page.getByLabel('ZIP Code').fill(COMPANY.zipCode);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('button', { name: `Select ${COMPANY.businessName}` }).click();
  await page
    .getByRole('heading', { level: 1, name: 'Congratulations, we found your company' })
    .waitFor();
  await page.getByRole('button', { name: 'Confirm and continue' }).click();
  await page.waitForURL(/\/gad\/free-duns-offer$/);
  await page.getByText(`${COMPANY.businessName} is now linked to your account.`).waitFor();
  await page.getByRole('link', { name: 'Go to my dashboard' }).click();
  await page.getByRole('heading', { name: 'Welcome, Dana' }).waitFor();
  await page.getByRole('main').getByText(COMPANY.businessName, { exact: true }).waitFor();
  await context.close();
});

test('signed out on /gad/search: signing in as an existing user lands back on /gad/search', async () => {
  const context = await journey.browser.newContext({ viewport: VIEWPORT });
  const page = await context.newPage();
  await openGetADunsSearchSignedOut(page);
  await page.getByLabel('Email', { exact: true }).fill('us.owner@example.com');
  await page.getByLabel('Password', { exact: true }).fill('Demo-Portal-2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expectGetADunsSearch(page, { newAccount: false });
  await context.close();
});
