import { startTestServer, type TestServer } from './test-server';

jest.setTimeout(120_000);

// Spec §8 "under-maintenance page: 'We are under maintenance and we will be back shortly'".
// MAINTENANCE_MODE=true: the services refuse with a code the portal turns into that page; sign-in
// and sign-out's session calls, /health, the identity provider and the pages keep answering
// (docs/decisions/status-pages.md D-PAGES-2).

const UNDER_MAINTENANCE = {
  error: 'UNDER_MAINTENANCE',
  message: 'We are under maintenance and we will be back shortly',
};

describe('MAINTENANCE_MODE=true', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ MAINTENANCE_MODE: 'true' });
  });
  afterAll(() => t.close());

  it.each([
    ['GET', '/services/auth/checkUserLogin', 'the session check, signed in'],
    ['GET', '/services/auth/getUserProfile', 'a read'],
    ['POST', '/services/auth/forgotPassword', 'a write'],
    ['GET', '/services/no/such/call', 'an unknown call'],
    ['GET', '/services/docs/json', 'the API description'],
    ['GET', '/%73ervices/auth/checkUserLogin', 'an encoded path the router decodes to a call'],
  ])('%s %s answers 503 UNDER_MAINTENANCE, uncached (%s)', async (method, url) => {
    const { writeHeaders } = await t.signIn('usr-us-owner');
    const answer = await t.call(method, url, {
      headers: writeHeaders,
      ...(method === 'POST' ? { body: { email: 'us.owner@example.com' } } : {}),
    });
    expect([answer.status, answer.json]).toEqual([503, UNDER_MAINTENANCE]);
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it('refuses the session check without a session too (a visitor meets the page, not sign-in)', async () => {
    const answer = await t.call('GET', '/services/auth/checkUserLogin');
    expect([answer.status, answer.json]).toEqual([503, UNDER_MAINTENANCE]);
  });

  it('still signs out: oktaLogout ends the session', async () => {
    const sessionsOfUser = () =>
      t.db.prepare("SELECT count(*) AS n FROM sessions WHERE user_id = 'usr-uk-trial'").get();
    const { writeHeaders } = await t.signIn('usr-uk-trial');
    expect(sessionsOfUser()).toEqual({ n: 1 });
    const logout = await t.call('GET', '/services/auth/oktaLogout', { headers: writeHeaders });
    expect([logout.status, logout.json]).toEqual([200, { status: 'LOGGED_OUT' }]);
    expect(sessionsOfUser()).toEqual({ n: 0 });
  });

  it('still opens sessions: oktaLogin checks its id token as usual', async () => {
    const answer = await t.call('POST', '/services/auth/oktaLogin', {
      headers: { origin: t.baseUrl },
      body: { idToken: 'not-a-token' },
    });
    expect(answer.status).toBe(401);
    expect(answer.json).toMatchObject({ error: 'ID_TOKEN_INVALID' });
  });

  it('keeps /health, /ready, the identity provider and the pages answering', async () => {
    expect((await t.call('GET', '/health')).status).toBe(200);
    expect((await t.call('GET', '/ready')).status).toBe(200);
    expect((await t.call('GET', '/oidc/.well-known/openid-configuration')).status).toBe(200);
    // No build in this test's STATIC_DIR: the page route answers that, not maintenance.
    expect((await t.call('GET', '/dashboard')).json).toMatchObject({ error: 'PORTAL_NOT_BUILT' });
  });
});

describe('MAINTENANCE_MODE unset', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({});
  });
  afterAll(() => t.close());

  it('answers the services as usual', async () => {
    const answer = await t.call('GET', '/services/auth/checkUserLogin');
    expect(answer.status).toBe(401);
    const { headers } = await t.signIn('usr-us-owner');
    expect((await t.call('GET', '/services/auth/checkUserLogin', { headers })).status).toBe(200);
  });
});
