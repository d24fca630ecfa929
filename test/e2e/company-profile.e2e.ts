import type { Page } from 'playwright-core';
import { shootAndCheckAllWidths } from './browser';
import { journeyForThisFile, signInAs } from './journey';
import { eventually } from './eventually';

jest.setTimeout(240_000);

// Issue 12 "Company profile" (spec §2 /companyDetails, §6 Director or above) in Chromium against
// the seeded backend, with screenshots, axe and no horizontal overflow at 375, 768 and 1280 px.

// Four sign-ins in a minute from one address: more than the abuse limits let through (6).
const journey = journeyForThisFile({
  RATE_LIMIT_SIGN_IN_PER_ADDRESS_PER_MINUTE: '60',
  RATE_LIMIT_SIGN_IN_PER_ACCOUNT_PER_MINUTE: '60',
});

const FIELDS = [
  'Last update',
  'Trade name',
  'DUNS number',
  'State incorporated',
  'Annual sales',
  'Employees',
  'Industry',
  'Named principal',
  'Phone',
  'Website',
  'Address',
  'Year incorporated',
  'Year started',
  'Current principals',
  'Court judgments',
  'Mortgages and charges',
  'Trade payments (highest past due)',
];

const openProfile = async (page: Page, email: string) => {
  await signInAs(page, journey.portal.baseUrl, email);
  await page.goto(`${journey.portal.baseUrl}/companyDetails`);
};

const details = (page: Page) => page.getByRole('region', { name: 'Business information' });

/** The definition beside a term of the profile's definition list. */
const valueOf = (page: Page, label: string) =>
  details(page).locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');

test('a Director sees all 17 fields and the manage link; a member of another company sees it view-only', async () => {
  const context = await journey.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await openProfile(page, 'us.owner@example.com');

  await page.getByRole('heading', { level: 1, name: 'Acme Analytics LLC' }).waitFor();
  await expect(page.title()).resolves.toBe('Business Portal | Company profile');
  await eventually(
    () => details(page).getByRole('term').allTextContents(),
    (value) => expect(value).toEqual(FIELDS),
  );
  const values = {
    'Last update': 'January 15, 2026',
    'DUNS number': '80-473-5132',
    'State incorporated': 'Delaware',
    'Annual sales': '$4,850,000',
    Employees: '38',
    'Year incorporated': '2011',
    'Year started': '2009',
    'Court judgments': '0',
    'Mortgages and charges': '1',
    'Trade payments (highest past due)': '$750',
  };
  for (const [label, value] of Object.entries(values)) {
    await expect(valueOf(page, label).textContent()).resolves.toBe(value);
  }
  await eventually(
    () => valueOf(page, 'Current principals').getByRole('listitem').allTextContents(),
    (value) =>
      expect(value).toEqual([
        'Alex Morgan, Director',
        'Rita Chen, Chief Financial Officer',
        'Samuel Ortiz, Vice President Operations',
      ]),
  );
  // Every field has a value for a seeded company: no "not available" anywhere.
  await expect(details(page).getByText('not available').count()).resolves.toBe(0);
  const manage = page.getByRole('link', { name: 'Manage Company Profile' });
  await expect(manage.getAttribute('href')).resolves.toBe('/demo-product/154?duns=804735132');
  await shootAndCheckAllWidths(page, 'company-profile-director');

  // Manage Company Profile opens Duns Manager and Profile Manager for this company (D-PROFILE-3).
  await manage.click();
  await page.getByRole('heading', { name: 'Duns Manager and Profile Manager (demo)' }).waitFor();
  await page.getByText('for Acme Analytics LLC (DUNS number 804735132)').waitFor();
  await page.goBack();
  await page.getByRole('heading', { level: 1, name: 'Acme Analytics LLC' }).waitFor();

  // Switching company in the header: Alex is only a member of Blue Ridge Bakery.
  const selector = page.getByRole('combobox', { name: 'Company' });
  await selector.click();
  await selector.fill('blue');
  await page.getByRole('option', { name: /Ridge Bakery/ }).click();
  await page.getByRole('heading', { level: 1, name: 'blue Ridge Bakery Inc' }).waitFor();
  await page.getByText(/This profile is view-only/).waitFor();
  await expect(page.getByRole('link', { name: 'Manage Company Profile' }).count()).resolves.toBe(0);
  await expect(valueOf(page, 'Annual sales').textContent()).resolves.toBe('$1,240,000');
  await shootAndCheckAllWidths(page, 'company-profile-view-only');
  await context.close();
});

test('a company with its DUNS number pending says so until the number is issued', async () => {
  const context = await journey.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await openProfile(page, 'pending.duns@example.com');
  await page.getByRole('heading', { name: 'Your company is pending' }).waitFor();
  await page.getByText(/pending until its DUNS number is issued/).waitFor();
  await expect(page.getByRole('combobox', { name: 'Company' }).inputValue()).resolves.toBe(
    '(Company pending)',
  );
  await shootAndCheckAllWidths(page, 'company-profile-pending');
  await context.close();
});

test('a user without a company is led to Get-a-DUNS', async () => {
  const context = await journey.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await openProfile(page, 'new.user@example.com');
  // A new user accepts the Terms of Use and Privacy Policy first (spec §2 consent modal).
  const consent = page.getByRole('dialog', { name: 'Terms of Use and Privacy Policy' });
  await consent.getByRole('button', { name: 'Accept and continue' }).click();
  await consent.waitFor({ state: 'hidden' });
  const getADuns = page.getByRole('link', { name: 'Get a DUNS number' });
  await getADuns.waitFor();
  await expect(getADuns.getAttribute('href')).resolves.toBe('/gad/search');
  await shootAndCheckAllWidths(page, 'company-profile-no-company');
  await context.close();
});
