import type { BrowserContext, Page } from 'playwright-core';
import { SUPPORTED_LOCALES } from '../../src/domain/locale/locale';
import { SUPPORTED_COUNTRIES } from '../../src/domain/locale/country';
import { countryName } from '../../src/domain/locale/country-names';
import { LOCALE_OWN_NAMES } from '../../src/domain/locale/locale-own-names';
import { PORTAL_ROUTES, routeOf } from '../../src/ui/routing/route-table';
import { saveScreenshot } from './browser';
import { journeyForThisFile } from './journey';
import { startPortal } from './portal-server';

jest.setTimeout(600_000);

// Issue 11, docs/decisions/pseudo-locale.md D-PSEUDO-1: with PSEUDO_LOCALE=true, `?lang=en-xa`
// shows every message accented, 40 % longer and in ⟦…⟧. Every page of the route table is walked in
// it at 375 px: any visible text outside the brackets did not come from the message catalogue (a
// hard-coded string) unless it is one of the data values below, and no page may be wider than the
// window. The pages come from src/ui/routing/route-table.ts at run time, so a page added there is
// walked as soon as it lands.

const journey = journeyForThisFile({
  PSEUDO_LOCALE: 'true',
  RATE_LIMIT_SIGN_IN_PER_ADDRESS_PER_MINUTE: '60',
  RATE_LIMIT_SIGN_IN_PER_ACCOUNT_PER_MINUTE: '60',
});

const PERSONA = 'us.owner@example.com';
const PASSWORD = 'Demo-Portal-2026';
const WIDTH = 375;

/**
 * Text that is data, not catalogue text: what the seeded persona, the backend and Intl show as
 * they are. Kept small and explicit on purpose: a value here is never reported, wherever it shows.
 */
// (Each pattern is global: every occurrence in a line is taken out.)
const DATA_VALUES: readonly (string | RegExp)[] = [
  // Brand and product names, never translated (translations/README.md), and the tiles' marks.
  'Duns Manager and Profile Manager',
  'Credit Insights Free',
  'Credit Insights',
  'Credit Monitor',
  'Registered Seal',
  'AAA Diploma',
  'Livelogo',
  'Hoovers',
  'Finance Analytics',
  'Lendio',
  'NEXT Insurance',
  'Lili',
  'Safari',
  'Firefox',
  'Chrome',
  'Edge',
  /^(CI|CM|RS|DM|AD)$/g,
  // The persona, its company and the company's record (server/seed/personas.ts).
  'Alex Morgan',
  PERSONA,
  'Acme Analytics LLC',
  'Acme Analytics',
  'Director',
  'Delaware',
  'Management consulting services',
  'www.acme-analytics.example',
  'Market Plaza',
  'Market Street',
  'Short Hills, NJ',
  'Rita Chen, Chief Financial Officer',
  'Samuel Ortiz, Vice President Operations',
  // The backend's own texts: legal documents, agreements, a support case's notification.
  'Product Licence Agreement',
  'Terms of Use',
  'Privacy Policy',
  /^Support case \d+: .*$/g,
  // Order and subscription numbers.
  /\b(ORD|SUB)-[\d-]+/g,
  // Dates and relative times as Intl writes them (en-XA formats as English).
  /\b(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}/g,
  /\b\d+ (second|minute|hour|day|week|month|year)s? ago\b/g,
  /^(yesterday|today)$/g,
];

/** Where each page lands, and what the walk found there. */
interface Finding {
  readonly path: string;
  readonly landedOn: string;
  /** Whether the page showed any catalogue text at all (a blank page has no stray text either). */
  readonly showsCatalogueText: boolean;
  readonly strays: readonly string[];
  readonly overflow: number;
  readonly wideElements: readonly string[];
}

/**
 * The visible text of the page outside the pseudo-locale's brackets (nested brackets counted), one
 * entry per line of text, with the data values taken out; the title, placeholders and accessible
 * names of the page count as visible text too.
 */
