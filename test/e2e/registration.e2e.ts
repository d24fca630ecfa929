import type { Page } from 'playwright-core';
import { shootAndCheckAllWidths } from './browser';
import { journeyForThisFile } from './journey';
import { outboxAt, type OutboxMail } from './outbox';

jest.setTimeout(240_000);

// Spec §2 "Registration with email verification (6-character code, resend code, change email)",
// routes /signup, /verify-email, /social-signup; §3 registration fields; §5 formats and the region
// label; §8 "Wrong code", "Resend success", "Registration error. Sign in or reset your password."
// (docs/decisions/registration.md D-REG-UI-1 to D-REG-UI-5).

const journey = journeyForThisFile();
const VIEWPORT = { width: 1280, height: 900 };

// The portal starts before the tests (not when the file loads): ask for its outbox when needed.
const waitForMail = (to: string, subject: string, count?: number) =>
  outboxAt(journey.portal.baseUrl).waitForMail(to, subject, count);

const FIRST_PASSWORD = 'Joinery-Works-2026!';
const CODE_SUBJECT = 'Verify your email for Business Portal';
const codeIn = (mail: OutboxMail): string => {
  const code = /verification code is ([A-Z0-9]{6})/.exec(mail.text)?.[1];
  if (code === undefined) throw new Error(`no code in: ${mail.text}`);
  return code;
};

/** The countdown's seconds as the page shows them. */
const secondsShown = async (page: Page): Promise<number> => {
  const text = await page.getByText(/You can ask for a new code in \d+ seconds?\./).innerText();
  return Number(/(\d+) second/.exec(text)?.[1] ?? Number.NaN);
};

const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');

