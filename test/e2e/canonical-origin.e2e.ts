import { saveScreenshot } from './browser';
import { journeyForThisFile } from './journey';

jest.setTimeout(180_000);

// Issue 9 "Canonical origin": the portal opened at http://127.0.0.1:<port> instead of its public
// http://localhost:<port> used to end on a "redirect_uri did not match" page. Now the server sends
// the browser to the public origin first, and sign-in works.

const journey = journeyForThisFile();

test('opening the portal on 127.0.0.1 lands on the public origin and signs in', async () => {
  const context = await journey.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const port = new URL(journey.portal.baseUrl).port;

  await page.goto(`http://127.0.0.1:${port}/`);
  await page.waitForURL(/\/login\?interaction=/);
  expect(new URL(page.url()).origin).toBe(journey.portal.baseUrl);

  await page.getByLabel('Business email address').fill('us.owner@example.com');
  await page.getByLabel('Password').fill('Demo-Portal-2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'Welcome, Alex' }).waitFor();
  expect(new URL(page.url()).origin).toBe(journey.portal.baseUrl);
  await saveScreenshot(page, 'canonical-origin-dashboard', 1280);
  await context.close();
});