const strayText = async (page: Page): Promise<string[]> => {
  const texts = await page.evaluate(() => {
    const attributes = [...document.querySelectorAll('[placeholder], [aria-label], [alt], [title]')]
      .filter((element) => element.closest('[hidden], [aria-hidden="true"]') === null)
      .flatMap((element) =>
        ['placeholder', 'aria-label', 'alt', 'title']
          .map((name) => element.getAttribute(name))
          .filter((value): value is string => value !== null && value.trim() !== ''),
      );
    return [document.title, document.body.innerText, ...attributes];
  });
  // Names of countries and languages come from the domain's tables, not the catalogue (the
  // footer's switcher, the sign-up form's selects).
  const intlNames = [
    ...SUPPORTED_COUNTRIES.flatMap((country) =>
      SUPPORTED_LOCALES.map((locale) => countryName(country, locale)),
    ),
    ...Object.values(LOCALE_OWN_NAMES),
  ];
  const outside: string[] = [];
  for (const text of texts) {
    let depth = 0;
    let current = '';
    for (const character of text) {
      if (character === '⟦') depth += 1;
      else if (character === '⟧') depth = Math.max(0, depth - 1);
      else if (depth === 0) current += character;
    }
    outside.push(...current.split('\n'));
  }
  return outside
    .map((line) => {
      let rest = line.trim();
      // Longest first: "English (United States)" before "United States".
      for (const name of [...intlNames].sort((a, b) => b.length - a.length)) {
        rest = rest.replaceAll(name, ' ');
      }
      for (const value of DATA_VALUES) rest = rest.replaceAll(value, ' ');
      return rest.trim();
    })
    .filter((line) => /\p{L}/u.test(line));
};

/** How much wider than the window the page is (a late relayout waited out), and what sticks out. */
const overflowAt375 = async (page: Page): Promise<{ overflow: number; wide: string[] }> => {
  const measure = () =>
    page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  let overflow = await measure();
  for (let tries = 0; overflow > 0 && tries < 5; tries += 1) {
    await page.waitForTimeout(300);
    overflow = await measure();
  }
  const wide =
    overflow > 0
      ? await page.evaluate(() =>
          [...document.body.querySelectorAll('*')]
            .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
            .slice(-5)
            .map(
              (element) =>
                `<${element.tagName.toLowerCase()} class="${element.className.toString()}"> ${(
                  element.textContent ?? ''
                ).slice(0, 60)}`,
            ),
        )
      : [];
  return { overflow, wide };
};

/** Opens a page as a user would and waits until it has drawn its catalogue text. */
const openAndSettle = async (page: Page, url: string): Promise<void> => {
  // A page that keeps a request open (a poll) is looked at when the wait runs out.
  const networkQuiet = () =>
    page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  await page.goto(url);
  await networkQuiet();
  await page
    .waitForFunction(() => document.body.innerText.includes('⟦'), undefined, { timeout: 10_000 })
    .catch(() => undefined);
  // Late chunks (a lazily loaded header part) and their text.
  await networkQuiet();
  await page.waitForTimeout(300);
};

const walk = async (page: Page, path: string): Promise<Finding> => {
  await openAndSettle(page, `${journey.portal.baseUrl}${path}`);
  await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('en-XA');
  const { overflow, wide } = await overflowAt375(page);
  const landedOn = new URL(page.url()).pathname;
  await saveScreenshot(
    page,
    `pseudo-en-xa${path === '/' ? '-home' : path.replaceAll('/', '-')}`,
    WIDTH,
  );
  const showsCatalogueText = await page.evaluate(() => document.body.innerText.includes('⟦'));
  return {
    path,
    landedOn,
    showsCatalogueText,
    strays: await strayText(page),
    overflow,
    wideElements: wide,
  };
};

