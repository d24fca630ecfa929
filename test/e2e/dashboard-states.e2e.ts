import { shootAndCheckAllWidths } from './browser';
import { appTile, journeyForThisFile, signedInPage } from './journey';

jest.setTimeout(240_000);

// Issue 12: the dashboard states the first personas do not show — trials in GB and IE and the
// credit-monitor preview (D-DASH-9), product news (D-DASH-7), the AAA diploma purchase
// (D-NOTIF-11) and the CreditSignal migration carousel (D-DASH-8). Issue 30: the tile pills only
// unit tests showed before, each from its persona's seeded data (server/seed/pill-personas.ts).

const journey = journeyForThisFile({
  RATE_LIMIT_SIGN_IN_PER_ADDRESS_PER_MINUTE: '60',
  RATE_LIMIT_SIGN_IN_PER_ACCOUNT_PER_MINUTE: '60',
});

const signedIn = (email: string, width?: number) => signedInPage(journey, email, width);
const tile = appTile;

test('ie.trial: the trial panel offers the 14-day Credit Monitor preview, which starts its tile', async () => {
  const page = await signedIn('ie.trial@example.com', 375);
  await page.getByText('21 days left in your free trial of Credit Insights.').waitFor();
  await tile(page, /^Credit Insights 21 days of trial left$/).waitFor();
  const offer = page.getByRole('region', { name: 'Try Credit Monitor free for 14 days' });
  await offer.waitFor();
  await shootAndCheckAllWidths(page, 'dashboard-ie-trial-preview-offer');
  await offer.getByRole('button', { name: 'Start my free preview' }).click();
  // The preview is a credit product: its terms come first (D-API-8).
  await tile(page, /^Credit Monitor Preview Pending product terms acceptance$/).waitFor();
  await offer.waitFor({ state: 'detached' });
  await page.reload();
  await tile(page, /^Credit Monitor/).waitFor();
  await expect(offer.count()).resolves.toBe(0);
  await page.context().close();
});

test('uk.expiring and ie.expired: a trial expiring soon warns; an ended one says so, without a pill', async () => {
  const expiring = await signedIn('uk.expiring@example.com', 768);
  await tile(expiring, /^Credit Monitor 2 days of trial left$/).waitFor();
  await expiring.getByText('Your free trial of Credit Monitor ends in 2 days.').waitFor();
  await shootAndCheckAllWidths(expiring, 'dashboard-uk-expiring');
  await expiring.context().close();

  const expired = await signedIn('ie.expired@example.com', 768);
  await expired.getByText('Your free trial of Credit Insights has ended.').waitFor();
  await tile(expired, /^Credit Insights$/).waitFor();
  await expect(
    expired.getByRole('region', { name: /Try Credit Monitor free/ }).count(),
  ).resolves.toBe(0);
  await shootAndCheckAllWidths(expired, 'dashboard-ie-expired', [375]);
  await expired.context().close();
});

test('us.news: "download assets" and "new feature available" until opened; the AAA Diploma purchase link', async () => {
  const page = await signedIn('us.news@example.com');
  await tile(page, /^Registered Seal Download assets$/).waitFor();
  await tile(page, /^Credit Monitor New feature available$/).waitFor();
  await shootAndCheckAllWidths(page, 'dashboard-us-news');

  await page.getByRole('button', { name: /^Notifications/ }).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await panel.getByText(/Order the AAA Diploma/).waitFor();
  const purchase = panel.getByRole('link', { name: /Purchase AAA Diploma/ });
  await expect(purchase.getAttribute('href')).resolves.toMatch(/[?&]product=306$/);
  await expect(purchase.getAttribute('target')).resolves.toBe('_blank');
  await page.keyboard.press('Escape');

  await tile(page, /^Registered Seal Download assets$/).click();
  await page.waitForURL(/\/demo-product\/274/);
  await page.goto(`${journey.portal.baseUrl}/`);
  await tile(page, /^Registered Seal$/).waitFor();
  await tile(page, /^Credit Monitor New feature available$/).waitFor();
  await page.context().close();
});

