import type { Page } from 'playwright-core';
import { shootAndCheckAllWidths } from './browser';
import { journeyForThisFile, signInAs } from './journey';
import { eventually } from './eventually';

jest.setTimeout(240_000);

// Issue 10 "The frame": as us.owner, the header, company selector, tabs, profile menu, partner
// links, bell, banners and the mobile panel, in Chromium, with axe at 375, 768 and 1280 px.

// These journeys sign in more often in a minute than the abuse limits let one address (6).
const journey = journeyForThisFile({
  RATE_LIMIT_SIGN_IN_PER_ADDRESS_PER_MINUTE: '60',
  RATE_LIMIT_SIGN_IN_PER_ACCOUNT_PER_MINUTE: '60',
});

const signIn = (page: Page, email = 'us.owner@example.com') =>
  signInAs(page, journey.portal.baseUrl, email);

const companySelector = (page: Page) => page.getByRole('combobox', { name: 'Company' });

test('the frame on a desktop: selector, tabs, profile menu, partner link, bell', async () => {
  const context = await journey.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signIn(page);

  const selector = companySelector(page);
  await expect(selector.inputValue()).resolves.toBe('Acme Analytics LLC');
  const main = page.getByRole('navigation', { name: 'Main' });
  await main.getByRole('link', { name: 'Home' }).waitFor();
  await main.getByRole('button', { name: 'Credit' }).waitFor();
  await main.getByRole('link', { name: 'Deals and Offers (opens in a new tab)' }).waitFor();
  // The Marketing Hub tab is for GB, IE, CH, HU, CZ, PL and SI only (D-DOM-16).
  await expect(main.getByRole('button', { name: 'Marketing Hub' }).count()).resolves.toBe(0);
  await shootAndCheckAllWidths(page, 'frame-dashboard');

  // The selector from the keyboard: type, pick, and the choice survives a reload.
  const acme = await page.evaluate(() => localStorage.getItem('selectedCompany'));
  await selector.click();
  await selector.fill('blue');
  await page.getByRole('option', { name: /Ridge Bakery/ }).waitFor();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(selector.inputValue()).resolves.toBe('blue Ridge Bakery Inc');
  // Stored once the 300 ms of calm have passed.
  await page.waitForFunction((before) => localStorage.getItem('selectedCompany') !== before, acme);
  await page.reload();
  // The server draws the selector with its own choice; the browser's stored one follows.
  await eventually(
    () => companySelector(page).inputValue(),
    (value) => expect(value).toBe('blue Ridge Bakery Inc'),
  );

  // The profile menu, with Sign out last.
  await page.getByRole('button', { name: 'Alex' }).click();
  const menu = page.getByRole('menu');
  await menu.waitFor();
  await eventually(
    () => menu.getByRole('menuitem').allTextContents(),
    (entries) => {
      expect(entries[0]).toBe('My Apps');
      expect(entries).toEqual(expect.arrayContaining(['Account', 'Change password', 'Legal']));
      expect(entries.at(-1)).toBe('Sign out');
    },
  );
  await shootAndCheckAllWidths(page, 'frame-profile-menu', [768, 1280]);
  await page.keyboard.press('Escape');

  // A partner link: tracked on the click (D-FRAME-10), the leaving-site modal, then the
  // partner's site in a new tab.
  const trackedEvents = () =>
    page.evaluate(() =>
      (window as unknown as { dataLayer: { event?: string }[] }).dataLayer.map((e) => e.event),
    );
  await expect(trackedEvents()).resolves.not.toContain('fundabilityScanClicked');
  await page.getByRole('link', { name: 'Fundability Scan (opens in a new tab)' }).click();
  const leaving = page.getByRole('dialog', { name: 'You are leaving Business Portal' });
  await leaving.waitFor();
  await expect(trackedEvents()).resolves.toContain('fundabilityScanClicked');
  await shootAndCheckAllWidths(page, 'frame-leaving-site');
  await leaving.getByRole('button', { name: 'Cancel' }).click();
  await leaving.waitFor({ state: 'hidden' });
  await page.getByRole('link', { name: 'Fundability Scan (opens in a new tab)' }).click();
  const opened = context.waitForEvent('page');
  // The partner's site is not reachable from here: the new tab's address is what counts. The
  // portal on localhost is the local environment, which links to dev's sites (D-ADP-7).
  await context.route('https://partners.dev.business-provider.example/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Partner</title>' }),
  );
  await leaving.getByRole('link', { name: /Continue to Fundability Scan/ }).click();
  const partnerTab = await opened;
  await partnerTab.waitForLoadState();
  expect(partnerTab.url()).toBe(
    'https://partners.dev.business-provider.example/us/fundability-scan',
  );
  // Two clicks, two events: Continue adds none of its own.
  const events = await trackedEvents();
  expect(events.filter((event) => event === 'fundabilityScanClicked')).toHaveLength(2);
  await partnerTab.close();

  // The bell: the unread count, the panel with the notifications, read once opened.
  const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await panel.waitFor();
  await panel.getByRole('listitem').first().waitFor();
  await shootAndCheckAllWidths(page, 'frame-bell');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Notifications', exact: true }).waitFor();
  await context.close();
});

