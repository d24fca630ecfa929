import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PORTAL_CLIENT_ID } from '../../server/config';
import { freePort } from '../e2e/portal-server';
import { startTestServer, type Answer, type TestServer } from './test-server';
import { temporaryDataDir } from './test-database';

jest.setTimeout(90_000);

// server/http/security-headers.ts: every answer (pages, API, 404s, the identity provider, Swagger
// UI) carries the same security headers and Content-Security-Policy; the SPA's index.html gets
// nonces new on every answer, in its policy and its tags, and answers that use none name none.

const SCRIPT = 'assets/main.0123456789.js';

/** A build folder like webpack's (see public/index.html and webpack.config.js), with a source map. */
const fakeBuild = (): string => {
  const dir = temporaryDataDir();
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang=en><head><title>Business Portal</title>' +
      '<meta property=csp-nonce nonce=__CSP_STYLE_NONCE__><style nonce=__CSP_STYLE_NONCE__>body{margin:0}</style>' +
      '<script defer src=/assets/runtime.0123456789.js nonce=__CSP_SCRIPT_NONCE__></script>' +
      `<script defer src=/${SCRIPT} nonce=__CSP_SCRIPT_NONCE__></script></head><body><div id=root></div></body></html>`,
  );
  fs.writeFileSync(path.join(dir, SCRIPT), 'console.log("portal");\n');
  fs.writeFileSync(
    path.join(dir, `${SCRIPT}.map`),
    JSON.stringify({ version: 3, sources: ['src/main.tsx'], sourcesContent: ['secret source'] }),
  );
  return dir;
};

/** The policy as directive name → sources. */
const policyOf = (answer: Answer): Map<string, string[]> => {
  const header = answer.headers.get('content-security-policy') ?? '';
  return new Map(
    header
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name !== undefined && name !== '')
      .map(([name, ...sources]) => [name ?? '', sources]),
  );
};

const nonceIn = (sources: readonly string[] | undefined): string => {
  const nonces = (sources ?? []).filter((source) => source.startsWith("'nonce-"));
  expect(nonces).toHaveLength(1);
  return nonces[0]?.slice("'nonce-".length, -1) ?? '';
};

const expectSecurityHeaders = (answer: Answer, where: string): void => {
  const header = (name: string) => ({ where, [name]: answer.headers.get(name) });
  expect(header('x-frame-options')).toEqual({ where, 'x-frame-options': 'DENY' });
  expect(header('x-content-type-options')).toEqual({ where, 'x-content-type-options': 'nosniff' });
  expect(header('referrer-policy')).toEqual({
    where,
    'referrer-policy': 'strict-origin-when-cross-origin',
  });
  const permissions = (answer.headers.get('permissions-policy') ?? '').split(', ');
  const off = ['camera', 'microphone', 'geolocation', 'payment', 'usb'].map((name) => `${name}=()`);
  expect({ where, off: off.filter((feature) => permissions.includes(feature)) }).toEqual({
    where,
    off,
  });
  const policy = policyOf(answer);
  expect({ where, 'frame-ancestors': policy.get('frame-ancestors') }).toEqual({
    where,
    'frame-ancestors': ["'none'"],
  });
  expect({ where, 'object-src': policy.get('object-src') }).toEqual({
    where,
    'object-src': ["'none'"],
  });
  const scriptSrc = policy.get('script-src') ?? [];
  expect({ where, scriptSrc: scriptSrc[0] }).toEqual({ where, scriptSrc: "'self'" });
  // Nothing inline or evaluated is admitted wholesale, for scripts or styles.
  const allSources = [...policy.values()].flat();
  expect({ where, unsafe: allSources.filter((source) => source.startsWith("'unsafe-")) }).toEqual({
    where,
    unsafe: [],
  });
};

