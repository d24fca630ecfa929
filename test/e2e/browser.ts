import type { AxeResults, RunOptions } from 'axe-core';
import fs from 'node:fs';
import path from 'node:path';
import { AXE_RULES_LEFT_OUT } from '../axe-rules';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type Page,
  type Request,
} from 'playwright-core';
import { CHROMIUM_LAUNCH_OPTIONS, SHARED_BROWSER_ENDPOINT } from './chromium';

/**
 * Reports every Content-Security-Policy violation on the page's console, with the directive and
 * what it blocked. Injected through the DevTools protocol, so the page's own policy cannot stop it.
 */
const REPORT_CSP_VIOLATIONS = `document.addEventListener('securitypolicyviolation', (event) => {
  console.error('securitypolicyviolation: ' + event.effectiveDirective + ' blocked ' +
    (event.blockedURI || 'inline') + ' in ' + event.sourceFile + ':' + event.lineNumber);
});`;

/**
 * The browser logs every 4xx answer as an error, and the journeys provoke some on purpose (a wrong
 * password's 401, the session check after sign-out): those are not problems of the page.
 */
const EXPECTED_CONSOLE_ERROR =
  /^Failed to load resource: the server responded with a status of 4\d\d\b/;

const pageProblemsByContext = new WeakMap<BrowserContext, string[]>();
const expectedConsoleErrorsByContext = new WeakMap<BrowserContext, RegExp[]>();

/**
 * A console error that a journey provokes on purpose in this context only (the 503 answers of a
 * portal under maintenance), so that it does not count as a page problem.
 */
export const expectConsoleErrors = (context: BrowserContext, pattern: RegExp): void => {
  expectedConsoleErrorsByContext.set(context, [
    ...(expectedConsoleErrorsByContext.get(context) ?? []),
    pattern,
  ]);
};

/** The CSP violations, console errors and uncaught exceptions of a context's pages so far. */
export const pageProblems = (context: BrowserContext): readonly string[] =>
  pageProblemsByContext.get(context) ?? [];

/**
 * Watches a context's pages; closing it throws when any of them reported a CSP violation, a
 * console error or an uncaught exception, so a journey fails on one without asserting anything.
 */
export const failOnPageProblems = async (context: BrowserContext): Promise<BrowserContext> => {
  const problems: string[] = [];
  pageProblemsByContext.set(context, problems);
  await context.addInitScript(REPORT_CSP_VIOLATIONS);
  context.on('console', (message) => {
    const expected = [
      EXPECTED_CONSOLE_ERROR,
      ...(expectedConsoleErrorsByContext.get(context) ?? []),
    ];
    if (message.type() !== 'error' || expected.some((pattern) => pattern.test(message.text()))) {
      return;
    }
    const { url, lineNumber } = message.location();
    problems.push(
      `console error on ${message.page()?.url() ?? url}: ${message.text()} (${url}:${lineNumber})`,
    );
  });
  context.on('weberror', (error) => {
    problems.push(`uncaught ${error.error().message} on ${error.page()?.url() ?? 'a page'}`);
  });
  const close = context.close.bind(context);
  context.close = async (options) => {
    await close(options);
    if (problems.length > 0) {
      throw new Error(`The pages reported problems:\n${problems.join('\n')}`);
    }
  };
  return context;
};

/**
 * Debian's Chromium, with the flags this offline machine needs (docs/stack.md "Chromium"): the
 * run's shared one when the e2e global setup started it, else one of this file's own. Closing it
 * closes this file's contexts. Every context it opens fails its journey on a page problem (see
 * failOnPageProblems).
 */
export const launchChromium = async (): Promise<Browser> => {
  const endpoint = process.env[SHARED_BROWSER_ENDPOINT];
  const browser =
    endpoint === undefined
      ? await chromium.launch(CHROMIUM_LAUNCH_OPTIONS)
      : await chromium.connect(endpoint);
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => failOnPageProblems(await newContext(options));
  return browser;
};

export const SCREENSHOT_DIR = path.resolve(__dirname, '../../test-results/screenshots');
export const VIEWPORT_WIDTHS = [375, 768, 1280] as const;

const screenshotPath = (name: string, width: number): string => {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  return path.join(SCREENSHOT_DIR, `${name}-${width}.png`);
};

/**
 * Screenshots are for people to look at, not assertions: `npm test` leaves them out with
 * E2E_SCREENSHOTS=0 (about a tenth of the journeys' CPU, D-SUITE-13), `npm run test:e2e` takes them.
 */
const SCREENSHOTS = process.env.E2E_SCREENSHOTS !== '0';

/** A full-page screenshot of the page as `name` at `width`, unless screenshots are off. */
export const saveScreenshot = async (page: Page, name: string, width: number): Promise<void> => {
  if (SCREENSHOTS) await page.screenshot({ path: screenshotPath(name, width), fullPage: true });
};

/** The part of axe-core's API the journeys call in the page. */
interface AxeInPage {
  run(context: Document, options: RunOptions): Promise<AxeResults>;
  getRules(): { ruleId: string }[];
}

