import fs from 'node:fs';
import path from 'node:path';
import { precompress } from '../../scripts/precompress-assets';
import { startTestServer, type TestServer } from './test-server';
import { temporaryDataDir } from './test-database';

jest.setTimeout(120_000);

// Issue 15: "static assets precompressed (brotli and gzip) with immutable caching for hashed names
// and a short cache for the HTML". A build made of a page, a hashed script and the favicon.

const INDEX =
  '<!doctype html><html><head><meta property="csp-nonce" content="__CSP_STYLE_NONCE__"></head>' +
  '<body><script nonce="__CSP_SCRIPT_NONCE__" src="/assets/main.0123456789.js"></script></body></html>';
const SCRIPT = `/* the portal */\n${'console.log("a line that compresses well");\n'.repeat(200)}`;

const staticDir = temporaryDataDir();
let t: TestServer;
beforeAll(async () => {
  fs.mkdirSync(path.join(staticDir, 'assets'));
  fs.writeFileSync(path.join(staticDir, 'index.html'), INDEX);
  fs.writeFileSync(path.join(staticDir, 'assets', 'main.0123456789.js'), SCRIPT);
  fs.writeFileSync(path.join(staticDir, 'favicon.svg'), `<svg>${' '.repeat(400)}</svg>`);
  precompress(staticDir);
  t = await startTestServer({ STATIC_DIR: staticDir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(staticDir, { recursive: true, force: true });
});

describe('the built assets', () => {
  it('wrote a brotli and a gzip copy beside each text asset', () => {
    const files = fs.readdirSync(path.join(staticDir, 'assets')).sort();
    expect(files).toEqual(['main.0123456789.js', 'main.0123456789.js.br', 'main.0123456789.js.gz']);
  });

  it.each([
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
    ['identity', null],
  ])('sends the script as %s accepts: %s', async (accepted, encoding) => {
    const answer = await t.call('GET', '/assets/main.0123456789.js', {
      headers: { 'accept-encoding': accepted },
    });
    expect([answer.status, answer.headers.get('content-encoding'), answer.text]).toEqual([
      200,
      encoding,
      SCRIPT,
    ]);
  });

  it('caches a hashed asset for a year, immutable, in each encoding', async () => {
    for (const accepted of ['br', 'gzip', 'identity']) {
      const answer = await t.call('GET', '/assets/main.0123456789.js', {
        headers: { 'accept-encoding': accepted },
      });
      expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
  });

  it('caches a file without a hash for an hour, and never stores a page', async () => {
    const favicon = await t.call('GET', '/favicon.svg');
    expect(favicon.headers.get('cache-control')).toBe('public, max-age=3600');
    const page = await t.call('GET', '/companyDetails');
    expect([page.status, page.headers.get('cache-control')]).toEqual([200, 'no-store']);
  });
});
