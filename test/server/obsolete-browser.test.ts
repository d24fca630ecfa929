import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { SPEC_ROUTES } from '../../src/domain/navigation/route-access';
import { BROWSER_DOWNLOADS } from '../../src/domain/maintenance/obsolete-browser';
import { isInternetExplorer, OBSOLETE_BROWSER_PATH } from '../../server/http/obsolete-browser';
import { startTestServer, type TestServer } from './test-server';
import { temporaryDataDir } from './test-database';

jest.setTimeout(120_000);

// Spec §4 "Old Internet Explorer goes to /obsoleteBrowser"; §8 "Unsupported browser: suggests
// Safari, Firefox, Chrome, Edge". IE cannot run the portal's bundle, so the server answers it
// (docs/decisions/status-pages.md D-PAGES-1).

const IE_11 = 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko';
const IE_6 = 'Mozilla/4.0 (compatible; MSIE 6.0; Windows NT 5.1; SV1)';
const LEGACY_EDGE =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/70.0.3538.102 Safari/537.36 Edge/18.17763';
const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';

/** A stand-in for the built portal: what a browser that can run it gets for every page. */
const SPA_INDEX =
  '<!doctype html><html><head><meta property="csp-nonce" content="__CSP_STYLE_NONCE__"></head>' +
  '<body><div id="root">the single-page app</div><script nonce="__CSP_SCRIPT_NONCE__" src="/main.js"></script></body></html>';

describe('which browsers are obsolete — §4 "Old Internet Explorer goes to /obsoleteBrowser." (D-DOM-20)', () => {
  it("the route, the portal's own page for it", () => {
    expect(OBSOLETE_BROWSER_PATH).toBe('/obsoleteBrowser');
    expect(OBSOLETE_BROWSER_PATH).toBe(SPEC_ROUTES.obsoleteBrowser.path);
  });

  it.each([
    [IE_6, true, 'IE 6'],
    ['Mozilla/5.0 (compatible; MSIE 10.0; Windows NT 6.1; Trident/6.0)', true, 'IE 10'],
    ['Mozilla/5.0 (compatible; MSIE 10.0; Trident/6.0)', true, 'IE 10, short'],
    [IE_11, true, 'IE 11'],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36 Edg/120.0',
      false,
      'Edge',
    ],
    [LEGACY_EDGE, false, 'legacy Edge is not Internet Explorer'],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15',
      false,
      'Safari',
    ],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:120.0) Gecko/20100101 Firefox/120.0', false, 'Firefox'],
    [CHROME, false, 'Chrome'],
    ['', false, 'an empty user agent'],
    [undefined, false, 'no user agent'],
    ['MyMSIE Tool', false, 'MSIE must be a word followed by a version'],
  ])('%j → %s: %s', (userAgent, expected, _why) => {
    expect(isInternetExplorer(userAgent)).toBe(expected);
  });
});

describe("Internet Explorer and the portal's pages", () => {
  let t: TestServer;
  const staticDir = temporaryDataDir();
  beforeAll(async () => {
    fs.writeFileSync(path.join(staticDir, 'index.html'), SPA_INDEX);
    t = await startTestServer({ STATIC_DIR: staticDir });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(staticDir, { recursive: true, force: true });
  });

  const get = (url: string, userAgent: string, method = 'GET') =>
    t.call(method, url, { headers: { 'user-agent': userAgent } });

  it.each([
    [IE_11, '/'],
    [IE_11, '/accountInfo/profile?tab=1'],
    [IE_6, '/'],
    [IE_6, '/login'],
  ])('sends %j asking for %s to /obsoleteBrowser, uncached', async (userAgent, url) => {
    const answer = await get(url, userAgent);
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('/obsoleteBrowser');
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it.each([IE_11, IE_6])(
    'answers /obsoleteBrowser for %j with a static page: the four browsers, no script',
    async (userAgent) => {
      const answer = await get('/obsoleteBrowser', userAgent);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(answer.text).toContain('<title>Business Portal | Unsupported browser</title>');
      expect(answer.text).toContain('<h1>Your browser is not supported</h1>');
      expect(answer.text).not.toMatch(/<script/i);
      expect(answer.text).not.toContain('the single-page app');
      const links = [
        ...answer.text.matchAll(/<a href="([^"]+)" target="_blank" rel="([^"]+)">([^<]+)<\/a>/g),
      ];
      expect(links.map(([, href, rel, name]) => ({ name, url: href, rel }))).toEqual(
        BROWSER_DOWNLOADS.map((browser) => ({ ...browser, rel: 'noopener noreferrer' })),
      );
    },
  );

  it.each([
    ['?lang=hu-hu', {}, 'hu-HU', 'Böngészője nem támogatott'],
    ['', { cookie: 'portal_lang=de-ch' }, 'de-CH', 'Ihr Browser wird nicht unterstützt'],
    ['', { 'accept-language': 'xx, pl;q=0.8, en;q=0.5' }, 'pl-PL', 'Ta przeglądarka'],
    ['?lang=xx', { cookie: 'portal_lang=fr-ca' }, 'fr-CA', 'Votre navigateur'],
  ])(
    'speaks the language §9 picks: /obsoleteBrowser%s with %j is %s',
    async (query, headers: Record<string, string>, tag, heading) => {
      const answer = await t.call('GET', `/obsoleteBrowser${query}`, {
        headers: { 'user-agent': IE_11, ...headers },
      });
      expect(answer.text).toContain(`<html lang="${tag}">`);
      expect(answer.text).toContain(`<h1>${heading}`);
    },
  );

  it("admits the static page's one inline style by the policy's hash, without a nonce", async () => {
    const answer = await get('/obsoleteBrowser', IE_11);
    const styles = [...answer.text.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(([, css]) => css);
    expect(styles).toHaveLength(1);
    const hash = createHash('sha256')
      .update(styles[0] ?? '')
      .digest('base64');
    expect(answer.headers.get('content-security-policy')).toMatch(
      new RegExp(`style-src [^;]*'sha256-${hash.replace(/[+/]/g, '\\$&')}'`),
    );
  });

  it('answers a HEAD from Internet Explorer the same way', async () => {
    const answer = await get('/', IE_11, 'HEAD');
    expect([answer.status, answer.headers.get('location')]).toEqual([302, '/obsoleteBrowser']);
  });

  it.each([LEGACY_EDGE, CHROME])(
    'lets %j through to the portal, /obsoleteBrowser included',
    async (userAgent) => {
      for (const url of ['/', '/obsoleteBrowser']) {
        const answer = await get(url, userAgent);
        expect([url, answer.status]).toEqual([url, 200]);
        expect(answer.text).toContain('the single-page app');
      }
    },
  );

  it('leaves the API, the health check and files alone for Internet Explorer', async () => {
    expect((await get('/services/auth/checkUserLogin', IE_11)).status).toBe(401);
    expect((await get('/health', IE_11)).status).toBe(200);
    expect((await get('/no-such-file.js', IE_11)).status).toBe(404);
  });
});
