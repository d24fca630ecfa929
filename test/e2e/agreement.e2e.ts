import type { Page } from 'playwright-core';
import { shootAndCheckAllWidths } from './browser';
import { journeyForThisFile, signInAs } from './journey';

jest.setTimeout(240_000);

// Issue 12 "/agreement" (spec §2 "product-level agreements", modal "product terms (accept or
// decline)", §4 "Declining product terms shows access unavailable; the user must accept to gain
// access") in Chromium against the seeded backend, with screenshots, axe and no horizontal
// overflow at 375, 768 and 1280 px.

const journey = journeyForThisFile();

/**
 * The phone header's parts load when first needed: let them load once at 375 px, so the first
 * screenshot at that width does not catch the header half laid out (shootAndCheckAllWidths waits
 * two frames, not for a chunk).
 */
const loadThePhoneHeader = async (page: Page) => {
  const before = page.viewportSize() ?? { width: 1280, height: 900 };
  await page.setViewportSize({ width: 375, height: 900 });
  await page.getByRole('button', { name: 'Menu' }).waitFor();
  await page.setViewportSize(before);
};

const openAgreements = async (page: Page, email: string) => {
  await signInAs(page, journey.portal.baseUrl, email);
  await page.goto(`${journey.portal.baseUrl}/agreement`);
  await page.getByRole('heading', { level: 1, name: 'Product agreements' }).waitFor();
  await loadThePhoneHeader(page);
};

const agreements = (page: Page) => page.getByRole('list', { name: 'Your product agreements' });
const cardOf = (page: Page, product: string) =>
  agreements(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2, name: product, exact: true }) });

test('terms.pending: reads the Credit Insights agreement, declines it, then accepts it after all', async () => {
  const context = await journey.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await openAgreements(page, 'terms.pending@example.com');
  await expect(page.title()).resolves.toBe('Business Portal | Product agreements');

  const insights = cardOf(page, 'Credit Insights');
  await insights.getByText('Acceptance pending').waitFor();
  await insights.getByText('Version 4.2').waitFor();
  await page.getByText('1 agreement awaits your acceptance.').waitFor();
  await shootAndCheckAllWidths(page, 'agreement-pending');

  // By keyboard: the button, then the modal with the text; Escape does not end a decision.
  const readAndAccept = insights.getByRole('button', { name: 'Read and accept' });
  await readAndAccept.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Credit Insights Product Licence Agreement' });
  await dialog.getByText(/^These terms govern your use of Credit Insights\./).waitFor();
  await page.keyboard.press('Escape');
  await expect(dialog.isVisible()).resolves.toBe(true);
  await shootAndCheckAllWidths(page, 'agreement-dialog');

  await dialog.getByRole('button', { name: 'Decline' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await insights.getByText('Declined', { exact: true }).waitFor();
  await insights
    .getByText(/^Access unavailable\. You must agree to the Terms of Service/)
    .waitFor();
  await insights.getByText(/^Declined on /).waitFor();
  await shootAndCheckAllWidths(page, 'agreement-declined');

  // Accepting after all: the modal may now be closed (leaving it declined); no second Decline.
  await readAndAccept.click();
  await dialog.getByRole('button', { name: 'Close' }).waitFor();
  await expect(dialog.getByRole('button', { name: 'Decline' }).count()).resolves.toBe(0);
  await dialog.getByRole('button', { name: 'Accept and continue' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await insights.getByText('Accepted', { exact: true }).waitFor();
  await insights.getByText(/^Accepted on /).waitFor();
  await page.getByText('All your product agreements are accepted.').waitFor();
  await expect(insights.getByRole('button').count()).resolves.toBe(0);
  // The button that had the focus is gone: the agreement's heading has it.
  await expect(page.evaluate(() => document.activeElement?.textContent ?? '')).resolves.toBe(
    'Credit Insights',
  );
  await shootAndCheckAllWidths(page, 'agreement-accepted');

  // The dashboard follows: the tile no longer asks for the terms.
  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  const myApps = page.getByRole('region', { name: 'My Apps' });
  await myApps.getByRole('button', { name: /^Credit Insights$/ }).waitFor();
  await expect(myApps.getByText('Pending product terms acceptance').count()).resolves.toBe(0);
  await context.close();
});

test('us.owner: every product agreement accepted, each with its company and date', async () => {
  const context = await journey.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await openAgreements(page, 'us.owner@example.com');
  await page.getByText('All your product agreements are accepted.').waitFor();
  const cards = agreements(page).getByRole('listitem');
  const count = await cards.count();
  expect(count).toBeGreaterThan(1);
  await expect(cards.getByText('Accepted', { exact: true }).count()).resolves.toBe(count);
  await expect(cards.getByText(/^Accepted on /).count()).resolves.toBe(count);
  await expect(agreements(page).getByRole('button').count()).resolves.toBe(0);
  await agreements(page)
    .getByText(/^Acme Analytics LLC, DUNS 804735132$/)
    .first()
    .waitFor();
  await shootAndCheckAllWidths(page, 'agreement-all-accepted');
  await context.close();
});
