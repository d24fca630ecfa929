import fs from 'node:fs';
import path from 'node:path';
import { precompress } from '../../scripts/precompress-assets';
import { startTestServer, type TestServer } from './test-server';
import { temporaryDataDir } from './test-database';

jest.setTimeout(120_000);

// Issue 15: "static assets precompressed (brotli and gzip) with immutable caching for hashed names
// and a short cache for the HTML". A build made of a page, a hashed script and the favicon.

const INDEX =
  '<!doctype html><html lang="en"><head><title>Business Portal</title>' +
  '<meta property="csp-nonce" content="__CSP_STYLE_NONCE__"></head><body>' +
  '<noscript><p>The Business Portal needs JavaScript.</p></noscript><div id="root"></div>' +
  '<script nonce="__CSP_SCRIPT_NONCE__" src="/assets/main.0123456789.js"></script></body></html>';

/**
 * The build's page renderer (issue 29), as a stand-in that says what it was asked: it renders
 * every page but a secure one, "Page not found" with 404, and fails on /broken.
 */
const RENDERER = `exports.renderPage = async ({ url, origin, locale }) => {
  const path = new URL(url, origin).pathname;
  if (path === '/accountInfo') return { kind: 'notRendered' };
  if (path === '/broken') throw new Error('the renderer broke');
  if (path === '/odd') return { kind: 'rendered', status: 'fine' };
  return {
    kind: 'rendered',
    status: path === '/no-such-page' ? 404 : 200,
    lang: locale.toUpperCase(),
    title: 'Business Portal | <' + path + '>',
    markup: '<p>' + path + ' for ' + origin + '</p>',
    styles: '<style nonce="__CSP_STYLE_NONCE__" data-styled="true">p{color:teal}</style>',
  };
};
`;
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
  fs.mkdirSync(path.join(staticDir, 'server-render'));
  fs.writeFileSync(path.join(staticDir, 'server-render', 'render-page.cjs'), RENDERER);
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

/** The files a page that works without script names for loading on first use (D-SSR-7). */
const onFirstUseOf = (html: string, name: string): string[] =>
  new RegExp(`<meta name="${name}" content="([^"]*)" />`).exec(html)?.[1]?.split(' ') ?? [];

describe('preload links on the landing pages (issue 15)', () => {
  // Without an interaction, /login and /signin start the code flow first (D-SSR-6); the page works
  // without script, so it names the scripts and the preloads to load when first used (D-SSR-7).
  it.each(['/login?interaction=abc', '/signin?interaction=abc'])(
    '%s names the login page scripts for its first use, each once, and loads none',
    async (url) => {
      const page = await t.call('GET', url);
      expect(onFirstUseOf(page.text, 'portal-preloads-on-first-use')).toEqual([
        EN_US,
        '/assets/page-login.aaaaaaaaaa.js',
        '/assets/9785.bbbbbbbbbb.js',
      ]);
      expect(onFirstUseOf(page.text, 'portal-scripts-on-first-use')).toEqual([
        '/assets/main.0123456789.js',
      ]);
      expect(page.text.indexOf('portal-scripts-on-first-use')).toBeLessThan(
        page.text.indexOf('</head>'),
      );
      expect(preloadsOf(page.text)).toEqual([]);
      expect(page.text).not.toContain('<script nonce="');
    },
  );

  it('a page that needs its script loads it with the page', async () => {
    const page = await t.call('GET', '/signup');
    expect(page.text).toContain('src="/assets/main.0123456789.js"></script>');
    expect(onFirstUseOf(page.text, 'portal-scripts-on-first-use')).toEqual([]);
  });

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
    const page = await t.call('GET', '/login?interaction=abc&lang=hu-HU', {
      headers: { cookie: 'portal_lang=fr-ca' },
    });
    expect(onFirstUseOf(page.text, 'portal-preloads-on-first-use')[0]).toBe(
      '/assets/messages-hu-hu-json.0000000004.js',
    );
  });

  it('the manifest itself is not served', async () => {
    expect((await t.call('GET', '/chunk-groups.json')).status).toBe(404);
  });
});

