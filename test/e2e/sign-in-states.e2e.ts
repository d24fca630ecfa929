import type { Page } from 'playwright-core';
import { shootAndCheckAllWidths } from './browser';
import { journeyForThisFile } from './journey';

jest.setTimeout(240_000);

// The sign-in page's parameters and the account states (spec §2 "Query parameters", §4, §5, §8;
// docs/decisions/sign-in-states.md D-SIGNIN-UI-1 … D-SIGNIN-UI-6), as a user meets them. Each e2e
// file gets its own fresh server, so the passwords changed here are no other file's concern.

// One address signs in more often a minute here than a person would (D-ABUSE-1's limits).
const journey = journeyForThisFile({
  RATE_LIMIT_SIGN_IN_PER_ADDRESS_PER_MINUTE: '100',
  RATE_LIMIT_SIGN_IN_PER_ACCOUNT_PER_MINUTE: '100',
  // Alex's password changes twice within a minute here to reach 2011; the one-day minimum age
  // has its own journey (account-area.e2e.ts, D-PWD-10).
  PASSWORD_MIN_AGE_MINUTES: '0',
});
const url = (path: string) => `${journey.portal.baseUrl}${path}`;

const newPage = async (): Promise<Page> => {
  const context = await journey.browser.newContext({ viewport: { width: 1280, height: 900 } });
  return context.newPage();
};

const loginQuery = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

const signIn = async (page: Page, password: string) => {
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
};

/** The status of the checklist's line that says `rule` (met, unmet or checkedByServer). */
const ruleStatus = (page: Page, rule: string) =>
  page
    .getByTestId('password-checklist')
    .getByRole('listitem')
    .filter({ hasText: rule })
    .getAttribute('data-status');

const RULES = {
  length: 'At least 10 characters',
  lowercase: 'One lowercase letter',
  uppercase: 'One uppercase letter',
  number: 'One number',
  special: 'One special character',
  history: 'Not one of your last 5 passwords',
  differs: 'Different from your current password',
};

