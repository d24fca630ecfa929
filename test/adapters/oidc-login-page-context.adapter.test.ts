import { OidcIdentityProvider } from '../../src/adapters/identity/oidc-identity-provider.adapter';

// docs/decisions/sign-in-states.md D-SIGNIN-UI-1: the authorization request carries the login
// page's parameters (uid as login_hint, the others by their own names) for the provider to hand
// back.

const ORIGIN = 'https://portal.example.com';

const memoryStorage = (): Storage => {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (index: number) => [...items.keys()][index] ?? null,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    clear: () => items.clear(),
  };
};

const discoveryOnly: typeof fetch = async (input) => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  if (url !== `${ORIGIN}/oidc/.well-known/openid-configuration`)
    throw new Error(`unexpected ${url}`);
  return new Response(
    JSON.stringify({
      issuer: `${ORIGIN}/oidc`,
      authorization_endpoint: `${ORIGIN}/oidc/auth`,
      token_endpoint: `${ORIGIN}/oidc/token`,
      jwks_uri: `${ORIGIN}/oidc/jwks`,
    }),
    { status: 200, headers: { 'content-type': 'application/json' } },
  );
};

describe('OidcIdentityProvider.authorizationUrl with the login page context', () => {
  const realFetch = globalThis.fetch;
  beforeEach(() => {
    globalThis.fetch = discoveryOnly;
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  const adapter = () =>
    new OidcIdentityProvider({
      origin: ORIGIN,
      clientId: 'business-portal',
      storage: memoryStorage(),
      fetch: discoveryOnly,
    });

  it('sends uid as login_hint and flow, lang, app_id, payload, reason, expired as themselves', async () => {
    const url = new URL(
      await adapter().authorizationUrl('/companyDetails', {
        loginHint: 'a@b.example',
        parameters: {
          flow: 'GAD',
          lang: 'de-ch',
          app_id: '294',
          payload: 'YT0x',
          reason: 'product_refresh',
          expired: 'true',
        },
      }),
    );
    expect(`${url.origin}${url.pathname}`).toBe(`${ORIGIN}/oidc/auth`);
    expect(url.searchParams.get('login_hint')).toBe('a@b.example');
    expect(url.searchParams.get('flow')).toBe('GAD');
    expect(url.searchParams.get('lang')).toBe('de-ch');
    expect(url.searchParams.get('app_id')).toBe('294');
    expect(url.searchParams.get('payload')).toBe('YT0x');
    expect(url.searchParams.get('reason')).toBe('product_refresh');
    expect(url.searchParams.get('expired')).toBe('true');
    // The code flow itself is untouched: PKCE S256 and the portal's own redirect URI.
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('redirect_uri')).toBe(`${ORIGIN}/login/callback`);
  });

  it('sends no login_hint and no extra parameters without a context', async () => {
    const url = new URL(await adapter().authorizationUrl(undefined));
    expect(url.searchParams.has('login_hint')).toBe(false);
    expect(url.searchParams.has('flow')).toBe(false);
  });
});

// D-PERF-2: the authorization request followed in the background, same origin only.
describe('OidcIdentityProvider.openInPlace', () => {
  const landingOn =
    (url: string, status = 200): typeof fetch =>
    async () => {
      const response = new Response('<!doctype html>', { status });
      Object.defineProperty(response, 'url', { value: url });
      return response;
    };
  const openWith = (answer: typeof fetch) =>
    new OidcIdentityProvider({
      origin: ORIGIN,
      clientId: 'business-portal',
      storage: memoryStorage(),
      fetch: answer,
    }).openInPlace(`${ORIGIN}/oidc/auth?client_id=business-portal`);

  it.each([
    [
      'the login page with its interaction',
      `${ORIGIN}/login?interaction=abc&flow=GAD`,
      200,
      '/login?interaction=abc&flow=GAD',
    ],
    ['the sign-in variant', `${ORIGIN}/signin?interaction=abc`, 200, '/signin?interaction=abc'],
    [
      'the callback of a provider session',
      `${ORIGIN}/login/callback?code=c&state=s`,
      200,
      '/login/callback?code=c&state=s',
    ],
    ['an error page of the provider', `${ORIGIN}/oidc/auth?error=x`, 200, undefined],
    ['another origin', 'https://evil.example/login?interaction=abc', 200, undefined],
    ['a failed answer', `${ORIGIN}/login?interaction=abc`, 500, undefined],
  ])('%s', async (_name, landed, status, expected) => {
    await expect(openWith(landingOn(landed, status))).resolves.toBe(expected);
  });

  it('answers undefined when the request fails', async () => {
    await expect(
      openWith(async () => {
        throw new TypeError('offline');
      }),
    ).resolves.toBeUndefined();
  });
});
