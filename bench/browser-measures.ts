import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { median } from './statistics';

export const DEMO_PASSWORD = 'Demo-Portal-2026';

export const launchBrowser = (): Promise<Browser> =>
  chromium.launch({
    executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
  });

const loginForm = (page: Page) => page.getByLabel('Business email address');

/** Signs in through the login page as a user would; resolves once the dashboard greets them. */
export const signIn = async (page: Page, baseUrl: string, email: string): Promise<void> => {
  await page.goto(`${baseUrl}/`);
  await loginForm(page).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: /^Welcome/ }).waitFor({ timeout: 60_000 });
};

export interface SessionCookies {
  readonly cookie: string;
  readonly csrfToken: string;
}

export const sessionCookiesOf = async (context: BrowserContext): Promise<SessionCookies> => {
  const cookies = await context.cookies();
  const value = (name: string) => cookies.find((cookie) => cookie.name === name)?.value ?? '';
  return {
    cookie: `portal_session=${value('portal_session')}`,
    csrfToken: value('XSRF-TOKEN'),
  };
};

export interface LoginPageLoad {
  /** The JavaScript Chromium downloaded for a signed-out `/` up to a usable login form, gzip -9. */
  readonly jsGzipKb: number;
  readonly scripts: readonly { readonly url: string; readonly gzipKb: number }[];
  /** HTML documents loaded on the way (the redirect to the identity provider included). */
  readonly documents: number;
  /** How many times the SPA's entry script ran. */
  readonly boots: number;
}

const kb = (bytes: number): number => Math.round((bytes / 1024) * 10) / 10;

/** A signed-out visit to `/` as a new user makes it, until the login form can be typed in. */
export const loadLoginPage = async (browser: Browser, baseUrl: string): Promise<LoginPageLoad> => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts: { url: string; gzipKb: number }[] = [];
  const pending: Promise<void>[] = [];
  let documents = 0;
  let boots = 0;
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type === 'document' && response.status() === 200) documents += 1;
    if (type !== 'script') return;
    if (/\/main\.[^/]*\.js$/.test(new URL(response.url()).pathname)) boots += 1;
    pending.push(
      response.body().then(
        (body) =>
          void scripts.push({
            url: response.url(),
            gzipKb: kb(gzipSync(body, { level: 9 }).length),
          }),
        () => undefined,
      ),
    );
  });
  await page.goto(`${baseUrl}/`);
  await loginForm(page).waitFor();
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  await context.close();
  const jsGzipKb = kb(scripts.reduce((sum, script) => sum + script.gzipKb * 1024, 0));
  return { jsGzipKb, scripts, documents, boots };
};

/** Password submitted → dashboard painted, `runs` times in new contexts; the median in ms. */
export const signInTimings = async (
  browser: Browser,
  baseUrl: string,
  email: string,
  runs: number,
): Promise<{ medianMs: number; samplesMs: readonly number[] }> => {
  const samples: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`);
    await loginForm(page).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    const started = Date.now();
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: /^Welcome/ }).waitFor({ timeout: 60_000 });
    samples.push(Date.now() - started);
    await context.close();
  }
  return { medianMs: median(samples), samplesMs: samples };
};

/**
 * Get-a-DUNS search from the browser (issue 14): on /gad/search, a name and ZIP typed, Search
 * pressed → the matching companies painted. One signed-in page, each query in turn; the median.
 */
export const getADunsSearchTimings = async (
  browser: Browser,
  baseUrl: string,
  email: string,
  queries: readonly { readonly businessName: string; readonly zipCode: string }[],
): Promise<{ medianMs: number; samplesMs: readonly number[] }> => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, baseUrl, email);
  await page.goto(`${baseUrl}/gad/search`);
  // The results section is aria-busy while a search is on its way.
  const settledResults = page.locator(
    'section[aria-labelledby="get-a-duns-results-heading"][aria-busy="false"]',
  );
  const samples: number[] = [];
  for (const query of queries) {
    await page.getByLabel('Business name').fill(query.businessName);
    await page.getByLabel('ZIP Code').fill(query.zipCode);
    const firstWord = query.businessName.split(' ')[0] ?? query.businessName;
    const started = Date.now();
    const answered = page.waitForResponse((response) =>
      response.url().endsWith('/services/GAD/companySearch'),
    );
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await answered;
    await settledResults.getByText(firstWord).first().waitFor();
    samples.push(Date.now() - started);
  }
  await context.close();
  return { medianMs: median(samples), samplesMs: samples };
};

// Runs in the page (a string: the bench's TypeScript has no DOM types). Printable keys only.
const KEYSTROKE_PROBE = `(() => {
  const samples = [];
  window.__keystrokeMs = samples;
  document.addEventListener('keydown', (event) => {
    if (event.key.length !== 1) return;
    const started = performance.now();
    requestAnimationFrame(() => setTimeout(() => samples.push(performance.now() - started), 0));
  }, true);
})()`;

/**
 * The header's company selector with many companies (issue 15): signed in, the real combobox
 * focused, each prefix typed a character at a time. A keystroke's time runs from its keydown to
 * the first moment after the next paint (a `requestAnimationFrame`, then a task after it), so it
 * covers the filtering, React's render, style, layout and paint of the list; the median of all.
 */
export const companySelectorTimings = async (
  browser: Browser,
  baseUrl: string,
  email: string,
  prefixes: readonly string[],
): Promise<{ medianMs: number; samplesMs: readonly number[] }> => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, baseUrl, email);
  const selector = page.getByRole('combobox', { name: 'Company' });
  await selector.waitFor();
  await page.evaluate(KEYSTROKE_PROBE);
  for (const prefix of prefixes) {
    await selector.fill('');
    await selector.focus();
    for (const character of prefix) {
      await page.keyboard.type(character);
      // Each keystroke measured alone: the next one comes after the list has painted and settled.
      await page.waitForTimeout(150);
    }
  }
  const recorded: unknown = await page.evaluate('window.__keystrokeMs');
  const samples = Array.isArray(recorded)
    ? recorded.filter((value): value is number => typeof value === 'number')
    : [];
  await context.close();
  return { medianMs: median(samples), samplesMs: samples };
};