const signIn = async (page: Page): Promise<void> => {
  await page.goto(`${journey.portal.baseUrl}/?lang=en-xa`);
  await page.waitForURL(/\/login\?interaction=/);
  await page.locator('input[autocomplete="username"]').fill(PERSONA);
  await page.locator('input[autocomplete="current-password"]').fill(PASSWORD);
  await page.locator('button[type="submit"]').click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByRole('heading', { level: 1 }).waitFor();
};

const routes = PORTAL_ROUTES.map(routeOf);
const publicPaths = routes.filter((route) => route.access === 'public').map(({ path }) => path);
const securePaths = routes.filter((route) => route.access === 'secure').map(({ path }) => path);

const report = (findings: readonly Finding[]) =>
  findings
    .filter(
      (finding) => !finding.showsCatalogueText || finding.strays.length > 0 || finding.overflow > 0,
    )
    .map(
      (finding) =>
        `${finding.path} (landed on ${finding.landedOn}):` +
        (finding.showsCatalogueText ? '' : '\n  no text of the pseudo-locale at all') +
        finding.strays
          .map((stray) => `\n  text not from the catalogue: ${JSON.stringify(stray)}`)
          .join('') +
        (finding.overflow > 0
          ? `\n  ${finding.overflow} px wider than ${WIDTH} px: ${finding.wideElements.join(' | ')}`
          : ''),
    );

const newContext = (): Promise<BrowserContext> =>
  journey.browser.newContext({ viewport: { width: WIDTH, height: 800 } });

test('the route table has public and secure pages to walk', () => {
  expect(publicPaths).toEqual(expect.arrayContaining(['/login', '/forgot-password']));
  expect(securePaths).toEqual(expect.arrayContaining(['/', '/accountInfo/profile']));
});

test('the walk catches a hard-coded text and a page wider than 375 px', async () => {
  const context = await newContext();
  const page = await context.newPage();
  await openAndSettle(page, `${journey.portal.baseUrl}/obsoleteBrowser?lang=en-xa`);
  await expect(strayText(page)).resolves.toEqual([]);
  await expect(overflowAt375(page)).resolves.toMatchObject({ overflow: 0 });
  await page.evaluate(() => {
    const stray = document.createElement('p');
    stray.textContent = 'Hard-coded words';
    const wide = document.createElement('div');
    // Through the CSSOM: the page's Content-Security-Policy refuses inline style attributes.
    wide.style.width = '600px';
    wide.textContent = '⟦···⟧';
    document.querySelector('main')?.append(stray, wide);
  });
  await expect(strayText(page)).resolves.toEqual(['Hard-coded words']);
  expect((await overflowAt375(page)).overflow).toBeGreaterThan(0);
  await context.close();
});

test('every public page, signed out, shows only catalogue text in en-xa and fits 375 px', async () => {
  const context = await newContext();
  const page = await context.newPage();
  await openAndSettle(page, `${journey.portal.baseUrl}/obsoleteBrowser?lang=en-xa`);
  const findings: Finding[] = [];
  for (const path of publicPaths) findings.push(await walk(page, path));
  await context.close();
  expect(report(findings)).toEqual([]);
});

test(`every secure page, signed in as ${PERSONA}, shows only catalogue text in en-xa and fits 375 px`, async () => {
  const context = await newContext();
  const page = await context.newPage();
  await signIn(page);
  const findings: Finding[] = [];
  for (const path of securePaths) findings.push(await walk(page, path));
  await context.close();
  expect(report(findings)).toEqual([]);
});

test('without PSEUDO_LOCALE, ?lang=en-xa is an unsupported code: the page is in en-us', async () => {
  const portal = await startPortal();
  try {
    const context = await newContext();
    const page = await context.newPage();
    await page.goto(`${portal.baseUrl}/obsoleteBrowser?lang=en-xa`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('en-US');
    await expect(page.evaluate(() => document.body.innerText.includes('⟦'))).resolves.toBe(false);
    await context.close();
  } finally {
    await portal.stop();
  }
});
