import { shootAndCheckAllWidths } from './browser';
import { journeyForThisFile, signInAs } from './journey';
import { eventually } from './eventually';

jest.setTimeout(240_000);

// Spec §2 "notifications (list and view-all page)", §4 "Notifications accumulate and can be
// cleared" (D-NOTIF-8): Alex's nine seeded notifications, two or three of each type, in Chromium
// at 375, 768 and 1280 px with axe.

const journey = journeyForThisFile();

test('banners above the header: error first, one dismissed for the session, a link followed', async () => {
  const context = await journey.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const { baseUrl } = journey.portal;
  await signInAs(page, baseUrl, 'us.owner@example.com');

  // Alex's failed payment (error) and expiring card (warning) are banners (D-NOTIF-12).
  const notices = page.getByRole('region', { name: 'Notices' });
  const failed = notices.getByText('The renewal payment for Credit Monitor was declined', {
    exact: false,
  });
  const expiring = notices.getByText('The payment card used for Credit Insights expires soon', {
    exact: false,
  });
  await failed.waitFor();
  await expiring.waitFor();
  await expect(
    notices.evaluate((region) => region.textContent?.indexOf('renewal payment') ?? -1),
  ).resolves.toBeLessThan(
    await notices.evaluate((region) => region.textContent?.indexOf('payment card') ?? -1),
  );
  await shootAndCheckAllWidths(page, 'notification-banners');

  // Dismissed from the keyboard: gone now, on the next page, and after a reload.
  await notices.getByRole('button', { name: 'Dismiss' }).first().focus();
  await page.keyboard.press('Enter');
  await failed.waitFor({ state: 'detached' });
  await notices
    .getByRole('link', { name: 'Manage subscriptions' })
    .filter({ visible: true })
    .click();
  await page.waitForURL(`${baseUrl}/accountInfo/subscriptions`);
  await expiring.waitFor();
  await page.reload();
  await expiring.waitFor();
  await eventually(
    () => failed.count(),
    (count) => expect(count).toBe(0),
  );
  await context.close();
});

test('the view-all page: from the bell, every notification, a call to action, Clear all', async () => {
  const context = await journey.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const { baseUrl } = journey.portal;
  await signInAs(page, baseUrl, 'us.owner@example.com');

  // The bell: three unread; its panel leads to the page.
  await page.getByRole('button', { name: 'Notifications, 3 unread' }).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  const viewAll = panel.getByRole('link', { name: 'View all notifications' });
  await viewAll.waitFor();
  await shootAndCheckAllWidths(page, 'notifications-bell-view-all');
  await viewAll.click();
  await page.waitForURL(`${baseUrl}/notifications`);
  const heading = page.getByRole('heading', { level: 1, name: 'Notifications' });
  await heading.waitFor();
  await panel.waitFor({ state: 'detached' });
  await expect(page.title()).resolves.toBe('Business Portal | Notifications');

  // Every notification, newest first, its type in words; opening the panel read them.
  const list = page.getByRole('list', { name: 'Notifications' });
  const entries = list.getByRole('listitem');
  await entries.first().waitFor();
  await eventually(
    () => entries.count(),
    (count) => expect(count).toBe(9),
  );
  await expect(entries.first().textContent()).resolves.toMatch(
    /^Error.*hours? ago.*The renewal payment for Credit Monitor was declined\./,
  );
  const types = await entries.evaluateAll((items) =>
    items.map((item) => item.textContent?.match(/^(Error|Warning|Information|Success)/)?.[1]),
  );
  for (const type of ['Error', 'Warning', 'Information', 'Success'])
    expect([type, types.filter((shown) => shown === type).length >= 2]).toEqual([type, true]);
  await list.getByText('Support case 48213:', { exact: true }).waitFor();
  await expect(
    page.getByRole('button', { name: 'Notifications', exact: true }).count(),
  ).resolves.toBe(1);
  await shootAndCheckAllWidths(page, 'notifications-page');

  // A call to action: the credit-file activity of Acme leads to its company profile.
  await entries
    .filter({ hasText: 'credit file of Acme Analytics LLC' })
    .getByRole('link', { name: 'View company profile' })
    .click();
  await page.waitForURL(`${baseUrl}/companyDetails?duns=804735132`);
  await page.goBack();
  await heading.waitFor();

  // Clear all: cleared for good, also after a reload.
  await entries.first().waitFor();
  await page.getByRole('button', { name: 'Clear all' }).click();
  const main = page.getByRole('main');
  await main.getByText('You have no notifications.').waitFor();
  await main.getByRole('link', { name: 'Go to My Apps' }).waitFor();
  await shootAndCheckAllWidths(page, 'notifications-empty');
  await page.reload();
  await main.getByText('You have no notifications.').waitFor();
  await expect(list.count()).resolves.toBe(0);
  await context.close();
});

test('opened straight from its address, the page marks what was unread', async () => {
  // The UK trial persona has one unread notification: her trial started.
  const context = await journey.browser.newContext({ viewport: { width: 375, height: 800 } });
  const page = await context.newPage();
  const { baseUrl } = journey.portal;
  await signInAs(page, baseUrl, 'uk.trial@example.com');
  await page.goto(`${baseUrl}/notifications`);
  const entries = page.getByRole('list', { name: 'Notifications' }).getByRole('listitem');
  await entries.first().waitFor();
  await eventually(
    () => entries.count(),
    (count) => expect(count).toBe(1),
  );
  await expect(entries.first().textContent()).resolves.toMatch(/^InformationUnread/);
  await shootAndCheckAllWidths(page, 'notifications-page-unread');
  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await page.getByRole('heading', { name: /^Welcome/ }).waitFor();
  // Read once shown: the bell has nothing unread any more.
  await page.getByRole('button', { name: 'Notifications', exact: true }).waitFor();
  await context.close();
});
