import { readCatalogue } from '../../scripts/translation-catalogue';
import { shootAndCheckAllWidths } from './browser';
import { journeyForThisFile, signInAs } from './journey';

jest.setTimeout(180_000);

// Spec §9 language order in the browser: ?lang= first, remembered for the next page; then the
// browser's language; <html lang> follows the locale.

// Several journeys sign in within a minute: more than the abuse limits let one address (6).
const journey = journeyForThisFile({
  RATE_LIMIT_SIGN_IN_PER_ADDRESS_PER_MINUTE: '60',
  RATE_LIMIT_SIGN_IN_PER_ACCOUNT_PER_MINUTE: '60',
});

const htmlLang = (page: import('playwright-core').Page) =>
  page.evaluate(() => document.documentElement.lang);

test('?lang=cs-cz shows the login page in Czech, and the choice is kept without the parameter', async () => {
  const context = await journey.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${journey.portal.baseUrl}/obsoleteBrowser?lang=cs-cz`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await expect(htmlLang(page)).resolves.toBe('cs-CZ');
  await page.goto(`${journey.portal.baseUrl}/`);
  await page.waitForURL(/\/login\?interaction=/);
  await page.getByRole('heading', { name: 'Přihlaste se ke svému účtu' }).waitFor();
  await expect(page.title()).resolves.toBe('Business Portal | Přihlášení');
  await expect(htmlLang(page)).resolves.toBe('cs-CZ');
  await shootAndCheckAllWidths(page, 'login-cs-cz');
  await context.close();
});

// Spec §1: the login widget has real text in these languages (fr-ca falls back to English).
const WIDGET_LANGUAGES = [
  ['en-us', 'en-US'],
  ['cs-cz', 'cs-CZ'],
  ['de-ch', 'de-CH'],
  ['hu-hu', 'hu-HU'],
  ['pl-pl', 'pl-PL'],
  ['sl-si', 'sl-SI'],
  ['sv-se', 'sv-SE'],
  ['da-dk', 'da-DK'],
  ['nn-no', 'nn-NO'],
  ['fi-fi', 'fi-FI'],
] as const;

test('/login?lang=X shows each widget language, with its <html lang> and page title', async () => {
  const context = await journey.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  for (const [locale, tag] of WIDGET_LANGUAGES) {
    const messages = readCatalogue(locale);
    await page.goto(`${journey.portal.baseUrl}/?lang=${locale}`);
    await page.waitForURL(/\/login\?interaction=/);
    await page.getByRole('heading', { name: messages['login.heading'] }).waitFor();
    await expect(htmlLang(page)).resolves.toBe(tag);
    await page.getByRole('button', { name: messages['login.submit'], exact: true }).waitFor();
    await expect(page.title()).resolves.toBe(`Business Portal | ${messages['login.pageTitle']}`);
  }
  await context.close();
});

test.each([
  ['de-CH', 'de-CH', 'Melden Sie sich bei Ihrem Konto an'],
  ['hu', 'hu-HU', 'Jelentkezzen be fiókjába'],
  // Spec §1: the login widget has no French; the page around it is French.
  ['fr-CA', 'fr-CA', 'Sign in to your account'],
])('a browser set to %s gets %s', async (browserLocale, tag, heading) => {
  const context = await journey.browser.newContext({
    viewport: { width: 375, height: 800 },
    locale: browserLocale,
  });
  const page = await context.newPage();
  await page.goto(`${journey.portal.baseUrl}/`);
  await page.waitForURL(/\/login\?interaction=/);
  await page.getByRole('heading', { name: heading }).waitFor();
  await expect(htmlLang(page)).resolves.toBe(tag);
  if (tag === 'fr-CA') await page.getByLabel('Langue').waitFor();
  await shootAndCheckAllWidths(page, `login-${tag}`, [375]);
  await context.close();
});

test("after sign-in the user's language preference is the portal's: cz.user sees the dashboard in Czech", async () => {
  const context = await journey.browser.newContext({
    viewport: { width: 1280, height: 900 },
    locale: 'en-US',
  });
  const page = await context.newPage();
  await signInAs(page, journey.portal.baseUrl, 'cz.user@example.com', 'Vítejte, Jana');
  await expect(page.title()).resolves.toBe('Business Portal | Úvod');
  await expect(htmlLang(page)).resolves.toBe('cs-CZ');
  await shootAndCheckAllWidths(page, 'dashboard-cs-cz');
  // Remembered: a new page load without ?lang stays Czech.
  await page.reload();
  await page.getByRole('heading', { name: 'Vítejte, Jana' }).waitFor();
  await context.close();
});

test('the footer switcher changes the language in place and the next page keeps it', async () => {
  const context = await journey.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${journey.portal.baseUrl}/`);
  await page.waitForURL(/\/login\?interaction=/);
  await page.getByLabel('Business email address').fill('typed@example.com');
  await page.getByLabel('Language').selectOption('hu-hu');
  await page.getByRole('heading', { name: 'Jelentkezzen be fiókjába' }).waitFor();
  await expect(page.getByRole('textbox').first().inputValue()).resolves.toBe('typed@example.com');
  await expect(htmlLang(page)).resolves.toBe('hu-HU');
  // Mirrored for the pages the server renders (D-I18N-3).
  const cookies = await context.cookies();
  expect(cookies.find((cookie) => cookie.name === 'portal_lang')?.value).toBe('hu-hu');
  await page.goto(`${journey.portal.baseUrl}/obsoleteBrowser`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await expect(htmlLang(page)).resolves.toBe('hu-HU');
  await context.close();
});

test.each(['hu-hu', 'de-ch', 'fi-fi'])(
  'the frame in %s (long words) fits 375, 768 and 1280 px, axe clean',
  async (locale) => {
    const context = await journey.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signInAs(page, journey.portal.baseUrl, 'us.owner@example.com');
    await page.getByLabel('Language').selectOption(locale);
    await page.waitForFunction(
      (tag) => document.documentElement.lang === tag,
      `${locale.slice(0, 2)}-${locale.slice(3).toUpperCase()}`,
    );
    await shootAndCheckAllWidths(page, `frame-${locale}`);
    await context.close();
  },
);