test('uid, flow=GAD and reason=product_refresh survive the round trip from a signed-out page', async () => {
  const page = await newPage();
  await page.goto(url('/?uid=us.owner%40example.com&flow=GAD&reason=product_refresh'));
  await page.waitForURL(/\/login\?interaction=/);
  expect(loginQuery(page)).toMatchObject({
    uid: 'us.owner@example.com',
    flow: 'GAD',
    reason: 'product_refresh',
  });
  // flow=GAD: the sign-in wording; uid: the username prefilled; reason: its message.
  await expect(page.getByLabel('Email', { exact: true }).inputValue()).resolves.toBe(
    'us.owner@example.com',
  );
  await page.getByText('This page has been refreshed. Please login again.').waitFor();
  await page.getByLabel('Email', { exact: true }).fill('');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByText('Please enter Email').waitFor();
  await shootAndCheckAllWidths(page, 'sign-in-states-gad-product-refresh');

  // And the sign-in completes on the page asked for.
  await page.getByLabel('Email', { exact: true }).fill('us.owner@example.com');
  await signIn(page, 'Demo-Portal-2026');
  await page.getByRole('heading', { name: 'Welcome, Alex' }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/');
  await page.context().close();
});

test('lang, app_id, payload, a /signin flow and the redirect survive too; /signin is the sign-in variant', async () => {
  const page = await newPage();
  await page.goto(
    url(
      '/login?uid=cz.user%40example.com&flow=%2Fsignin%2Fgad&lang=cs-cz&app_id=294&payload=YT0x&redirect_uri=%2FcompanyDetails',
    ),
  );
  await page.waitForURL(/\/login\?interaction=/);
  expect(loginQuery(page)).toMatchObject({
    uid: 'cz.user@example.com',
    flow: '/signin/gad',
    lang: 'cs-cz',
    app_id: '294',
    payload: 'YT0x',
  });
  // lang=cs-cz: the widget in Czech, with the sign-in wording of flow=/signin….
  await page.getByRole('button', { name: 'Přihlásit se' }).waitFor();
  await page.getByLabel('Heslo', { exact: true }).fill('Demo-Portal-2026');
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
  await page.waitForURL(/\/companyDetails/);
  await page.context().close();

  const signin = await newPage();
  await signin.goto(url('/signin'));
  await signin.waitForURL(/\/login\?interaction=/);
  expect(loginQuery(signin)).toMatchObject({ flow: '/signin' });
  await signin.getByRole('button', { name: 'Sign in' }).click();
  await signin.getByText('Please enter Email').waitFor();
  await signin.context().close();
});

test('an expired password is changed (old, new, retype), and the user is signed in with the new one', async () => {
  const page = await newPage();
  await page.goto(url('/?uid=expired%40example.com'));
  await page.waitForURL(/\/login\?interaction=/);
  await expect(page.getByLabel('Business email address').inputValue()).resolves.toBe(
    'expired@example.com',
  );
  await signIn(page, 'Demo-Portal-2026');
  await page.getByRole('heading', { name: 'Change your expired password' }).waitFor();
  await page.getByText('Password is expired, please reset.').waitFor();
  await page.getByText('Account: expired@example.com').waitFor();

  // §8 the widget's own mismatch words, before anything is sent (D-SIGNIN-UI-6).
  await page.getByLabel('Current password').fill('Demo-Portal-2026');
  await page.getByLabel('New password', { exact: true }).fill('Expired-Renewed-2026');
  await page.getByLabel('Retype new password').fill('Expired-Renewed-2025');
  await page.getByRole('button', { name: 'Change password and sign in' }).click();
  await page.getByText('New passwords must match').waitFor();
  await expect(page.getByText('Passwords do not match.').count()).resolves.toBe(0);
  await shootAndCheckAllWidths(page, 'sign-in-states-password-expired-mismatch');

  // 2008 at the field it concerns.
  await page.getByLabel('Current password').fill('Not-The-Password-1');
  await page.getByLabel('New password', { exact: true }).fill('Expired-Renewed-2026');
  await page.getByLabel('Retype new password').fill('Expired-Renewed-2026');
  await page.getByRole('button', { name: 'Change password and sign in' }).click();
  await page.getByText('Your current password does not match.').waitFor();
  await expect(page.getByLabel('Current password').getAttribute('aria-invalid')).resolves.toBe(
    'true',
  );
  await shootAndCheckAllWidths(page, 'sign-in-states-password-expired');

  await page.getByLabel('Current password').fill('Demo-Portal-2026');
  await page.getByRole('button', { name: 'Change password and sign in' }).click();
  await page.getByRole('heading', { name: 'Welcome, Sam' }).waitFor();
  await page.context().close();

  // The new password is the one that signs in now; the old one is refused.
  const again = await newPage();
  await again.goto(url('/?uid=expired%40example.com'));
  await again.waitForURL(/\/login\?interaction=/);
  await signIn(again, 'Demo-Portal-2026');
  await again
    .getByText('The user name or password you entered does not match our records.', {
      exact: false,
    })
    .waitFor();
  await signIn(again, 'Expired-Renewed-2026');
  await again.getByRole('heading', { name: 'Welcome, Sam' }).waitFor();
  await again.context().close();
});

test('a temporary password must be replaced before the dashboard', async () => {
  const page = await newPage();
  await page.goto(url('/?uid=temp.password%40example.com'));
  await page.waitForURL(/\/login\?interaction=/);
  await signIn(page, 'Temp-Password-1');
  await page.getByRole('heading', { name: 'Set a new password' }).waitFor();
  await page
    .getByText('You signed in with a temporary password. Please change it to continue.')
    .waitFor();
  // §5 "Please provide your temporary password." before anything is sent.
  await page.getByLabel('New password', { exact: true }).fill('Permanent-Pass-2026');
  await page.getByLabel('Retype new password').fill('Permanent-Pass-2026');
  await page.getByRole('button', { name: 'Change password and sign in' }).click();
  await page.getByText('Please provide your temporary password.').waitFor();
  await shootAndCheckAllWidths(page, 'sign-in-states-temporary-password');
  // §8 the widget's mismatch words for a temporary password's replacement (D-SIGNIN-UI-6).
  await page.getByLabel('Retype new password').fill('Permanent-Pass-2025');
  await page.getByRole('button', { name: 'Change password and sign in' }).click();
  await page.getByText('Passwords must match', { exact: true }).waitFor();
  await page.getByLabel('Retype new password').fill('Permanent-Pass-2026');

  // The rest of the code flow runs in place (D-PERF-9): no second document, no second app start.
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
  });
  await page.getByLabel('Temporary password').fill('Temp-Password-1');
  await page.getByRole('button', { name: 'Change password and sign in' }).click();
  await page.getByRole('heading', { name: 'Welcome, Lee' }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/');
  expect(documents).toEqual([]);
  await page.context().close();
});

test('a locked account goes to Access Denied: try later, or reset', async () => {
  const page = await newPage();
  await page.goto(url('/?uid=locked%40example.com'));
  await page.waitForURL(/\/login\?interaction=/);
  await signIn(page, 'Demo-Portal-2026');
  await page.getByRole('heading', { name: 'Access Denied' }).waitFor();
  await page
    .getByText('Try again after 30 minutes, or reset your password.', { exact: false })
    .waitFor();
  await expect(
    page.getByRole('link', { name: 'Reset your password' }).getAttribute('href'),
  ).resolves.toBe('/forgot-password');
  await page.getByRole('link', { name: 'Back to sign in' }).waitFor();
  await shootAndCheckAllWidths(page, 'sign-in-states-locked');
  await page.context().close();
});

