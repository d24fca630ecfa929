import fs from 'node:fs';
import path from 'node:path';
import { tagManagerMeta } from '../../server/http/static-routes';
import { startTestServer, type TestServer } from './test-server';
import { temporaryDataDir } from './test-database';

jest.setTimeout(120_000);

// docs/decisions/adapters.md D-ADP-6: only a server started with PORTAL_TAG_MANAGER_URL names a
// tag manager in its pages (a meta the portal's script reads) and allows that one origin in its
// Content-Security-Policy; by default no page names one and the policy allows no other origin.

const INDEX =
  '<!doctype html><html><head><meta property="csp-nonce" content="__CSP_STYLE_NONCE__"></head>' +
  '<body><div id="root"></div><script nonce="__CSP_SCRIPT_NONCE__" src="/main.js"></script></body></html>';

const staticDir = temporaryDataDir();
beforeAll(() => fs.writeFileSync(path.join(staticDir, 'index.html'), INDEX));
afterAll(() => fs.rmSync(staticDir, { recursive: true, force: true }));

/** The sources of one directive of an answer's policy, its nonce left out. */
const sourcesOf = (policy: string | null, directive: string): string[] =>
  (policy ?? '')
    .split(';')
    .map((entry) => entry.trim().split(/\s+/))
    .find(([name]) => name === directive)
    ?.slice(1)
    .filter((source) => !source.startsWith("'nonce-")) ?? [];

describe('PORTAL_TAG_MANAGER_URL unset (the default)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ STATIC_DIR: staticDir });
  });
  afterAll(async () => server.close());

  it.each(['/', '/forgot-password', '/accountInfo/profile'])(
    '%s names no tag manager, and its policy allows scripts and calls to this origin only',
    async (url) => {
      const page = await server.call('GET', url);
      expect(page.status).toBe(200);
      expect(page.text).not.toContain('portal-tag-manager');
      const policy = page.headers.get('content-security-policy');
      expect(sourcesOf(policy, 'script-src')).toEqual(["'self'"]);
      expect(sourcesOf(policy, 'connect-src')).toEqual(["'self'"]);
    },
  );
});

describe('PORTAL_TAG_MANAGER_URL set', () => {
  const loader = 'https://tags.collector.example/loader.js?id=T-1&env="x"';
  const normalised = new URL(loader).href;
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ STATIC_DIR: staticDir, PORTAL_TAG_MANAGER_URL: loader });
  });
  afterAll(async () => server.close());

  it.each(['/', '/forgot-password', '/accountInfo/profile'])(
    '%s names the loader in its meta, escaped, and its policy allows that origin alone',
    async (url) => {
      const page = await server.call('GET', url);
      expect(page.status).toBe(200);
      expect(page.text).toContain(tagManagerMeta(normalised));
      expect(page.text).toContain('content="https://tags.collector.example/loader.js?id=T-1&amp;');
      const policy = page.headers.get('content-security-policy');
      expect(sourcesOf(policy, 'script-src')).toEqual(["'self'", 'https://tags.collector.example']);
      expect(sourcesOf(policy, 'connect-src')).toEqual([
        "'self'",
        'https://tags.collector.example',
      ]);
      // Nothing else is widened: images, frames and forms stay the portal's own.
      expect(sourcesOf(policy, 'img-src')).toEqual(["'self'", 'data:']);
      expect(sourcesOf(policy, 'default-src')).toEqual(["'self'"]);
    },
  );
});
