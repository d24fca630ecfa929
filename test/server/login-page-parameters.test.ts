import { loginPageLocation } from '../../server/identity/login-parameters';
import { authorizationQuery, authorize, CookieJar, makePkce } from './oidc-flow';
import { startTestServer, type TestServer } from './test-server';

jest.setTimeout(60_000);

// docs/decisions/sign-in-states.md D-SIGNIN-UI-1: the login page's parameters of spec §2 survive
// the code flow's round trip through the identity provider (uid as login_hint, the others as extra
// parameters).

describe('loginPageLocation', () => {
  it.each([
    ['no parameters', {}, '/login?interaction=abc'],
    [
      'uid from login_hint',
      { login_hint: 'a@b.example' },
      '/login?interaction=abc&uid=a%40b.example',
    ],
    [
      'the spec parameters, in a fixed order',
      {
        reason: 'product_refresh',
        flow: 'GAD',
        lang: 'de-ch',
        app_id: '294',
        payload: 'eD0x',
        expired: 'true',
      },
      '/login?interaction=abc&flow=GAD&lang=de-ch&app_id=294&payload=eD0x&reason=product_refresh&expired=true',
    ],
    [
      'a flow path, encoded',
      { flow: '/signin?x=1&y=2' },
      '/login?interaction=abc&flow=%2Fsignin%3Fx%3D1%26y%3D2',
    ],
    [
      'unknown parameters dropped',
      { scope: 'openid', nonce: 'n', prompt: 'login' },
      '/login?interaction=abc',
    ],
    [
      'non-strings and empty values dropped',
      { flow: ['GAD'], reason: '', app_id: 294 },
      '/login?interaction=abc',
    ],
    ['an over-long value dropped', { payload: 'x'.repeat(2049) }, '/login?interaction=abc'],
    [
      "the sign-in's target, for the sign-up link (D-GAD-ENTRY-3), encoded",
      { flow: 'GAD', redirect_url: '/gad/search?app_id=283' },
      '/login?interaction=abc&flow=GAD&redirect_url=%2Fgad%2Fsearch%3Fapp_id%3D283',
    ],
  ])('%s', (_name, params, expected) => {
    expect(loginPageLocation('abc', params)).toBe(expected);
  });
});

describe('the provider sends the parameters back to the login page', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ SEED_COMPANY_COUNT: '1000' });
  });
  afterAll(() => t.close());

  it('keeps uid, flow, lang, app_id, payload, reason and expired through /oidc/auth and the interaction', async () => {
    const jar = new CookieJar();
    const answer = await authorize(t, jar, {
      ...authorizationQuery(t, makePkce(), 'state-1'),
      login_hint: 'expired@example.com',
      flow: 'GAD',
      lang: 'de-ch',
      app_id: '294',
      payload: 'YT0x',
      reason: 'product_refresh',
      expired: 'true',
    });
    jar.store(answer.headers);
    const interaction = answer.headers.get('location') ?? '';
    const uid = /\/interaction\/([\w-]+)$/.exec(interaction)?.[1];
    expect(uid).toBeDefined();

    const loginPage = await t.call('GET', new URL(interaction, t.baseUrl).pathname, {
      headers: { cookie: jar.header },
    });
    expect(loginPage.status).toBe(303);
    const location = new URL(loginPage.headers.get('location') ?? '', t.baseUrl);
    expect(location.pathname).toBe('/login');
    expect(Object.fromEntries(location.searchParams)).toEqual({
      interaction: uid,
      uid: 'expired@example.com',
      flow: 'GAD',
      lang: 'de-ch',
      app_id: '294',
      payload: 'YT0x',
      reason: 'product_refresh',
      expired: 'true',
    });
  });

  it('without the interaction cookie, sends the bare interaction address', async () => {
    const jar = new CookieJar();
    const answer = await authorize(t, jar, {
      ...authorizationQuery(t, makePkce(), 'state-2'),
      flow: 'GAD',
    });
    const path = new URL(answer.headers.get('location') ?? '', t.baseUrl).pathname;
    const loginPage = await t.call('GET', path);
    expect(loginPage.status).toBe(303);
    expect(loginPage.headers.get('location')).toMatch(/^\/login\?interaction=[\w-]+$/);
  });
});