describe('over http (PUBLIC_URL http://localhost)', () => {
  let t: TestServer;
  let staticDir: string;
  beforeAll(async () => {
    staticDir = fakeBuild();
    t = await startTestServer({ STATIC_DIR: staticDir });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(staticDir, { recursive: true, force: true });
  });

  it.each([
    ['an SPA page', '/', 200],
    ['an asset', `/${SCRIPT}`, 200],
    ['an API answer', '/services/auth/checkUserLogin', 401],
    ['an API 404', '/services/no-such-call', 404],
    ['a file 404', '/no-such-file.js', 404],
    ['the identity provider', '/oidc/.well-known/openid-configuration', 200],
    ['an identity-provider page', '/oidc/auth?client_id=unknown', 400],
    ['Swagger UI', '/services/docs', 200],
    ["Swagger UI's script", '/services/docs/static/swagger-ui-bundle.js', 200],
    ['the outbox', '/dev/mail', 200],
    ['a demo product page', '/demo-product/154', 200],
    ['an unknown demo product', '/demo-product/999999', 404],
  ])('%s (%s) carries every header, and no HSTS over http', async (_what, url, status) => {
    const answer = await t.call('GET', url);
    expect({ url, status: answer.status }).toEqual({ url, status });
    expectSecurityHeaders(answer, url);
    expect({ url, hsts: answer.headers.get('strict-transport-security') }).toEqual({
      url,
      hsts: null,
    });
    expect(policyOf(answer).has('upgrade-insecure-requests')).toBe(false);
  });

  it("index.html's script tags, inline style and csp-nonce meta carry the answer's new nonces", async () => {
    const seen = new Set<string>();
    for (const url of ['/', '/', '/dashboard']) {
      const answer = await t.call('GET', url);
      const policy = policyOf(answer);
      const scriptNonce = nonceIn(policy.get('script-src'));
      const styleNonce = nonceIn(policy.get('style-src'));
      const scriptTags = answer.text.match(/<script[^>]*>/g) ?? [];
      expect(scriptTags).toHaveLength(2);
      for (const tag of scriptTags) expect(tag).toContain(` nonce=${scriptNonce}`);
      expect(answer.text).toContain(`<meta property=csp-nonce nonce=${styleNonce}>`);
      expect(answer.text).toContain(`<style nonce=${styleNonce}>`);
      expect(answer.text).not.toContain('__CSP_');
      expect(answer.headers.get('cache-control')).toBe('no-store');
      seen.add(scriptNonce).add(styleNonce);
    }
    expect(seen.size).toBe(6);
  });

  it.each([
    ['an API answer', '/services/auth/checkUserLogin'],
    ['an asset', `/${SCRIPT}`],
    ['Swagger UI', '/services/docs'],
    ['the identity provider', '/oidc/.well-known/openid-configuration'],
  ])('%s (%s) names no nonce: its policy admits nothing inline by one', async (_what, url) => {
    const policy = policyOf(await t.call('GET', url));
    const nonces = [...policy.values()].flat().filter((source) => source.startsWith("'nonce-"));
    expect({ url, nonces }).toEqual({ url, nonces: [] });
  });

  it('serves no source map, and not the index.html template itself', async () => {
    expect((await t.call('GET', `/${SCRIPT}`)).text).toContain('portal');
    const map = await t.call('GET', `/${SCRIPT}.map`);
    expect(map.status).toBe(404);
    expect(map.text).not.toContain('secret source');
    expect((await t.call('GET', '/index.html')).status).toBe(404);
  });

  it('the built template leaves the style nonce to the server, the scripts to webpack', () => {
    const template = fs.readFileSync(path.resolve(__dirname, '../../public/index.html'), 'utf8');
    expect(template).toContain('<meta property="csp-nonce" nonce="__CSP_STYLE_NONCE__" />');
    expect(template).toContain('<style nonce="__CSP_STYLE_NONCE__">');
    const webpackConfig = fs.readFileSync(
      path.resolve(__dirname, '../../webpack.config.js'),
      'utf8',
    );
    expect(webpackConfig).toContain("tag.attributes.nonce = '__CSP_SCRIPT_NONCE__'");
    expect(webpackConfig).toContain("devtool: production ? 'hidden-source-map'");
  });

  it("the provider's form_post page runs its inline script by hash, nothing else inline", async () => {
    const query = new URLSearchParams({
      client_id: PORTAL_CLIENT_ID,
      redirect_uri: `${t.baseUrl}/login/callback`,
      response_type: 'code',
      scope: 'openid',
      response_mode: 'form_post',
      state: 'state-1',
    });
    // Without PKCE the request is refused, and the refusal is posted back to the portal.
    const answer = await t.call('GET', `/oidc/auth?${query.toString()}`);
    expect(answer.text).toContain('invalid_request');
    const script = /<script>([\s\S]*?)<\/script>/.exec(answer.text)?.[1] ?? '';
    expect(script).toContain('submit()');
    const hash = `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
    expectSecurityHeaders(answer, 'form_post');
    const scriptSrc = policyOf(answer).get('script-src') ?? [];
    expect(scriptSrc.filter((source) => !source.startsWith("'nonce-"))).toEqual(["'self'", hash]);
  });

  it("Swagger UI's policy admits its logo's inline style by hash, nothing else", async () => {
    const page = policyOf(await t.call('GET', '/services/docs'));
    const portal = policyOf(await t.call('GET', '/'));
    const withoutNonces = (sources: readonly string[] | undefined) =>
      (sources ?? []).filter((source) => !source.startsWith("'nonce-"));
    const added = withoutNonces(page.get('style-src')).filter(
      (source) => !withoutNonces(portal.get('style-src')).includes(source),
    );
    expect(added).toEqual([expect.stringMatching(/^'sha256-[A-Za-z0-9+/]{43}='$/)]);
    expect(withoutNonces(page.get('script-src'))).toEqual(["'self'"]);
  });
});

describe('over https (PUBLIC_URL https://localhost)', () => {
  let t: TestServer;
  beforeAll(async () => {
    const port = await freePort();
    t = await startTestServer({ PUBLIC_URL: `https://localhost:${port}` }, { port });
  });
  afterAll(() => t.close());

  it.each([
    '/services/auth/checkUserLogin',
    '/oidc/.well-known/openid-configuration',
    '/services/docs',
  ])('%s carries HSTS and upgrades insecure requests', async (url) => {
    const answer = await t.call('GET', url);
    expectSecurityHeaders(answer, url);
    expect(answer.headers.get('strict-transport-security')).toBe('max-age=31536000');
    expect(policyOf(answer).get('upgrade-insecure-requests')).toEqual([]);
  });
});
