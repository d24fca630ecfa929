import type { Page } from 'playwright-core';
import {
  generateDirectory,
  personaDirectoryCompanies,
} from '../../server/get-a-duns/company-directory';
import { expectConsoleErrors, shootAndCheckAllWidths } from './browser';
import { demoAdvance, journeyForThisFile, signInAs } from './journey';

jest.setTimeout(300_000);

// Issue 14 "Get-a-DUNS and Associate-a-DUNS flows in the browser" (spec §2 "Free DUNS flow", §4
// back-navigation reload, §5 DUNS search validation, §8 no results) in Chromium against the
// seeded backend, with screenshots, axe and no horizontal overflow at 375, 768 and 1280 px.

const journey = journeyForThisFile();

// The e2e directory is the first 1,000 synthetic companies (portal-server.ts), made by the same
// seeded generator: its first two companies are there, whatever their names.
const [FIRST, SECOND] = generateDirectory(
  2,
  new Set(personaDirectoryCompanies().map((company) => company.dunsNumber)),
);
if (FIRST === undefined || SECOND === undefined) throw new Error('test data');

const nameWords = (businessName: string): string => businessName.split(' ').slice(0, 2).join(' ');

const dunsLabel = (duns: string): string =>
  `${duns.slice(0, 2)}-${duns.slice(2, 5)}-${duns.slice(5)}`;

/** new.user (US, no companies) signs in and accepts the terms-of-use consent first. */
const signInAsNewUser = async (page: Page) => {
  await page.goto(`${journey.portal.baseUrl}/`);
  await page.waitForURL(/\/login\?interaction=/);
  await page.getByLabel('Business email address').fill('new.user@example.com');
  await page.getByLabel('Password', { exact: true }).fill('Demo-Portal-2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  const consent = page.getByRole('dialog', { name: 'Terms of Use and Privacy Policy' });
  await consent.waitFor();
  await consent.getByRole('button', { name: 'Accept and continue' }).click();
  await consent.waitFor({ state: 'detached' });
};

const search = async (page: Page, businessName: string, zipCode: string) => {
  await page.getByLabel('Business name').fill(businessName);
  await page.getByLabel('ZIP Code').fill(zipCode);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
};

const results = (page: Page) => page.getByRole('region', { name: 'Search results' });

const resultCard = (page: Page, businessName: string) =>
  results(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: businessName, exact: true }) });

