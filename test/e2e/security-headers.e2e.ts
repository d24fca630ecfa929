import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { pageProblems } from './browser';
import { journeyForThisFile } from './journey';
import { eventually } from './eventually';

jest.setTimeout(180_000);

// The server's pages under the Content-Security-Policy (server/http/security-headers.ts): each one
// renders and works in Chromium without a single violation (the harness fails a context that
// reports one when it closes), and the production build's source maps stay private.

const journey = journeyForThisFile();
let context: BrowserContext;

beforeEach(async () => {
  context = await journey.browser.newContext({ viewport: { width: 1280, height: 900 } });
});

afterEach(async () => {
  await context.close();
});

test('the portal injects styled-components styles with the answer nonce', async () => {
  const page = await context.newPage();
  await page.goto(`${journey.portal.baseUrl}/`);
  await page.getByLabel('Business email address').waitFor();
  const styles = await page.evaluate(() => {
    const meta = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
    const injected = [...document.querySelectorAll<HTMLStyleElement>('style[data-styled]')];
    return {
      metaNonce: meta?.nonce ?? '',
      injected: injected.map((style) => ({
        nonce: style.nonce,
        rules: style.sheet?.cssRules.length ?? 0,
      })),
    };
  });
  expect(styles.metaNonce).toMatch(/^[0-9a-f]{32}$/);
  expect(styles.injected.length).toBeGreaterThan(0);
  for (const style of styles.injected) {
    expect(style.nonce).toBe(styles.metaNonce);
    expect(style.rules).toBeGreaterThan(0);
  }
  expect(pageProblems(context)).toEqual([]);
});

test('Swagger UI renders the API document', async () => {
  const page = await context.newPage();
  await page.goto(`${journey.portal.baseUrl}/services/docs`);
  await page.getByRole('heading', { name: /Business Portal services/ }).waitFor();
  await page.locator('.opblock').first().waitFor();
  // Opening an operation runs more of Swagger UI's code (and its inline SVG icons).
  await page.locator('.opblock-summary').first().click();
  await page.locator('.opblock-body').first().waitFor();
  await eventually(
    () => page.locator('.opblock').count(),
    (count) => expect(count).toBeGreaterThan(10),
  );
  expect(pageProblems(context)).toEqual([]);
});

test('the frame pages (outbox, demo product, provider error) are styled by their hashed style', async () => {
  const page = await context.newPage();
  for (const [url, heading] of [
    ['/dev/mail', 'Outbox'],
    ['/demo-product/154', 'Duns Manager and Profile Manager (demo)'],
    ['/oidc/auth?client_id=unknown', 'Sorry, something went wrong. Please try again later.'],
  ] as const) {
    await page.goto(`${journey.portal.baseUrl}${url}`);
    await page.getByRole('heading', { name: heading }).waitFor();
    // The frame's style sheet applied: main is a white card on the grey page.
    await expect(
      page.locator('main').evaluate((main) => getComputedStyle(main).backgroundColor),
    ).resolves.toBe('rgb(255, 255, 255)');
  }
  expect(pageProblems(context)).toEqual([]);
});

test('the harness fails a context whose page breaks its policy', async () => {
  const watched = await journey.browser.newContext();
  const page = await watched.newPage();
  await page.route(`${journey.portal.baseUrl}/csp-probe`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      headers: { 'content-security-policy': "script-src 'self'" },
      body: '<title>probe</title><script>document.title = "ran";</script>',
    }),
  );
  const reported = page.waitForEvent('console', (message) =>
    message.text().startsWith('securitypolicyviolation'),
  );
  await page.goto(`${journey.portal.baseUrl}/csp-probe`);
  await reported;
  await expect(page.title()).resolves.toBe('probe');
  await expect(watched.close()).rejects.toThrow(
    /securitypolicyviolation: script-src-elem blocked inline/,
  );
});

test('the production bundles name no source map and the server serves none', async () => {
  const assets = path.resolve(__dirname, '../../dist/assets');
  const scripts = fs.readdirSync(assets).filter((file) => file.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) {
    expect(fs.readFileSync(path.join(assets, script), 'utf8')).not.toContain('sourceMappingURL');
    const map = await fetch(`${journey.portal.baseUrl}/assets/${script}.map`);
    expect(map.status).toBe(404);
  }
  const served = await fetch(`${journey.portal.baseUrl}/assets/${scripts[0] ?? ''}`);
  expect(served.status).toBe(200);
  expect(served.headers.get('sourcemap')).toBeNull();
});