const openSignUpFromLogin = async (page: Page) => {
  await page.goto(`${journey.portal.baseUrl}/`);
  await page.waitForURL(/\/login\?interaction=/);
  await page.getByRole('link', { name: 'Sign up', exact: true }).click();
  await page.getByRole('heading', { level: 1, name: 'Create your account' }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/signup');
  await expect(page.title()).resolves.toBe('Business Portal | Sign up');
};

interface Person {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly street: string;
  readonly city: string;
  readonly region: string;
  readonly postalCode: string;
  readonly phone: string;
}

const fill = async (page: Page, person: Person, regionLabel: string, postalLabel: string) => {
  await page.getByLabel('First name').fill(person.firstName);
  await page.getByLabel('Last name').fill(person.lastName);
  await page.getByLabel('Business email').fill(person.email);
  await page.getByLabel('Street address').fill(person.street);
  await page.getByLabel('City').fill(person.city);
  await page.getByLabel(regionLabel, { exact: true }).fill(person.region);
  await page.getByLabel(postalLabel, { exact: true }).fill(person.postalCode);
  await page.getByLabel('Phone number').fill(person.phone);
};

const grace: Person = {
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace.hopper@example.co.uk',
  street: '10 Downing Street',
  city: 'London',
  region: 'Greater London',
  postalCode: 'sw1a 2aa',
  phone: '+44 20 7946 0958',
};

test('a new user signs up from the login page (GB), verifies the code and is mailed the set-password link', async () => {
  const context = await journey.browser.newContext({ viewport: VIEWPORT });
  const page = await context.newPage();
  await openSignUpFromLogin(page);

  // §5 the region label and formats follow the country: the US first, then Great Britain.
  await page.getByLabel('State', { exact: true }).waitFor();
  await page.getByLabel('ZIP Code', { exact: true }).waitFor();
  await page.getByLabel('Country').selectOption('GB');
  await page.getByLabel('County', { exact: true }).waitFor();
  const postcode = page.getByLabel('Postcode', { exact: true });
  await expect(postcode.getAttribute('placeholder')).resolves.toBe('SW1A 1AA');
  await expect(page.getByLabel('Phone number').getAttribute('placeholder')).resolves.toBe(
    '+44 20 7946 0958',
  );

  // Errors: shown, the first invalid field focused, nothing typed lost.
  await fill(
    page,
    { ...grace, lastName: 'Hopper 3', street: '', postalCode: '12345' },
    'County',
    'Postcode',
  );
  await page.getByRole('button', { name: 'Sign up' }).click();
  await page.getByText('Please fill out required fields.').waitFor();
  await page.getByText('Please enter letters and spaces only.').waitFor();
  await page.getByText('This field cannot be left blank.').waitFor();
  await page.getByText('Please enter a valid postal code.').waitFor();
  await expect(focusedId(page)).resolves.toBe('signup-lastName');
  await expect(page.getByLabel('First name').inputValue()).resolves.toBe('Grace');
  await expect(page.getByLabel('Last name').getAttribute('aria-invalid')).resolves.toBe('true');
  await expect(postcode.inputValue()).resolves.toBe('12345');
  await shootAndCheckAllWidths(page, 'signup-errors');

  await fill(page, grace, 'County', 'Postcode');
  await page.getByLabel(/I accept the Terms of Use/).check();
  await page.getByRole('button', { name: 'Sign up' }).click();
  await page.getByRole('heading', { level: 1, name: 'Verify your email' }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/verify-email');
  await expect(page.title()).resolves.toBe('Business Portal | Verify your email');
  await page.getByText(grace.email).waitFor();
  await page.getByText(/You can ask for a new code in \d+ seconds?\./).waitFor();
  await expect(page.getByRole('button', { name: 'Resend code' }).isDisabled()).resolves.toBe(true);

  const code = codeIn(await waitForMail(grace.email, CODE_SUBJECT));
  const wrong = code === 'ZZZZZZ' ? 'YYYYYY' : 'ZZZZZZ';
  await page.getByLabel('Verification code').fill(wrong);
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.getByText('The code you have entered is not correct.').waitFor();
  await expect(focusedId(page)).resolves.toBe('verify-code');
  await shootAndCheckAllWidths(page, 'verify-email-wrong-code');

  await page.getByLabel('Verification code').fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Verify' }).click();
  await page
    .getByRole('heading', { level: 1, name: 'Check your email to set your password' })
    .waitFor();
  const setPassword = await waitForMail(grace.email, 'Set your Business Portal password');
  const link = /https?:\/\/\S+/.exec(setPassword.text)?.[0] ?? '';
  expect(new URL(link).pathname).toBe('/continueRegistration');
  expect(new URL(link).searchParams.get('token')).toMatch(/.{20,}/);
  await shootAndCheckAllWidths(page, 'verify-email-verified');

  // The mailed link sets the first password; then the first sign-in, the username filled in.
  await page.goto(link);
  await page.getByRole('heading', { level: 1, name: 'Set your password' }).waitFor();
  await page.getByLabel('New password', { exact: true }).fill(FIRST_PASSWORD);
  await page.getByLabel('Retype new password').fill(FIRST_PASSWORD);
  await page.getByRole('button', { name: 'Set password' }).click();
  await page.getByRole('heading', { level: 1, name: 'Your account is ready' }).waitFor();
  await page.getByRole('link', { name: 'Sign in' }).click();
  await page.waitForURL(/\/login\?/);
  const username = page.getByLabel('Business email address');
  await expect(username.inputValue()).resolves.toBe(grace.email);
  await page.getByLabel('Password', { exact: true }).fill(FIRST_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'Welcome, Grace' }).waitFor();
  await context.close();
});

test('an email that already has an account gets the §8 message with both ways on (US)', async () => {
  const context = await journey.browser.newContext({ viewport: VIEWPORT });
  const page = await context.newPage();
  await openSignUpFromLogin(page);
  await fill(
    page,
    {
      firstName: 'Sam',
      lastName: 'Owner',
      email: 'us.owner@example.com',
      street: '1 Main Street',
      city: 'Springfield',
      region: 'IL',
      postalCode: '62701',
      phone: '(217) 555-0134',
    },
    'State',
    'ZIP Code',
  );
  await page.getByRole('button', { name: 'Sign up' }).click();
  const alert = page.getByRole('alert').filter({
    hasText: 'Registration error. Sign in or reset your password.',
  });
  await alert.waitFor();
  await expect(
    alert.getByRole('link', { name: 'Sign in', exact: true }).getAttribute('href'),
  ).resolves.toBe('/login?uid=us.owner%40example.com');
  await expect(
    alert.getByRole('link', { name: 'Reset your password' }).getAttribute('href'),
  ).resolves.toBe('/forgot-password');
  // Nothing typed is lost.
  await expect(page.getByLabel('Business email').inputValue()).resolves.toBe(
    'us.owner@example.com',
  );
  await shootAndCheckAllWidths(page, 'signup-email-exists');
  await context.close();
});

test('resend shows its cooldown, then sends a new code; change email brings the form back filled (CA)', async () => {
  const context = await journey.browser.newContext({ viewport: VIEWPORT });
  const page = await context.newPage();
  await page.clock.install();
  await page.goto(`${journey.portal.baseUrl}/signup`);
  await page.getByLabel('Country').selectOption('CA');
  await page.getByLabel('Province', { exact: true }).waitFor();
  await page.getByText('Two-letter code, for example: ON').waitFor();
  const person: Person = {
    firstName: 'Chantal',
    lastName: 'Tremblay',
    email: 'chantal.tremblay@example.ca',
    street: '24 Sussex Drive',
    city: 'Ottawa',
    region: 'on',
    postalCode: 'K1M 1M4',
    phone: '613 555 0134',
  };
  await fill(page, person, 'Province', 'Postal code');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await page.getByRole('heading', { level: 1, name: 'Verify your email' }).waitFor();
  await waitForMail(person.email, CODE_SUBJECT);
  // Real seconds pass while the mail is awaited on a busy machine: the count starts at 60.
  await page.getByText(/You can ask for a new code in (60|5\d) seconds\./).waitFor();
  await shootAndCheckAllWidths(page, 'verify-email-cooldown');

  // The countdown counts down with the clock (real seconds pass while the widths are checked).
  const before = await secondsShown(page);
  await page.clock.fastForward(25_000);
  await page.waitForFunction((limit) => {
    const shown = /new code in (\d+) seconds?/.exec(document.body.innerText)?.[1];
    return shown !== undefined && Number(shown) <= limit;
  }, before - 25);
  await page.clock.fastForward(60_000);
  await page.getByText('Did not get the code? You can ask for a new one.').waitFor();
  await page.getByRole('button', { name: 'Resend code' }).click();
  await page.getByText('A new code has been sent to your email.').waitFor();
  await page.getByText(/You can ask for a new code in (60|59) seconds\./).waitFor();
  await waitForMail(person.email, CODE_SUBJECT, 2);

  await page.getByRole('button', { name: 'Change email' }).click();
  await page.getByRole('heading', { level: 1, name: 'Create your account' }).waitFor();
  await expect(page.getByLabel('First name').inputValue()).resolves.toBe('Chantal');
  await expect(page.getByLabel('Province', { exact: true }).inputValue()).resolves.toBe('ON');
  await expect(focusedId(page)).resolves.toBe('signup-email');
  expect(new URL(page.url()).search).toBe('');
  await context.close();
});

test('/social-signup: reached from /signup, registers through the social-network call', async () => {
  const context = await journey.browser.newContext({ viewport: VIEWPORT });
  const page = await context.newPage();
  await page.goto(`${journey.portal.baseUrl}/signup`);
  await page.getByRole('link', { name: 'Use the social sign-up form' }).click();
  await page.getByRole('heading', { level: 1, name: 'Complete your sign-up' }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/social-signup');
  await expect(page.title()).resolves.toBe('Business Portal | Social sign-up');
  await shootAndCheckAllWidths(page, 'social-signup');
  await page.getByLabel('Country').selectOption('GB');
  await fill(page, { ...grace, email: 'ada.social@example.co.uk' }, 'County', 'Postcode');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await page.getByRole('heading', { level: 1, name: 'Verify your email' }).waitFor();
  await waitForMail('ada.social@example.co.uk', CODE_SUBJECT);
  await context.close();
});

test('in German (CH) with flow=GAD: Swiss labels and formats, registered through /auth/registerUser with the product kept', async () => {
  const context = await journey.browser.newContext({ viewport: VIEWPORT });
  const page = await context.newPage();
  await page.goto(`${journey.portal.baseUrl}/signup?lang=de-ch&flow=GAD&app_id=294`);
  await page.getByRole('heading', { level: 1, name: 'Konto erstellen' }).waitFor();
  await expect(page.title()).resolves.toBe('Business Portal | Registrieren');
  await expect(page.getByLabel('Land', { exact: true }).inputValue()).resolves.toBe('CH');
  await expect(
    page.getByLabel('Postleitzahl', { exact: true }).getAttribute('placeholder'),
  ).resolves.toBe('8001');
  await page.getByLabel('Kanton/Provinz', { exact: true }).fill('Zürich');
  await page.getByRole('button', { name: 'Registrieren' }).click();
  await page.getByText('Bitte füllen Sie alle Pflichtfelder aus.').waitFor();
  await shootAndCheckAllWidths(page, 'signup-de-ch-errors');

  await page.getByLabel('Vorname', { exact: true }).fill('Heidi');
  await page.getByLabel('Nachname', { exact: true }).fill('Müller');
  await page
    .getByLabel('Geschäftliche E-Mail-Adresse', { exact: true })
    .fill('heidi.mueller@example.ch');
  await page.getByLabel('Strasse und Hausnummer', { exact: true }).fill('Bahnhofstrasse 1');
  await page.getByLabel('Ort', { exact: true }).fill('Zürich');
  await page.getByLabel('Postleitzahl', { exact: true }).fill('8001');
  await page.getByLabel('Telefonnummer', { exact: true }).fill('+41 44 668 18 00');
  const registered = page.waitForRequest(/\/services\/auth\/registerUser$/);
  await page.getByRole('button', { name: 'Registrieren' }).click();
  const body: unknown = (await registered).postDataJSON();
  expect(body).toMatchObject({
    country: 'CH',
    countryId: 'CH',
    language: 'de-ch',
    phoneNumber: '+41446681800',
    acceptTerms: false,
    plaVersion: 0,
    redirectUrl: '/?app_id=294',
  });
  await page.getByRole('heading', { level: 1, name: 'E-Mail-Adresse bestätigen' }).waitFor();
  // The code mail is in the account's language.
  await waitForMail(
    'heidi.mueller@example.ch',
    'Bestätigen Sie Ihre E-Mail-Adresse für das Business Portal',
  );
  await context.close();
});

// §8 "Please verify your email." (docs/decisions/sign-in-and-sessions.md D-AUTH-8): an account made
// with its password outside sign-up, its email never verified.
test('an account whose email was never verified: the code, then sign in with its password', async () => {
  const context = await journey.browser.newContext({ viewport: VIEWPORT });
  const page = await context.newPage();
  const email = 'unverified@example.com';
  await page.goto(`${journey.portal.baseUrl}/`);
  await page.waitForURL(/\/login\?interaction=/);
  await page.getByLabel('Business email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Demo-Portal-2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByText('Please verify your email.').waitFor();
  expect(new URL(page.url()).pathname).toBe('/login/callback');
  const noSession = await page.request.get(
    `${journey.portal.baseUrl}/services/auth/checkUserLogin`,
  );
  expect(noSession.status()).toBe(401);
  await shootAndCheckAllWidths(page, 'sign-in-verify-email');

  await page.getByRole('button', { name: 'Send me a verification code' }).click();
  // Exact: the callback page's own heading, "Please verify your email.", contains these words.
  await page.getByRole('heading', { level: 1, name: 'Verify your email', exact: true }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/verify-email');
  await expect(page.getByRole('button', { name: 'Change email' }).count()).resolves.toBe(0);
  const code = codeIn(await waitForMail(email, CODE_SUBJECT));
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await page.getByRole('heading', { level: 1, name: 'Your email is verified' }).waitFor();
  await page
    .getByText(`Your email address ${email} is verified. Sign in with your password.`)
    .waitFor();
  await shootAndCheckAllWidths(page, 'verify-email-active');

  await page.getByRole('link', { name: 'Sign in' }).click();
  await page.waitForURL(/\/login\?interaction=/);
  await expect(page.getByLabel('Business email address').inputValue()).resolves.toBe(email);
  await page.getByLabel('Password', { exact: true }).fill('Demo-Portal-2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'Welcome, Jordan' }).waitFor();
  await context.close();
});
