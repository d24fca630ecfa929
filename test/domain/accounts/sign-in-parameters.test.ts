import {
  deepLinkLandingOf,
  loginNoticeOf,
  loginPageContextOf,
  loginVariantOf,
  productDeepLinkOf,
  signInParametersOf,
  signUpPathOf,
} from '../../../src/domain/accounts/sign-in-parameters';

// Spec §2 "Query parameters" and docs/decisions/sign-in-states.md D-SIGNIN-UI-1: what the login
// page reads from its address, what it sends through the provider, and which wording and message it
// shows.

const of = (query: string) => signInParametersOf(new URLSearchParams(query));

describe('signInParametersOf', () => {
  it.each([
    ['nothing', '', { uid: undefined, carried: {}, redirect: undefined }],
    [
      'the login page own parameters',
      'uid=a%40b.example&flow=GAD&lang=de-ch&app_id=294&payload=eD0x&reason=product_refresh&expired=true',
      {
        uid: 'a@b.example',
        carried: {
          flow: 'GAD',
          lang: 'de-ch',
          app_id: '294',
          payload: 'eD0x',
          reason: 'product_refresh',
          expired: 'true',
        },
        redirect: undefined,
      },
    ],
    [
      'a signed-out visit to /?uid=…&flow=GAD (the page query inside redirect_uri)',
      `redirect_uri=${encodeURIComponent('/?uid=a@b.example&flow=GAD&reason=product_refresh')}`,
      {
        uid: 'a@b.example',
        carried: { flow: 'GAD', reason: 'product_refresh' },
        redirect: '/?uid=a@b.example&flow=GAD&reason=product_refresh',
      },
    ],
    [
      'the login page own value wins over the page query',
      `flow=GAD&redirect_uri=${encodeURIComponent('/companyDetails?flow=/signin/x')}`,
      { uid: undefined, carried: { flow: 'GAD' }, redirect: '/companyDetails?flow=/signin/x' },
    ],
    [
      'redirect_url when there is no redirect_uri',
      'redirect_url=https%3A%2F%2Fapps.example.com%2F%3Fuid%3Dx',
      // Another site's query is its own: nothing is read from it.
      { uid: undefined, carried: {}, redirect: 'https://apps.example.com/?uid=x' },
    ],
    [
      'a protocol-relative target is not the portal own page',
      `redirect_uri=${encodeURIComponent('//evil.example/?uid=x')}`,
      { uid: undefined, carried: {}, redirect: '//evil.example/?uid=x' },
    ],
    [
      'empty values count as absent',
      'uid=&flow=',
      { uid: undefined, carried: {}, redirect: undefined },
    ],
    [
      'a signed-out visit to a Get-a-DUNS page is the GAD flow (D-GAD-ENTRY-2)',
      `redirect_uri=${encodeURIComponent('/gad/search?app_id=283')}`,
      {
        uid: undefined,
        carried: { flow: 'GAD', app_id: '283' },
        redirect: '/gad/search?app_id=283',
      },
    ],
    [
      'the redirect_url the provider brings back (D-GAD-ENTRY-3)',
      'interaction=x&redirect_url=%2Fgad%2Fdunsfound',
      { uid: undefined, carried: { flow: 'GAD' }, redirect: '/gad/dunsfound' },
    ],
    [
      'an explicit flow is kept on a Get-a-DUNS page',
      `flow=%2Fsignin&redirect_uri=${encodeURIComponent('/gad/search')}`,
      { uid: undefined, carried: { flow: '/signin' }, redirect: '/gad/search' },
    ],
    [
      'a path that only starts like /gad is not the flow',
      `redirect_uri=${encodeURIComponent('/gadget')}`,
      { uid: undefined, carried: {}, redirect: '/gadget' },
    ],
  ])('%s', (_name, query, expected) => {
    expect(of(query)).toEqual(expected);
  });
});

