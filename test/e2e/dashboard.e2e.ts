import { isDunsNumber } from '../../src/domain/companies/duns-number';
import { encodeRelayState } from '../../src/domain/redirects/relay-state';
import { shootAndCheckAllWidths } from './browser';
import { eventually } from './eventually';
import { appTile, journeyForThisFile, signedInPage } from './journey';

jest.setTimeout(240_000);

// Issue 12 "Dashboard": each persona's tiles and pills, and what opening a tile does — the demo
// product page says which product opened for which company.

const journey = journeyForThisFile({
  RATE_LIMIT_SIGN_IN_PER_ADDRESS_PER_MINUTE: '60',
  RATE_LIMIT_SIGN_IN_PER_ACCOUNT_PER_MINUTE: '60',
});

const signedIn = (email: string, width?: number) => signedInPage(journey, email, width);
const tile = appTile;

test('us.owner: the tiles of Acme, and Registered Seal asks for which company it opens', async () => {
  const page = await signedIn('us.owner@example.com');
  await page.getByRole('main').getByText('Acme Analytics LLC', { exact: true }).waitFor();
  await tile(page, /^Credit Insights$/).waitFor();
  await tile(page, /^Credit Monitor/).waitFor();
  await tile(page, /^Duns Manager and Profile Manager/).waitFor();
  await expect(
    page.getByRole('link', { name: /Add a company/ }).getAttribute('target'),
  ).resolves.toBe('_blank');
  await shootAndCheckAllWidths(page, 'dashboard-us-owner');

  await tile(page, /^Registered Seal/).click();
  const picker = page.getByRole('dialog', { name: 'Open Registered Seal for which company?' });
  await picker.waitFor();
  await shootAndCheckAllWidths(page, 'dashboard-company-picker');
  await picker.getByRole('button', { name: /Ridge Bakery/ }).click();
  await page.waitForURL(/\/demo-product\//);
  await expect(page.locator('#opened').textContent()).resolves.toMatch(
    /You opened Registered Seal \(application 274\) for .*Ridge Bakery.* \(DUNS number 060704780\)/i,
  );
  await page.context().close();
});

test('terms.pending: the terms come first; declined, then accepted from "Review the terms"', async () => {
  const page = await signedIn('terms.pending@example.com', 375);
  const creditInsights = tile(page, /^Credit Insights .*Pending product terms acceptance$/);
  await creditInsights.waitFor();
  await creditInsights.click();
  const terms = page.getByRole('dialog', { name: 'Credit Insights terms' });
  await terms.waitFor();
  await shootAndCheckAllWidths(page, 'dashboard-product-terms');
  await terms.getByRole('button', { name: 'Decline' }).click();
  const declined = page.getByRole('dialog', { name: 'Access unavailable' });
  await declined.waitFor();
  await declined.getByRole('button', { name: 'Review the terms' }).click();
  await terms.getByRole('button', { name: 'Accept and continue' }).click();
  await page.waitForURL(/\/demo-product\//);
  await expect(page.locator('#opened').textContent()).resolves.toContain(
    'You opened Credit Insights',
  );
  // Back on the dashboard the pill is gone.
  await page.goto(`${journey.portal.baseUrl}/`);
  await tile(page, /^Credit Insights$/).waitFor();
  await expect(tile(page, /Pending product terms acceptance/).count()).resolves.toBe(0);
  await page.context().close();
});

test('pending.duns: "(Company pending)" and the pill of the DUNS number being created', async () => {
  const page = await signedIn('pending.duns@example.com', 768);
  const popup = page.getByRole('dialog', { name: 'Your DUNS number is on its way' });
  await popup.waitFor();
  await shootAndCheckAllWidths(page, 'dashboard-pending-duns-popup', [375]);
  await popup.getByRole('button', { name: 'OK' }).click();
  await page.getByText('Your company is pending until its DUNS number is issued.').waitFor();
  // Sam's seeded application is pending (D-GAD-ENTRY-1).
  await tile(page, /^Credit Insights Free Pending DUNS number creation$/).waitFor();
  await shootAndCheckAllWidths(page, 'dashboard-pending-duns');
  await page.context().close();
});

test('uk.trial: the days left of the Credit Monitor preview', async () => {
  const page = await signedIn('uk.trial@example.com', 375);
  await tile(page, /^Credit Monitor 14 days of trial left$/).waitFor();
  await shootAndCheckAllWidths(page, 'dashboard-uk-trial', [375]);
  await page.context().close();
});

test('new.user: the terms-of-use and privacy consent first, then an empty dashboard leading to Get-a-DUNS', async () => {
  const context = await journey.browser.newContext({ viewport: { width: 768, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${journey.portal.baseUrl}/`);
  await page.waitForURL(/\/login\?interaction=/);
  await page.getByLabel('Business email address').fill('new.user@example.com');
  await page.getByLabel('Password', { exact: true }).fill('Demo-Portal-2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  const consent = page.getByRole('dialog', { name: 'Terms of Use and Privacy Policy' });
  await consent.waitFor();
  await shootAndCheckAllWidths(page, 'dashboard-consent');
  await page.keyboard.press('Escape');
  await consent.getByRole('checkbox', { name: /news and offers/ }).check();
  await consent.getByRole('button', { name: 'Accept and continue' }).click();
  await consent.waitFor({ state: 'detached' });
  await page.getByRole('link', { name: 'Get a DUNS number' }).waitFor();
  await shootAndCheckAllWidths(page, 'dashboard-new-user');
  // Accepted for good: a new page load does not ask again.
  await page.reload();
  await page.getByRole('link', { name: 'Get a DUNS number' }).waitFor();
  await expect(consent.count()).resolves.toBe(0);
  await context.close();
});

test('a RelayState deep link survives sign-in, preselects the company and opens the product', async () => {
  const bakery = '060704780';
  if (!isDunsNumber(bakery)) throw new Error('test data');
  const context = await journey.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const link = `/?RelayState=${encodeURIComponent(encodeRelayState(bakery))}&app_id=306`;
  await page.goto(`${journey.portal.baseUrl}${link}`);
  await page.waitForURL(/\/login\?interaction=/);
  await page.getByLabel('Business email address').fill('us.owner@example.com');
  await page.getByLabel('Password', { exact: true }).fill('Demo-Portal-2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/demo-product\//);
  await expect(page.locator('#opened').textContent()).resolves.toMatch(
    /You opened AAA Diploma \(application 306\) for .*Ridge Bakery.* \(DUNS number 060704780\)/i,
  );
  // Back on the dashboard, the linked company stays selected and the link is gone.
  await page.goBack();
  await page.waitForURL((url) => url.pathname === '/' && !url.search.includes('RelayState'));
  // The server draws the selector with its own choice; the browser's stored one follows.
  await eventually(
    () => page.getByRole('combobox', { name: 'Company' }).inputValue(),
    (value) => expect(value).toMatch(/Ridge Bakery/),
  );
  await context.close();
});

test("a product's link at sign-in is read by the backend and opens the product; another company's says why", async () => {
  const payloadFor = (duns: string) => {
    if (!isDunsNumber(duns)) throw new Error('test data');
    return encodeURIComponent(encodeRelayState(duns));
  };
  const signInFrom = async (address: string, width: number) => {
    const context = await journey.browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${journey.portal.baseUrl}${address}`);
    await page.waitForURL(/\/login\?interaction=/);
    await page.getByLabel('Business email address').fill('us.owner@example.com');
    await page.getByLabel('Password', { exact: true }).fill('Demo-Portal-2026');
    await page.getByRole('button', { name: 'Sign in' }).click();
    return { context, page };
  };

  const opened = await signInFrom(`/login?app_id=306&payload=${payloadFor('060704780')}`, 1280);
  await opened.page.waitForURL(/\/demo-product\//);
  await expect(opened.page.locator('#opened').textContent()).resolves.toMatch(
    /You opened AAA Diploma \(application 306\) for .*Ridge Bakery.* \(DUNS number 060704780\)/i,
  );
  await opened.context.close();

  // A company that is not Alex's: My Apps says so, and the link leaves the address.
  const refused = await signInFrom(`/login?app_id=306&payload=${payloadFor('123456789')}`, 375);
  const notice = refused.page.getByText(
    'The link you followed is for a company that is not linked to your account.',
    { exact: false },
  );
  await notice.waitFor();
  await refused.page.waitForURL((url) => url.pathname === '/' && url.search === '');
  await shootAndCheckAllWidths(refused.page, 'dashboard-deep-link-not-linked');
  await refused.page.getByRole('main').getByRole('button', { name: 'Dismiss' }).click();
  await notice.waitFor({ state: 'detached' });
  await refused.context.close();
});

test('us.owner: the three partner offers; the lender’s terms, then the link made for the user', async () => {
  const page = await signedIn('us.owner@example.com', 768);
  const offers = page.getByRole('region', { name: 'Offers for your business' });
  await offers.getByRole('heading', { name: 'NEXT Insurance' }).waitFor();
  await offers.getByRole('heading', { name: 'Lili' }).waitFor();
  await offers.getByRole('button', { name: 'View the Lendio offer' }).click();
  const terms = page.getByRole('dialog', { name: 'Before you go to Lendio' });
  const go = terms.getByRole('link', { name: /Continue to Lendio/ });
  await go.waitFor();
  await expect(go.getAttribute('href')).resolves.toBe(
    `${journey.portal.baseUrl}/demo-product/lendio`,
  );
  await shootAndCheckAllWidths(page, 'dashboard-partner-terms');
  await page.context().close();
});
