import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { launchChromium, pageProblems } from './browser';
import { eventually } from './eventually';
import { signInAs } from './journey';
import { startPortal, type RunningPortal } from './portal-server';

jest.setTimeout(240_000);

// Issue 30 items 7 and 9: a partner link's "<link>Clicked" event fires on the click itself, before
// the leaving-site modal (D-FRAME-10); with PORTAL_TAG_MANAGER_URL the events reach the tag
// manager, loaded under the strict CSP (D-ADP-6); by default nothing is loaded and no request
// leaves the portal's origin. The links lead to the environment's provider sites (D-ADP-7).

const COLLECTOR = 'https://tags.collector.example';
const LOADER = `${COLLECTOR}/loader.js?id=T-1`;

/**
 * A stand-in for a tag manager's loader: it sends each data-layer entry, those pushed before it
 * loaded and those pushed after, to its own origin, as a real one sends its hits.
 */
const LOADER_SCRIPT = `(function () {
  var layer = (window.dataLayer = window.dataLayer || []);
  var send = function (entry) {
    fetch('${COLLECTOR}/collect', { method: 'POST', body: JSON.stringify(entry) });
  };
  layer.forEach(send);
  var push = layer.push;
  layer.push = function () {
    for (var i = 0; i < arguments.length; i += 1) send(arguments[i]);
    return push.apply(layer, arguments);
  };
})();`;

let browser: Browser;
let plain: RunningPortal;
let withCollector: RunningPortal;

beforeAll(async () => {
  [browser, plain, withCollector] = await Promise.all([
    launchChromium(),
    startPortal(),
    startPortal({ PORTAL_TAG_MANAGER_URL: LOADER }),
  ]);
});

afterAll(async () => {
  await browser.close();
  await Promise.all([plain.stop(), withCollector.stop()]);
});

const FUNDABILITY = 'Fundability Scan (opens in a new tab)';
const leavingSite = (page: Page) =>
  page.getByRole('dialog', { name: 'You are leaving Business Portal' });

const dataLayerEvents = (page: Page): Promise<unknown[]> =>
  page.evaluate(() =>
    (window as unknown as { dataLayer: { event?: unknown }[] }).dataLayer.map((e) => e.event),
  );

/** A signed-in US owner's page, every request it makes recorded; `prepare` runs before it opens. */
const signedIn = async (
  portal: RunningPortal,
  prepare: (context: BrowserContext) => Promise<unknown> = async () => undefined,
) => {
  const context: BrowserContext = await browser.newContext({
    viewport: { width: 1280, height: 900 },
  });
  const requests: Request[] = [];
  context.on('request', (request) => requests.push(request));
  await prepare(context);
  const page = await context.newPage();
  await signInAs(page, portal.baseUrl, 'us.owner@example.com');
  return { context, page, requests };
};

test('by default: the click is tracked before the modal, and nothing leaves the portal', async () => {
  const { context, page, requests } = await signedIn(plain);
  const link = page.getByRole('link', { name: FUNDABILITY });
  // Local environment (localhost): dev's partner site (D-ADP-7).
  await expect(link.getAttribute('href')).resolves.toBe(
    'https://partners.dev.business-provider.example/us/fundability-scan',
  );
  // The page names no tag manager, loads none, and its policy allows no other origin.
  await expect(page.locator('meta[name="portal-tag-manager"]').count()).resolves.toBe(0);
  await expect(page.locator('script[data-portal-tag-manager]').count()).resolves.toBe(0);
  const answer = await page.request.get(`${plain.baseUrl}/`);
  expect(answer.headers()['content-security-policy']).not.toContain('https://');

  await expect(dataLayerEvents(page)).resolves.not.toContain('fundabilityScanClicked');
  await link.click();
  await leavingSite(page).waitFor();
  // The modal is open and nothing chosen yet: the click is already in the data layer.
  await expect(dataLayerEvents(page)).resolves.toContain('fundabilityScanClicked');
  await leavingSite(page).getByRole('button', { name: 'Cancel' }).click();
  await leavingSite(page).waitFor({ state: 'hidden' });
  await expect(dataLayerEvents(page)).resolves.toEqual(
    expect.arrayContaining(['fundabilityScanClicked']),
  );

  const elsewhere = requests
    .map((request) => new URL(request.url()))
    .filter((url) => url.origin !== plain.baseUrl && url.protocol !== 'data:')
    .map((url) => url.href);
  expect(elsewhere).toEqual([]);
  expect(pageProblems(context)).toEqual([]);
  await context.close();
});

test('with PORTAL_TAG_MANAGER_URL: the loader runs under the CSP and the events reach it', async () => {
  // The collector is not reachable from here: the browser's requests to it are answered here.
  const collected: unknown[] = [];
  const { context, page, requests } = await signedIn(withCollector, (opened) =>
    opened.route(`${COLLECTOR}/**`, async (route) => {
      const request = route.request();
      if (request.method() === 'POST') {
        collected.push(JSON.parse(request.postData() ?? 'null'));
        await route.fulfill({ status: 204, headers: { 'access-control-allow-origin': '*' } });
      } else {
        await route.fulfill({ status: 200, contentType: 'text/javascript', body: LOADER_SCRIPT });
      }
    }),
  );
  // The page names the loader; the portal added it once, with the page's nonce.
  await expect(
    page.locator('meta[name="portal-tag-manager"]').getAttribute('content'),
  ).resolves.toBe(LOADER);
  await expect(page.locator('script[data-portal-tag-manager]').count()).resolves.toBe(1);
  const script = page.locator('script[data-portal-tag-manager]');
  await expect(script.evaluate((element: HTMLScriptElement) => element.nonce)).resolves.toMatch(
    /^[0-9a-f]{32}$/,
  );
  // Loaded from its own origin, which the policy allows for scripts and calls, and nothing else.
  expect(requests.some((request) => request.url() === LOADER)).toBe(true);
  const policy = (await page.request.get(`${withCollector.baseUrl}/`)).headers()[
    'content-security-policy'
  ];
  expect(policy?.match(/https:\/\/[^ ;]+/g)).toEqual([COLLECTOR, COLLECTOR]);

  await page.getByRole('link', { name: FUNDABILITY }).click();
  await leavingSite(page).waitFor();
  // Before anything is chosen in the modal, the click has reached the collector.
  await eventually(
    async () => collected,
    (events) => expect(events).toContainEqual({ event: 'fundabilityScanClicked' }),
  );
  await leavingSite(page).getByRole('button', { name: 'Cancel' }).click();

  // Another tracked event (§7 the company-dropdown choice) reaches it the same way.
  const selector = page.getByRole('combobox', { name: 'Company' });
  await selector.click();
  await selector.fill('blue');
  await page.getByRole('option', { name: /Ridge Bakery/ }).click();
  await eventually(
    async () => collected,
    (events) => expect(events).toContainEqual({ event: 'companyDropdownChoice' }),
  );
  // No violation of the Content-Security-Policy, console error or uncaught exception.
  expect(pageProblems(context)).toEqual([]);
  await context.close();
});
