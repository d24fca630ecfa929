import fs from 'node:fs';
import path from 'node:path';
import { startTestServer, type TestServer } from './test-server';
import { temporaryDataDir } from './test-database';

jest.setTimeout(120_000);

// Issue 29 "/ signed in paints the frame … from HTML" (D-SSR-8): the server renders the dashboard
// for a request with a live session, from its own calls made as that request's user, and hands
// the answers it used to the browser with the page.

const INDEX =
  '<!doctype html><html lang="en"><head><title>Business Portal</title></head><body>' +
  '<noscript><p>The Business Portal needs JavaScript.</p></noscript><div id="root"></div>' +
  '<script nonce="__CSP_SCRIPT_NONCE__" src="/assets/main.0123456789.js"></script></body></html>';

/**
 * A stand-in for the build's renderer that draws `/` from the profile it is given by the server's
 * own call, and says what a call outside the portal's services got; it would draw any other page
 * it were given the server's calls for.
 */
const RENDERER = `exports.renderPage = async ({ url, origin, serverCall }) => {
  if (serverCall === undefined) return { kind: 'notRendered' };
  const path = new URL(url, origin).pathname;
  if (path !== '/') {
    return { kind: 'rendered', status: 200, lang: 'en-US', title: path, markup: '<p>' + path + '</p>', styles: '' };
  }
  const profile = await serverCall('/services/auth/getUserProfile');
  if (profile.status !== 200) return { kind: 'notRendered' };
  let elsewhere = 'answered';
  await serverCall('/oidc/me').catch(() => { elsewhere = 'refused'; });
  return {
    kind: 'rendered',
    status: 200,
    lang: 'en-US',
    title: 'Home',
    markup: '<p>Welcome, ' + JSON.parse(profile.body).firstName + '</p><p>' + elsewhere + '</p>',
    styles: '',
    firstAnswers: [
      { url: '/services/auth/getUserProfile', status: profile.status, body: profile.body },
      { url: '/services/x', status: 200, body: '"</script><script>alert(1)</script>"' },
    ],
  };
};
`;

const staticDir = temporaryDataDir();
let t: TestServer;
beforeAll(async () => {
  fs.mkdirSync(path.join(staticDir, 'server-render'));
  fs.writeFileSync(path.join(staticDir, 'index.html'), INDEX);
  fs.writeFileSync(path.join(staticDir, 'server-render', 'render-page.cjs'), RENDERER);
  t = await startTestServer({ STATIC_DIR: staticDir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(staticDir, { recursive: true, force: true });
});

const rootOf = (html: string) => /<div id="root"[^>]*>.*?<\/div>/.exec(html)?.[0];
const answersOf = (html: string): unknown => {
  const text = /<script type="application\/json" id="portal-first-answers">(.*?)<\/script>/.exec(
    html,
  )?.[1];
  return text === undefined ? undefined : JSON.parse(text);
};

describe('the dashboard rendered on the server for a signed-in request (D-SSR-8)', () => {
  it("draws the page from the user's own data, fetched as that user", async () => {
    const page = await t.call('GET', '/', { headers: (await t.signIn('usr-us-owner')).headers });
    expect(page.status).toBe(200);
    expect(rootOf(page.text)).toBe(
      '<div id="root" data-rendered-locale="en-us"><p>Welcome, Alex</p><p>refused</p></div>',
    );
    expect(page.headers.get('cache-control')).toBe('no-store');
  });

  it('hands the answers it used to the browser, in a data block nothing in them can end', async () => {
    const page = await t.call('GET', '/', { headers: (await t.signIn('usr-us-owner')).headers });
    expect(page.text).not.toContain('<script>alert(1)');
    const answers = answersOf(page.text);
    expect(answers).toEqual([
      expect.objectContaining({ url: '/services/auth/getUserProfile', status: 200 }),
      { url: '/services/x', status: 200, body: '"</script><script>alert(1)</script>"' },
    ]);
  });

  it('asks for its script once painted, not with the page', async () => {
    const page = await t.call('GET', '/', { headers: (await t.signIn('usr-us-owner')).headers });
    expect(page.text).not.toMatch(/<script[^>]* src=/);
    expect(page.text).toContain(
      '<meta name="portal-scripts-on-first-use" content="/assets/main.0123456789.js" />',
    );
    expect(page.text).toContain('<meta name="portal-scripts-after-paint" content="" />');
    const signedOut = await t.call('GET', '/');
    expect(signedOut.text).toContain('src="/assets/main.0123456789.js"');
    expect(signedOut.text).not.toContain('portal-scripts-after-paint');
  });

  it('draws each user their own page, never one kept from another request', async () => {
    const owner = await t.call('GET', '/', { headers: (await t.signIn('usr-us-owner')).headers });
    const trial = await t.call('GET', '/', { headers: (await t.signIn('usr-uk-trial')).headers });
    expect(rootOf(owner.text)).toContain('Welcome, Alex');
    expect(rootOf(trial.text)).not.toContain('Welcome, Alex');
    expect(rootOf(trial.text)).toMatch(/Welcome, \w+/);
  });

  it('is asked for no other secure page: the session is looked at for the dashboard alone', async () => {
    const headers = (await t.signIn('usr-us-owner')).headers;
    const page = await t.call('GET', '/accountInfo', { headers });
    expect(rootOf(page.text)).toBe('<div id="root"></div>');
  });

  it.each([
    ['no session', {}],
    ['a session that is not one', { cookie: 'portal_session=not-a-session' }],
  ])('leaves the page to the browser for %s', async (_, headers) => {
    const page = await t.call('GET', '/', { headers });
    expect(rootOf(page.text)).toBe('<div id="root"></div>');
    expect(answersOf(page.text)).toBeUndefined();
  });
});
