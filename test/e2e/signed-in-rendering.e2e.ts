import { holdScripts } from './browser';
import { journeyForThisFile, myApps, signInAs } from './journey';

jest.setTimeout(240_000);

// Issue 29 "/ signed in paints the frame … from HTML" (D-SSR-8): for a request with a live
// session the server renders the frame and the dashboard with the user's data, and the browser
// hydrates that very markup (every context fails on a console error, which is how React reports a
// mismatch). These journeys sign in more often in a minute than the abuse limits let one address.
const journey = journeyForThisFile({ RATE_LIMIT_SIGN_IN_PER_ADDRESS_PER_MINUTE: '60' });

test.each([
  ['us.owner@example.com', 1280, 'Welcome, Alex', 'Acme Analytics LLC', /^Credit Insights/, false],
  [
    'uk.trial@example.com',
    375,
    'Welcome, Harriet',
    'Thames Valley Joinery Ltd',
    /^Credit Monitor/,
    false,
  ],
  // The pending-DUNS popup is a dialog: the browser opens it once the page is live.
  [
    'pending.duns@example.com',
    768,
    'Welcome, Sam',
    '(Company pending)',
    /^Credit Insights Free/,
    true,
  ],
])(
  '%s at %i px: the dashboard arrives drawn with its data, and the browser takes that markup over',
  async (email, width, welcome, company, tile, popup) => {
    const context = await journey.browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    await signInAs(page, journey.portal.baseUrl, email);
    const release = await holdScripts(page);
    await page.goto(`${journey.portal.baseUrl}/`, { waitUntil: 'commit' });
    // Before any script has run: the frame, the user's company and My Apps from the server.
    const heading = page.getByRole('heading', { name: welcome });
    await heading.waitFor();
    await expect(page.getByLabel('Company', { exact: true }).inputValue()).resolves.toBe(company);
    await myApps(page).getByRole('button', { name: tile }).waitFor();
    const drawn = await heading.elementHandle();
    release();
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    // Hydrated, not drawn again: the server's element is the one on the page.
    await expect(drawn?.evaluate((element) => element.isConnected)).resolves.toBe(true);
    if (popup) {
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
    }
    // Live: the bell's panel opens.
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await page.getByRole('button', { name: /^Notifications/, expanded: true }).waitFor();
    await context.close();
  },
);

test('with JavaScript off a signed-in user still sees their dashboard, in their language', async () => {
  const signedIn = await journey.browser.newContext({ viewport: { width: 375, height: 800 } });
  const page = await signedIn.newPage();
  await signInAs(page, journey.portal.baseUrl, 'us.owner@example.com');
  const noScript = await journey.browser.newContext({
    viewport: { width: 375, height: 800 },
    javaScriptEnabled: false,
  });
  await noScript.addCookies(await signedIn.cookies());
  const plain = await noScript.newPage();
  await plain.goto(`${journey.portal.baseUrl}/?lang=de-CH`);
  await plain.getByRole('heading', { name: 'Willkommen, Alex' }).waitFor();
  await plain.getByRole('region', { name: 'Meine Apps' }).waitFor();
  await noScript.close();
  await signedIn.close();
});

test('a request without a session gets no signed-in page and no data', async () => {
  const html = await (await fetch(`${journey.portal.baseUrl}/`)).text();
  expect(html).toContain('<div id="root"></div>');
  expect(html).not.toContain('portal-first-answers');
});
