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

/** What the build's ChunkGroupManifest writes: each lazy chunk group's own scripts. */
const CHUNK_GROUPS = {
  'page-login': ['/assets/page-login.aaaaaaaaaa.js', '/assets/9785.bbbbbbbbbb.js'],
  frame: ['/assets/frame.cccccccccc.js', '/assets/9785.bbbbbbbbbb.js'],
  'page-dashboard': ['/assets/page-dashboard.dddddddddd.js'],
  'page-profile': ['/assets/page-profile.eeeeeeeeee.js'],
  'messages-en-us-json': ['/assets/messages-en-us-json.0000000001.js'],
  'messages-de-ch-json': ['/assets/messages-de-ch-json.0000000002.js'],
  'messages-fr-ca-json': ['/assets/messages-fr-ca-json.0000000003.js'],
  'messages-hu-hu-json': ['/assets/messages-hu-hu-json.0000000004.js'],
};
const EN_US = '/assets/messages-en-us-json.0000000001.js';
const preloadsOf = (html: string): string[] =>
  [...html.matchAll(/<link rel="preload" as="script" href="([^"]+)" \/>/g)].map(
    (match) => match[1] ?? '',
  );

const staticDir = temporaryDataDir();
let t: TestServer;
beforeAll(async () => {
  fs.mkdirSync(path.join(staticDir, 'assets'));
  fs.writeFileSync(path.join(staticDir, 'index.html'), INDEX);
  fs.writeFileSync(path.join(staticDir, 'assets', 'main.0123456789.js'), SCRIPT);
  fs.writeFileSync(path.join(staticDir, 'favicon.svg'), `<svg>${' '.repeat(400)}</svg>`);
  fs.writeFileSync(path.join(staticDir, 'chunk-groups.json'), JSON.stringify(CHUNK_GROUPS));
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

describe('preload links on the landing pages (issue 15)', () => {
  it.each(['/login', '/signin', '/login?interaction=abc'])(
    '%s names the login page scripts in its head, each once',
    async (url) => {
      const page = await t.call('GET', url);
      expect(preloadsOf(page.text)).toEqual([
        EN_US,
        '/assets/page-login.aaaaaaaaaa.js',
        '/assets/9785.bbbbbbbbbb.js',
      ]);
      expect(page.text.indexOf('rel="preload"')).toBeLessThan(page.text.indexOf('</head>'));
    },
  );

  it('/ names the frame and the dashboard only for a live session', async () => {
    expect(preloadsOf((await t.call('GET', '/')).text)).toEqual([EN_US]);
    const signedIn = await t.call('GET', '/', {
      headers: (await t.signIn('usr-us-owner')).headers,
    });
    expect(preloadsOf(signedIn.text)).toEqual([
      EN_US,
      '/assets/frame.cccccccccc.js',
      '/assets/9785.bbbbbbbbbb.js',
      '/assets/page-dashboard.dddddddddd.js',
    ]);
    const stale = await t.call('GET', '/', { headers: { cookie: 'portal_session=not-a-session' } });
    expect(preloadsOf(stale.text)).toEqual([EN_US]);
  });

  it.each([
    [{}, EN_US],
    [{ 'accept-language': 'de-CH,de;q=0.9,en;q=0.5' }, '/assets/messages-de-ch-json.0000000002.js'],
    [
      { 'accept-language': 'de-CH', cookie: 'portal_lang=fr-ca' },
      '/assets/messages-fr-ca-json.0000000003.js',
    ],
    [{ 'accept-language': 'xx' }, EN_US],
  ])(
    'every page names the messages of the language it will show first (%j)',
    async (headers, file) => {
      expect(preloadsOf((await t.call('GET', '/accountInfo/profile', { headers })).text)).toEqual([
        file,
      ]);
    },
  );

  it('the lang parameter chooses the messages before the stored language', async () => {
    const page = await t.call('GET', '/login?lang=hu-HU', {
      headers: { cookie: 'portal_lang=fr-ca' },
    });
    expect(preloadsOf(page.text)[0]).toBe('/assets/messages-hu-hu-json.0000000004.js');
  });

  it('the manifest itself is not served', async () => {
    expect((await t.call('GET', '/chunk-groups.json')).status).toBe(404);
  });
});
