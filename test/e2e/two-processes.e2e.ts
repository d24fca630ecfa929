import path from 'node:path';
import type { Browser } from 'playwright-core';
import { startDeployment, type Deployment } from '../server/deployment';
import { postgresForThisFile } from '../server/postgres-database';
import { launchChromium } from './browser';
import { signInAs } from './journey';

// Issue 27: the sign-in journey against two processes over PostgreSQL and Redis behind a
// round-robin proxy; a process killed mid-journey is invisible to the user.
jest.setTimeout(180_000);

const postgres = postgresForThisFile();

describe('the portal as two processes behind a proxy', () => {
  let deployment: Deployment;
  let browser: Browser;
  beforeAll(async () => {
    [deployment, browser] = await Promise.all([
      startDeployment(postgres, {
        env: { STATIC_DIR: path.resolve(__dirname, '../../dist') },
      }),
      launchChromium(),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await deployment?.stop();
  });

  test('signs in, survives the death of a process, and signs out', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signInAs(page, deployment.baseUrl, 'us.owner@example.com', 'Welcome, Alex');
    // Both processes served the journey's requests so far.
    expect(deployment.proxy.answered.every((count) => count > 0)).toBe(true);

    deployment.process(1).signal('SIGKILL');
    // Every request now reaches the survivor, some after the proxy found the other gone.
    const details = page.getByRole('region', { name: 'Business information' });
    await page.goto(`${deployment.baseUrl}/companyDetails`);
    await details.waitFor();
    await page.reload();
    await details.waitFor();
    await page.goto(`${deployment.baseUrl}/`);
    await page.getByRole('heading', { name: 'Welcome, Alex' }).waitFor();
    expect(deployment.proxy.retried()).toBeGreaterThan(0);
    expect(new URL(page.url()).pathname).toBe('/');

    // Back with both processes, the session is still the same one.
    await deployment.restart(1);
    for (let reload = 0; reload < 3; reload += 1) {
      await page.reload();
      await page.getByRole('heading', { name: 'Welcome, Alex' }).waitFor();
    }
    await context.close();
  });
});