describe('loginPageContextOf: what travels through the provider', () => {
  it.each([
    [
      'login',
      'uid=a%40b.example&flow=GAD',
      { loginHint: 'a@b.example', parameters: { flow: 'GAD' } },
    ],
    ['signin', '', { loginHint: undefined, parameters: { flow: '/signin' } }],
    [
      'signin',
      'flow=GAD&lang=cs-cz',
      { loginHint: undefined, parameters: { flow: 'GAD', lang: 'cs-cz' } },
    ],
    [
      'login',
      'reason=product_refresh',
      { loginHint: undefined, parameters: { reason: 'product_refresh' } },
    ],
    [
      'login',
      `redirect_uri=${encodeURIComponent('/gad/search')}`,
      { loginHint: undefined, parameters: { flow: 'GAD', redirect_url: '/gad/search' } },
    ],
    [
      'login',
      'redirect_uri=https%3A%2F%2Fapps.example.com%2F',
      // Another site's target stays in the OIDC state only.
      { loginHint: undefined, parameters: {} },
    ],
  ] as const)('from /%s?%s', (entry, query, expected) => {
    expect(loginPageContextOf(of(query), entry)).toEqual(expected);
  });
});

describe('loginVariantOf: §2 "flow … selects sign-in wording"', () => {
  it.each([
    ['login', '', 'default'],
    ['login', 'flow=GAD', 'signin'],
    ['login', 'flow=%2Fsignin', 'signin'],
    ['login', 'flow=%2Fsignin%2Fgad%3Fx%3D1', 'signin'],
    ['login', 'flow=gad', 'default'],
    ['login', 'flow=%2Fsignup', 'default'],
    ['signin', '', 'signin'],
  ] as const)('/%s?%s → %s', (entry, query, expected) => {
    expect(loginVariantOf(of(query), entry)).toBe(expected);
  });
});

describe('loginNoticeOf', () => {
  it.each([
    ['', undefined],
    ['reason=product_refresh', 'productRefresh'],
    ['reason=other', undefined],
    ['expired=true', 'sessionExpired'],
    ['expired=false', undefined],
    ['reason=product_refresh&expired=true', 'productRefresh'],
  ] as const)('%j → %s', (query, expected) => {
    expect(loginNoticeOf(of(query))).toBe(expected);
  });
});

describe('signUpPathOf: the login page sign-up link (D-GAD-ENTRY-3)', () => {
  it.each([
    ['', '/signup'],
    [
      `redirect_uri=${encodeURIComponent('/gad/search')}`,
      '/signup?flow=GAD&redirect_url=%2Fgad%2Fsearch',
    ],
    [
      'interaction=x&flow=GAD&redirect_url=%2Fgad%2Fsearch%3Fapp_id%3D283&app_id=283',
      '/signup?flow=GAD&redirect_url=%2Fgad%2Fsearch%3Fapp_id%3D283&app_id=283',
    ],
    ['flow=GAD', '/signup?flow=GAD'],
    // /signin's wording is not a registration flow; the target is passed on.
    ['flow=%2Fsignin&redirect_url=%2FcompanyDetails', '/signup?redirect_url=%2FcompanyDetails'],
    ['app_id=294&payload=eD0x', '/signup?app_id=294&payload=eD0x'],
    ['redirect_uri=https%3A%2F%2Fapps.example.com%2F', '/signup'],
  ])('/login?%s → %s', (query, expected) => {
    expect(signUpPathOf(of(query))).toBe(expected);
  });
});

describe("a product's deep link through sign-in (§2 app_id, payload; §7 oktaLogin; D-DASH-10)", () => {
  it.each([
    ['a payload and its app', 'app_id=306&payload=ZHVucz0x', '/?payload=ZHVucz0x&app_id=306'],
    ['a payload alone', 'payload=ZHVucz0x', '/?payload=ZHVucz0x'],
    ['an app without a payload', 'app_id=306', undefined],
    ['nothing', '', undefined],
  ])('%s lands on %s', (_case, query, landing) => {
    expect(deepLinkLandingOf(of(query))).toBe(landing);
  });

  it.each([
    ['/?payload=ZHVucz0x&app_id=306', { payload: 'ZHVucz0x', appId: '306' }],
    ['/?payload=ZHVucz0x', { payload: 'ZHVucz0x', appId: undefined }],
    ['/?app_id=306', undefined],
    ['/accountInfo', undefined],
    ['https://shop.example.com/?payload=ZHVucz0x', undefined],
  ])('the landing %s carries %p to oktaLogin', (landing, deepLink) => {
    expect(productDeepLinkOf(landing)).toEqual(deepLink);
  });

  it('a landing it makes carries its own deep link back', () => {
    const landing = deepLinkLandingOf(of('payload=a%2Bb%3D&app_id=294')) ?? '';
    expect(productDeepLinkOf(landing)).toEqual({ payload: 'a+b=', appId: '294' });
  });
});
