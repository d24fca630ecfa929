import { OidcIdentityProvider } from '../../src/adapters/identity/oidc-identity-provider.adapter';

// docs/decisions.md D-SIGNIN-UI-1: the authorization request carries the login page's parameters
// (uid as login_hint, the others by their own names) for the provider to hand back.

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
