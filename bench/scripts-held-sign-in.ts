import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { DEMO_PASSWORD } from './browser-measures';
import { line, type BenchLine } from './targets';

/** The inline scripts of an HTML page (those without `src`), gzip -9, in KB. */
const inlineScriptsGzipKb = (html: string): number => {
  const bodies = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => match[1] ?? '',
  );
  return gzipSync(bodies.join('\n'), { level: 9 }).length / 1024;
};

/**
 * Issue 29's "JavaScript that must run before /login responds to input": /login loaded with
 * every script file refused, the username and password typed and sent. When that signs the user
 * in, only the page's inline scripts ran before the form responded.
 */
export const scriptsHeldSignInLine = async (
  browser: Browser,
  baseUrl: string,
  email: string,
): Promise<BenchLine> => {
  const context = await browser.newContext();
  try {
    await context.route('**/*.js', (route) => route.abort());
    const page = await context.newPage();
    await page.goto(`${baseUrl}/login`);
    const inlineKb = inlineScriptsGzipKb(await page.content());
    await page.getByLabel('Business email address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${baseUrl}/`, { waitUntil: 'commit', timeout: 30_000 });
    const signedIn = (await context.cookies()).some((cookie) => cookie.name === 'portal_session');
    return line(
      'JS run before /login takes a sign-in (script files refused, gzip)',
      `${inlineKb.toFixed(1)} KB inline; ${signedIn ? 'signed in' : 'not signed in'}`,
      '≤ 130 KB, signed in',
      signedIn && inlineKb <= 130,
    );
  } finally {
    await context.close();
  }
};