test('Get-a-DUNS: validation, no match → request a number, match → found → confirm → offers; back reloads', async () => {
  const context = await journey.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signInAsNewUser(page);

  // The empty dashboard leads to the search.
  await page.getByRole('link', { name: 'Get a DUNS number' }).click();
  await page.waitForURL(/\/gad\/search$/);
  await page.getByRole('heading', { level: 1, name: 'Get a free DUNS number' }).waitFor();
  await expect(page.title()).resolves.toBe('Business Portal | Find your company');
  await expect(
    page.getByRole('region', { name: 'Advertisement' }).boundingBox(),
  ).resolves.toMatchObject({ width: 426, height: 392 });
  await shootAndCheckAllWidths(page, 'get-a-duns-search');

  // §5: each field's message, the first invalid field focused, no search made.
  await search(page, 'Br', '9001');
  await page.getByText('Please enter 3 or more characters').waitFor();
  await page.getByText('Enter a valid 5-digit ZIP Code').waitFor();
  await expect(
    page.getByLabel('Business name').evaluate((input) => input === document.activeElement),
  ).resolves.toBe(true);
  await expect(results(page).count()).resolves.toBe(0);
  await shootAndCheckAllWidths(page, 'get-a-duns-search-errors');

  // A search that fails keeps what was typed and can be tried again.
  expectConsoleErrors(context, /status of 500/);
  await page.route('**/services/GAD/companySearch', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ error: 'INTERNAL', message: 'test' }),
    }),
  );
  await search(page, nameWords(FIRST.businessName), FIRST.zipCode);
  await results(page).getByText('Sorry, something went wrong. Please try again later.').waitFor();
  await expect(page.getByLabel('Business name').inputValue()).resolves.toBe(
    nameWords(FIRST.businessName),
  );
  await expect(page.getByLabel('ZIP Code').inputValue()).resolves.toBe(FIRST.zipCode);
  await page.unroute('**/services/GAD/companySearch');
  await results(page).getByRole('button', { name: 'Try again' }).click();
  await resultCard(page, FIRST.businessName).waitFor();

  // No match: §8's message and the way to request a new number, with what was typed
  // (D-GAD-ENTRY-4).
  await search(page, 'Zzyzx Quibble', FIRST.zipCode);
  await results(page).getByText('Sorry, no results were found in the company search.').waitFor();
  await expect(
    page.getByRole('link', { name: 'Request a new DUNS number' }).getAttribute('href'),
  ).resolves.toBe(`/duns-application?businessName=Zzyzx+Quibble&zip=${FIRST.zipCode}`);
  await shootAndCheckAllWidths(page, 'get-a-duns-search-empty');

  // A match: name, trade name, address and DUNS; chosen with the keyboard.
  await search(page, nameWords(FIRST.businessName), FIRST.zipCode);
  const card = resultCard(page, FIRST.businessName);
  await card.waitFor();
  await card.getByText(dunsLabel(FIRST.dunsNumber)).waitFor();
  await card.getByText(FIRST.streetAddress).waitFor();
  await card.getByText(`${FIRST.city}, ${FIRST.state} ${FIRST.zipCode}`).waitFor();
  await shootAndCheckAllWidths(page, 'get-a-duns-search-results');
  await card.getByRole('button', { name: `Select ${FIRST.businessName}` }).focus();
  await page.keyboard.press('Enter');

  await page.waitForURL(/\/gad\/dunsfound$/);
  await page
    .getByRole('heading', { level: 1, name: 'Congratulations, we found your company' })
    .waitFor();
  await expect(page.title()).resolves.toBe('Business Portal | Company found');
  await page.getByRole('heading', { level: 2, name: FIRST.businessName }).waitFor();
  await shootAndCheckAllWidths(page, 'get-a-duns-found');

  // §4: the browser's back button to /gad/search loads the page afresh (the marker is gone).
  await page.evaluate(() => {
    Object.assign(window, { getADunsMarker: 'before going back' });
  });
  await Promise.all([page.waitForEvent('load'), page.goBack()]);
  await page.waitForURL(/\/gad\/search$/);
  await page.getByRole('heading', { level: 1, name: 'Get a free DUNS number' }).waitFor();
  await page.waitForFunction(() => !('getADunsMarker' in window));
  // A fresh page: nothing chosen, so the found page sends the user back to the search.
  await page.goto(`${journey.portal.baseUrl}/gad/dunsfound`);
  await page.waitForURL(/\/gad\/search$/);
  await page.getByText('Choose your company from the search results first.').waitFor();

  // Confirm and continue → the partner offers.
  await search(page, nameWords(FIRST.businessName), FIRST.zipCode);
  await resultCard(page, FIRST.businessName)
    .getByRole('button', { name: `Select ${FIRST.businessName}` })
    .click();
  await page.getByRole('button', { name: 'Confirm and continue' }).click();
  await page.waitForURL(/\/gad\/free-duns-offer$/);
  await page.getByRole('heading', { level: 1, name: 'Offers for your business' }).waitFor();
  await expect(page.title()).resolves.toBe('Business Portal | Offers for your business');
  await page.getByText(`${FIRST.businessName} is now linked to your account.`).waitFor();
  for (const partner of ['Lendio', 'NEXT Insurance', 'Lili']) {
    await page.getByRole('heading', { level: 2, name: partner }).waitFor();
  }
  await expect(
    page.getByRole('region', { name: 'Advertisement' }).boundingBox(),
  ).resolves.toMatchObject({ width: 364, height: 422 });
  await shootAndCheckAllWidths(page, 'get-a-duns-offers');
  await page.getByRole('button', { name: 'View the Lendio offer' }).click();
  const leaving = page.getByRole('dialog', { name: 'Before you go to Lendio' });
  await leaving.waitFor();
  await expect(
    leaving.getByRole('link', { name: /Continue to Lendio/ }).getAttribute('target'),
  ).resolves.toBe('_blank');
  await leaving.getByRole('button', { name: 'Cancel' }).click();
  await leaving.waitFor({ state: 'detached' });

  // The company is now the user's: the dashboard names it.
  await page.getByRole('link', { name: 'Go to my dashboard' }).click();
  await page.getByRole('heading', { name: /^Welcome/ }).waitFor();
  await page.getByRole('main').getByText(FIRST.businessName, { exact: true }).waitFor();
  await context.close();
});