/** axe-core's browser build (the project's own version), read once per test file. */
export const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

const injectAxe = async (page: Page): Promise<void> => {
  const injected = await page.evaluate(() => 'axe' in window);
  if (!injected) await page.evaluate(AXE_SOURCE);
};

/** The ids of the rules the journeys run, as the page's axe names them. */
export const axeRuleIds = async (page: Page): Promise<string[]> => {
  await injectAxe(page);
  return page.evaluate((leftOut) => {
    const { axe } = window as unknown as { axe: AxeInPage };
    return axe
      .getRules()
      .map((rule) => rule.ruleId)
      .filter((id) => !leftOut.includes(id));
  }, AXE_RULES_LEFT_OUT);
};

/**
 * axe with every rule but AXE_RULES_LEFT_OUT, in the page itself, collecting only violations.
 * The source goes into a document once: @axe-core/playwright's default mode evaluates half a
 * megabyte of axe again at every check, runs it in each frame, then a second time in a new blank
 * page, and gathers every passing node on the way, about five times slower here (D-SUITE-1). The portal has no frames; axe-check.e2e.ts holds both to the same violating nodes.
 */
export const runAxe = async (page: Page): Promise<AxeResults> => {
  const values = await axeRuleIds(page);
  return page.evaluate((rules) => {
    const { axe } = window as unknown as { axe: AxeInPage };
    return axe.run(document, {
      runOnly: { type: 'rule', values: rules },
      resultTypes: ['violations'],
    });
  }, values);
};

const axeViolations = async (page: Page): Promise<string[]> =>
  (await runAxe(page)).violations.map((violation) => `${violation.id}: ${violation.help}`);

export const expectNoAxeViolations = async (page: Page) => {
  expect(await axeViolations(page)).toEqual([]);
};

export const shootAllWidths = async (page: Page, name: string) => {
  // Only screenshots happen here: with them off there is nothing to resize for.
  if (!SCREENSHOTS) return;
  for (const width of VIEWPORT_WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await saveScreenshot(page, name, width);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
};

/** Lets the page react to a new viewport (media queries, layout) before it is looked at. */
const twoFrames = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );

/** The script requests of each page still on their way (the chunks a new width loads). */
const scriptsInFlight = new WeakMap<Page, Set<Request>>();

const trackScripts = (page: Page) => {
  if (scriptsInFlight.has(page)) return;
  const pending = new Set<Request>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') pending.add(request);
  });
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
  scriptsInFlight.set(page, pending);
};

/**
 * Waits until the page has drawn at its new size: the code a width needs (the phone header and
 * its menu load on demand) has arrived, and two frames have passed since.
 */
const settleLayout = async (page: Page) => {
  // The window reports its new width before media queries and layout are looked at.
  const width = page.viewportSize()?.width;
  if (width !== undefined) {
    await page.waitForFunction((expected) => window.innerWidth === expected, width);
  }
  await twoFrames(page);
  const pending = scriptsInFlight.get(page);
  for (let waited = 0; pending !== undefined && pending.size > 0 && waited < 100; waited += 1) {
    await page.waitForTimeout(50);
  }
  await twoFrames(page);
};

/**
 * At each width (375, 768 and 1280 px unless told): a full-page screenshot, nothing wider than
 * the window, and an axe check with zero violations.
 */
export const shootAndCheckAllWidths = async (
  page: Page,
  name: string,
  widths: readonly number[] = VIEWPORT_WIDTHS,
) => {
  trackScripts(page);
  const before = page.viewportSize() ?? { width: 1280, height: 900 };
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await settleLayout(page);
    const overflowNow = () =>
      page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    // On a loaded machine a resized page can be looked at before its styles caught up with the
    // new width; a real overflow stays however long we wait, a late relayout does not.
    let overflow = await overflowNow();
    for (let tries = 0; overflow !== 0 && tries < 10; tries += 1) {
      await page.waitForTimeout(300);
      if (tries % 3 === 2) {
        // Under heavy load Chromium was seen keeping a page's CSS media queries at its previous
        // width after the resize, while the window and matchMedia already reported the new one
        // (the phone header above a desktop grid). A second resize, and switching the emulated
        // media type to print and back, make it evaluate every media query again. A real
        // overflow is there after any number of both.
        await page.setViewportSize({ width: width + 1, height: 900 });
        await page.setViewportSize({ width, height: 900 });
        await page.emulateMedia({ media: 'print' });
        await page.emulateMedia({ media: 'screen' });
      }
      await settleLayout(page);
      overflow = await overflowNow();
    }
    await saveScreenshot(page, name, width);
    expect([width, overflow, await axeViolations(page)]).toEqual([width, 0, []]);
  }
  await page.setViewportSize(before);
  await settleLayout(page);
};

/** Holds the page's scripts back until the function it gives is called. */
export const holdScripts = async (page: Page): Promise<() => void> => {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
};