describe('pages rendered on the server (issue 29)', () => {
  const rootOf = (html: string) => /<div id="root"[^>]*>.*?<\/div>/.exec(html)?.[0];

  it('puts the page in the built HTML: language, title, styles under the nonce, markup', async () => {
    const page = await t.call('GET', '/login?interaction=abc&lang=de-CH');
    expect(page.status).toBe(200);
    expect(page.text).toContain('<html lang="DE-CH">');
    expect(page.text).toContain('<title>Business Portal | &lt;/login&gt;</title>');
    expect(rootOf(page.text)).toBe(
      `<div id="root" data-rendered-locale="de-ch"><p>/login for ${t.baseUrl}</p></div>`,
    );
    const nonce = /<style nonce="([^"]+)" data-styled/.exec(page.text)?.[1];
    expect(nonce).toMatch(/^[\w+/=-]{16,}$/);
    expect(page.headers.get('content-security-policy')).toContain(`'nonce-${nonce}'`);
    expect(page.headers.get('cache-control')).toBe('no-store');
  });

  it('renders in the language the request resolves to', async () => {
    const page = await t.call('GET', '/signup', {
      headers: { 'accept-language': 'de-CH', cookie: 'portal_lang=hu-hu' },
    });
    expect(rootOf(page.text)).toContain('data-rendered-locale="hu-hu"');
  });

  it('remembers the language a `lang` parameter chose, for pages after a form posted without JavaScript', async () => {
    const chosen = await t.call('GET', '/forgot-password?lang=de-CH');
    expect(chosen.headers.get('set-cookie')).toMatch(
      /^portal_lang=de-ch; Max-Age=31536000; Path=\/; SameSite=Lax$/,
    );
    const kept = await t.call('GET', '/forgot-password?lang=de-CH', {
      headers: { cookie: 'portal_lang=de-ch' },
    });
    expect(kept.headers.get('set-cookie')).toBeNull();
    expect((await t.call('GET', '/forgot-password')).headers.get('set-cookie')).toBeNull();
    expect((await t.call('GET', '/forgot-password?lang=xx')).headers.get('set-cookie')).toBeNull();
  });

  it('says "needs JavaScript" only on the pages that still need it', async () => {
    expect((await t.call('GET', '/signup')).text).toContain('needs JavaScript');
    expect((await t.call('GET', '/forgot-password')).text).not.toContain('noscript');
    expect((await t.call('GET', '/login?interaction=abc')).text).not.toContain('noscript');
    expect((await t.call('GET', '/accountInfo')).text).toContain('needs JavaScript');
  });

  it('answers "Page not found" with 404', async () => {
    expect((await t.call('GET', '/no-such-page')).status).toBe(404);
  });

  it.each(['/accountInfo', '/broken', '/odd'])(
    '%s (secure, or the renderer failed) is left to the browser: the empty page',
    async (url) => {
      const page = await t.call('GET', url);
      expect(page.status).toBe(200);
      expect(rootOf(page.text)).toBe('<div id="root"></div>');
    },
  );

  it('never serves the renderer itself', async () => {
    expect((await t.call('GET', '/server-render/render-page.cjs')).status).toBe(404);
  });

  it('answers a form posted to a page (JavaScript off) with that page again', async () => {
    const FORM = {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      rawBody: 'username=a%40b.com&password=secret',
    };
    const posted = await t.call('POST', '/login?interaction=abc', FORM);
    expect(posted.status).toBe(303);
    expect(posted.headers.get('location')).toBe('/login?interaction=abc');
    const elsewhere = await t.call('POST', '//evil.example/login', FORM);
    expect(elsewhere.status).toBe(404);
  });
});
