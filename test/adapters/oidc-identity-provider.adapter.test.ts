import { OidcIdentityProvider } from '../../src/adapters/identity/oidc-identity-provider.adapter';
import { memoryStorage } from './fake-storage';

// The portal's proof at the identity provider's end-session page
// (docs/decisions/sign-in-and-sessions.md D-AUTH-6): the /logout page's sign-out sends the id token
// it was given at sign-in as id_token_hint.

const ORIGIN = 'https://portal.example.com';

/** The network as these calls must find it: not asked at all (the endpoints are built in). */
const requested: string[] = [];
const noNetwork: typeof fetch = async (input) => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  requested.push(url);
  throw new Error(`unexpected ${url}`);
};

describe('OidcIdentityProvider.endSessionUrl — the sign-out request to the provider', () => {
  const realFetch = globalThis.fetch;
  beforeEach(() => {
    requested.length = 0;
    globalThis.fetch = noNetwork;
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  const adapter = (storage: Storage) =>
    new OidcIdentityProvider({
      origin: ORIGIN,
      clientId: 'business-portal',
      storage,
      fetch: noNetwork,
    });

  it('carries the stored id token as id_token_hint, the client and the /logout return address, then forgets the token', async () => {
    const storage = memoryStorage({ 'portal.idToken': 'header.payload.signature' });
    const url = new URL(await adapter(storage).endSessionUrl({ reason: 'signedOut' }));
    expect(`${url.origin}${url.pathname}`).toBe(`${ORIGIN}/oidc/session/end`);
    expect(url.searchParams.get('id_token_hint')).toBe('header.payload.signature');
    expect(url.searchParams.get('client_id')).toBe('business-portal');
    expect(url.searchParams.get('post_logout_redirect_uri')).toBe(`${ORIGIN}/logout`);
    expect(url.searchParams.get('state')).not.toBeNull();
    expect(storage.getItem('portal.idToken')).toBeNull();
    expect(requested).toEqual([]);
  });

  it('without a stored id token sends no hint (a provider session still open then asks the user)', async () => {
    const url = new URL(await adapter(memoryStorage()).endSessionUrl({ reason: 'sessionExpired' }));
    expect(url.searchParams.has('id_token_hint')).toBe(false);
    expect(url.searchParams.get('client_id')).toBe('business-portal');
  });
});