test('creditsignal: the migration carousel, by keyboard, once per browser', async () => {
  const page = await signedIn('creditsignal@example.com', 375);
  const dialog = page.getByRole('dialog', { name: 'CreditSignal is now part of Credit Insights' });
  await dialog.waitFor();
  await dialog.getByRole('heading', { name: 'Your CreditSignal account has moved' }).waitFor();
  await shootAndCheckAllWidths(page, 'dashboard-credit-signal-carousel');
  await dialog.getByRole('button', { name: 'Next' }).focus();
  await page.keyboard.press('Enter');
  await dialog.getByRole('heading', { name: 'More of your credit file' }).waitFor();
  await dialog.getByRole('button', { name: 'Show slide 4 of 4' }).click();
  await dialog.getByRole('heading', { name: 'Still free' }).waitFor();
  await dialog.getByRole('button', { name: 'Previous' }).click();
  await dialog.getByRole('heading', { name: 'Alerts, as before' }).waitFor();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByRole('button', { name: 'Got it' }).click();
  await dialog.waitFor({ state: 'detached' });
  await tile(page, /^Credit Insights Free$/).waitFor();
  await page.reload();
  await tile(page, /^Credit Insights Free$/).waitFor();
  await expect(page.getByRole('dialog').count()).resolves.toBe(0);
  await page.context().close();
});

test('gad.processing: "DUNS application processing" on the product waiting for the DUNS', async () => {
  const page = await signedIn('gad.processing@example.com', 768);
  const popup = page.getByRole('dialog', { name: 'Your DUNS number is on its way' });
  await popup.getByRole('button', { name: 'OK' }).click();
  await popup.waitFor({ state: 'hidden' });
  await expect(page.getByRole('combobox', { name: 'Company' }).inputValue()).resolves.toBe(
    '(Company pending)',
  );
  await tile(page, /^Credit Insights Free DUNS application processing$/).waitFor();
  await shootAndCheckAllWidths(page, 'dashboard-gad-processing', [375]);
  await page.context().close();
});

test('add.company: "pending add your company" on a product held for no company', async () => {
  const page = await signedIn('add.company@example.com', 375);
  await tile(page, /^Registered Seal Pending add your company$/).waitFor();
  // No company and nothing pending: no placeholder, and the way to add one is offered.
  await page.getByRole('link', { name: /^Add a company/ }).waitFor();
  await expect(
    page.getByText('Your company is pending until its DUNS number is issued.').count(),
  ).resolves.toBe(0);
  await shootAndCheckAllWidths(page, 'dashboard-add-company', [375]);
  await page.context().close();
});

test('gad.incomplete: "DUNS application not complete" until a ZIP Code submits the application', async () => {
  const page = await signedIn('gad.incomplete@example.com', 1280);
  await tile(page, /^Credit Insights Free DUNS application not complete$/).waitFor();
  await expect(page.getByRole('combobox', { name: 'Company' }).inputValue()).resolves.toBe(
    '(Company pending)',
  );
  // Nothing is on its way yet: no "on its way" popup (D-DUNSAPP-UI-4).
  await expect(page.getByRole('dialog').count()).resolves.toBe(0);
  await shootAndCheckAllWidths(page, 'dashboard-gad-incomplete', [375]);

  // The page names the application and what completes it; a ZIP Code submits it (D-API-15).
  await page.goto(`${journey.portal.baseUrl}/duns-application`);
  await page
    .getByText(
      /^You started a DUNS application on .+ and have not submitted it: DUNS application not complete\./,
    )
    .waitFor();
  await page.getByLabel('ZIP Code', { exact: true }).fill('31401');
  await page.getByRole('button', { name: 'Apply for a DUNS number' }).click();
  const status = page.getByRole('region', { name: 'Your DUNS application' });
  await status.getByText('DFC-2026-000093').waitFor();
  await status.getByText('Santos Mobile Detailing').waitFor();
  await status.getByText('Pending DUNS number creation').waitFor();

  // Submitted, the DUNS number is on its way: the popup, and the tile's pill says so.
  await page.goto(`${journey.portal.baseUrl}/`);
  const popup = page.getByRole('dialog', { name: 'Your DUNS number is on its way' });
  await popup.getByRole('button', { name: 'OK' }).click();
  await tile(page, /^Credit Insights Free Pending DUNS number creation$/).waitFor();
  await page.context().close();
});