test('Associate-a-DUNS: from the dashboard, search, confirm → pending; twice → already on the account; verified → the company is there', async () => {
  const context = await journey.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signInAs(page, journey.portal.baseUrl, 'us.owner@example.com');

  const entry = page.getByRole('link', { name: 'Link an existing DUNS number' });
  await expect(entry.getAttribute('href')).resolves.toBe('/gad/search?app_id=283');
  await entry.click();
  await page.getByRole('heading', { level: 1, name: 'Add a company to your account' }).waitFor();
  await shootAndCheckAllWidths(page, 'get-a-duns-associate-search');

  await search(page, nameWords(SECOND.businessName), SECOND.zipCode);
  await resultCard(page, SECOND.businessName)
    .getByRole('button', { name: `Select ${SECOND.businessName}` })
    .click();
  await page.waitForURL(/\/gad\/dunsfound\?app_id=283$/);
  await page.getByRole('heading', { level: 1, name: 'Is this your company?' }).waitFor();
  await page.getByRole('button', { name: 'Confirm and continue' }).click();
  await page
    .getByText(
      `Your request to add ${SECOND.businessName} is pending verification. It will appear in your company list once verified.`,
    )
    .waitFor();
  await page.getByRole('heading', { level: 1, name: 'Your request has been sent' }).waitFor();
  await expect(
    page.getByRole('link', { name: 'Go to my dashboard' }).getAttribute('href'),
  ).resolves.toBe('/');
  await shootAndCheckAllWidths(page, 'get-a-duns-associate-pending');

  // The same company again: the server answers 409 ALREADY_ENTITLED.
  await page.getByRole('link', { name: 'Go to my dashboard' }).click();
  await page.getByRole('heading', { name: /^Welcome/ }).waitFor();
  await page.goto(`${journey.portal.baseUrl}/gad/search?app_id=283`);
  await search(page, nameWords(SECOND.businessName), SECOND.zipCode);
  await resultCard(page, SECOND.businessName)
    .getByRole('button', { name: `Select ${SECOND.businessName}` })
    .click();
  await page.getByRole('button', { name: 'Confirm and continue' }).click();
  await page.getByText(`${SECOND.businessName} is already on your account.`).waitFor();
  await expect(
    page.getByRole('link', { name: 'View company details' }).getAttribute('href'),
  ).resolves.toBe('/companyDetails');
  await shootAndCheckAllWidths(page, 'get-a-duns-associate-already');

  // Verified (`npm run demo:advance`, D-ASSOC-1): the company is the user's, on /companyDetails.
  expect(demoAdvance(journey, 3)).toMatch(/[1-9]\d* resolved now/);
  await page.goto(`${journey.portal.baseUrl}/companyDetails?duns=${SECOND.dunsNumber}`);
  await page.getByRole('heading', { level: 1, name: SECOND.businessName }).waitFor();
  await context.close();
});