test('banners: the maintenance notice a few days ahead, dismissed for the browser session', async () => {
  const context = await journey.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  // Harriet has no notification that is a banner, so the maintenance notice is the only one.
  await signIn(page, 'uk.trial@example.com');
  // 15 December: the window of Saturday 19 December is four days ahead.
  await page.clock.setFixedTime(new Date('2026-12-15T15:00:00Z'));
  await page.reload();
  const notices = page.getByRole('region', { name: 'Notices' });
  await notices.getByText(/Scheduled maintenance/).waitFor();
  await shootAndCheckAllWidths(page, 'frame-maintenance-banner');
  await notices.getByRole('button', { name: 'Dismiss' }).click();
  await notices.waitFor({ state: 'detached' });
  await page.reload();
  await page.getByRole('heading', { name: /^Welcome/ }).waitFor();
  await expect(page.getByRole('region', { name: 'Notices' }).count()).resolves.toBe(0);
  await context.close();
});

test('the frame on a phone: the slide-in menu with Back and Close, from the keyboard', async () => {
  const context = await journey.browser.newContext({ viewport: { width: 375, height: 800 } });
  const page = await context.newPage();
  await signIn(page);
  const menuButton = page.getByRole('button', { name: 'Menu' });
  await menuButton.focus();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: 'Menu' });
  await panel.waitFor();
  await panel.getByRole('link', { name: 'Home' }).waitFor();
  // Wider windows have no menu button (the panel closes with it): checked at the phone width.
  await shootAndCheckAllWidths(page, 'frame-mobile-menu', [375]);
  await panel.getByRole('button', { name: 'My account' }).click();
  // The panel is named by its level: now "My account".
  const account = page.getByRole('dialog', { name: 'My account' });
  await account.getByRole('heading', { name: 'My account' }).waitFor();
  await account.getByRole('link', { name: 'Change password' }).waitFor();
  await account.getByRole('button', { name: 'Back' }).click();
  await panel.getByRole('button', { name: 'My account' }).waitFor();
  await page.keyboard.press('Escape');
  await panel.waitFor({ state: 'detached' });
  // Ariakit gives focus back a frame after the panel goes when the page behind is still inert.
  await eventually(
    () => menuButton.evaluate((element) => element === document.activeElement),
    (focused) => expect(focused).toBe(true),
  );
  await context.close();
});

test('the tabs: Credit opens Credit Insights for the selected company, Marketing Hub signs on (GB)', async () => {
  const context = await journey.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signIn(page);
  const deals = page.getByRole('link', { name: 'Deals and Offers (opens in a new tab)' });
  await expect(deals.getAttribute('target')).resolves.toBe('_blank');
  await expect(deals.getAttribute('href')).resolves.toMatch(/^https:\/\//);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'Credit', exact: true })
    .click();
  await page.waitForURL(/\/demo-product\/294\?duns=\d{9}/);
  await page
    .getByText(/Credit Insights/)
    .first()
    .waitFor();
  const shown = await page.evaluate(() => document.body.textContent ?? '');
  expect(shown).toContain('Acme Analytics LLC');
  await context.close();

  const uk = await journey.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const ukPage = await uk.newPage();
  await signIn(ukPage, 'uk.trial@example.com');
  await ukPage.getByRole('button', { name: 'Marketing Hub' }).click();
  await ukPage.waitForURL(/\/demo-product\/marketing-hub/);
  await uk.close();
});

test('the Credit tab asks for the product terms first; declining says access is unavailable', async () => {
  const context = await journey.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signIn(page, 'terms.pending@example.com');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'Credit', exact: true })
    .click();
  const prompt = page.getByRole('dialog', { name: 'Credit Insights terms' });
  await prompt.waitFor();
  await shootAndCheckAllWidths(page, 'frame-agreement-prompt');
  // A decision is required: Escape does not close it.
  await page.keyboard.press('Escape');
  await prompt.waitFor();
  await prompt.getByRole('button', { name: 'Decline' }).click();
  await page.getByRole('dialog', { name: 'Access unavailable' }).waitFor();
  await shootAndCheckAllWidths(page, 'frame-access-unavailable');
  expect(new URL(page.url()).pathname).toBe('/');
  await context.close();
});

test('signed out, a secure page with a deep link sends to sign-in and comes back to it', async () => {
  const context = await journey.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  // A page other than the dashboard, which follows a RelayState and then drops it (D-DASH-5).
  await page.goto(`${journey.portal.baseUrl}/agreement?RelayState=bm90LWEtZGVlcC1saW5r`);
  await page.waitForURL(/\/login\?interaction=/);
  await page.getByLabel('Business email address').fill('us.owner@example.com');
  await page.getByLabel('Password', { exact: true }).fill('Demo-Portal-2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'Product agreements' }).waitFor();
  const back = new URL(page.url());
  expect(`${back.pathname}${back.search}`).toBe('/agreement?RelayState=bm90LWEtZGVlcC1saW5r');
  await context.close();
});