test('an internal account is told to contact the help desk, never shown a password form', async () => {
  const page = await newPage();
  await page.goto(url('/?uid=internal%40example.com'));
  await page.waitForURL(/\/login\?interaction=/);
  await signIn(page, 'Demo-Portal-2026');
  // The account's language preference is de-ch: the portal speaks German after sign-in.
  await page.getByRole('heading', { name: 'Willkommen, Robin' }).waitFor();
  // The menu does not offer it; the address leads to the help desk, not a form.
  await page.goto(url('/accountInfo/changePassword'));
  await page
    .getByText(
      'Für interne Konten kann im Portal kein Passwort festgelegt oder zurückgesetzt werden. Bitte wenden Sie sich an den Helpdesk.',
    )
    .waitFor();
  await expect(page.locator('input[type="password"]').count()).resolves.toBe(0);
  await shootAndCheckAllWidths(page, 'sign-in-states-internal-change-password');
  await page.context().close();
});

test('change password: the checklist turns green rule by rule; 2008 and 2011 at their fields', async () => {
  const page = await newPage();
  await page.goto(url('/?uid=us.owner%40example.com'));
  await page.waitForURL(/\/login\?interaction=/);
  await signIn(page, 'Demo-Portal-2026');
  await page.getByRole('heading', { name: 'Welcome, Alex' }).waitFor();

  // Reached from the profile menu (Alex's is a magento account, so the menu offers it).
  await page.getByRole('button', { name: 'Alex' }).click();
  await page.getByRole('menuitem', { name: 'Change password' }).click();
  await page.waitForURL(/\/accountInfo\/changePassword$/);
  await page.getByRole('heading', { name: 'Change password', level: 1 }).waitFor();
  await page.getByRole('navigation', { name: 'Go to the portal' }).waitFor();
  await expect(page.title()).resolves.toBe('Business Portal | Change password');

  await page.getByLabel('Current password').fill('Demo-Portal-2026');
  const newPassword = page.getByLabel('New password', { exact: true });
  for (const rule of [
    'length',
    'lowercase',
    'uppercase',
    'number',
    'special',
    'differs',
  ] as const) {
    await expect(ruleStatus(page, RULES[rule])).resolves.toBe('unmet');
  }
  await expect(ruleStatus(page, RULES.history)).resolves.toBe('checkedByServer');
  const steps = [
    ['a', 'lowercase'],
    ['aB', 'uppercase'],
    ['aB3', 'number'],
    ['aB3#', 'special'],
    ['aB3#defghi', 'length'],
  ] as const;
  const met: string[] = ['differs'];
  for (const [typed, rule] of steps) {
    await newPassword.fill(typed);
    met.push(rule);
    for (const [name, text] of Object.entries(RULES)) {
      if (name === 'history') continue;
      await expect(ruleStatus(page, text)).resolves.toBe(met.includes(name) ? 'met' : 'unmet');
    }
  }
  await shootAndCheckAllWidths(page, 'sign-in-states-change-password-checklist');

  // 2008: the current password does not match, shown at that field.
  await page.getByLabel('Current password').fill('Wrong-Current-1');
  await newPassword.fill('Changed-Pass-2026!');
  await page.getByLabel('Retype new password').fill('Changed-Pass-2026!');
  await page.getByRole('button', { name: 'Change password', exact: true }).click();
  await page.getByText('Your current password does not match.').waitFor();
  await expect(page.getByLabel('Current password').getAttribute('aria-invalid')).resolves.toBe(
    'true',
  );
  await shootAndCheckAllWidths(page, 'sign-in-states-change-password-2008');

  // The change.
  await page.getByLabel('Current password').fill('Demo-Portal-2026');
  await page.getByRole('button', { name: 'Change password', exact: true }).click();
  await page.getByText('Your password has been changed.', { exact: false }).waitFor();
  await expect(newPassword.inputValue()).resolves.toBe('');

  // 2011: back to the password of a moment ago, one of the last 5, shown at the new password.
  await page.getByLabel('Current password').fill('Changed-Pass-2026!');
  await newPassword.fill('Demo-Portal-2026');
  await page.getByLabel('Retype new password').fill('Demo-Portal-2026');
  await page.getByRole('button', { name: 'Change password', exact: true }).click();
  await page.getByText('Your new password must differ from your last 5 passwords.').waitFor();
  await expect(newPassword.getAttribute('aria-invalid')).resolves.toBe('true');
  await expect(
    page.getByText('Your password has been changed.', { exact: false }).count(),
  ).resolves.toBe(0);
  await shootAndCheckAllWidths(page, 'sign-in-states-change-password-2011');
  await page.context().close();
});
