import * as E from 'fp-ts/Either';
import { OidcIdentityProvider } from '../../src/adapters/identity/oidc-identity-provider.adapter';
import { memoryStorage } from './fake-storage';

const ORIGIN = 'https://portal.example.com';

const adapter = (answer: typeof fetch, storage: Storage = memoryStorage()) =>
  new OidcIdentityProvider({ origin: ORIGIN, clientId: 'business-portal', storage, fetch: answer });

// D-SSR-6: the server holds the flow's verifier and redeems the code; the page asks the callback
// for JSON and gets the id token (kept for the sign-out's hint) and where to land.
describe('OidcIdentityProvider.completeSignIn', () => {
  const answering =
    (status: number, body: unknown, seen: RequestInit[] = []): typeof fetch =>
    async (_input, init) => {
      seen.push(init ?? {});
      return new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    };

  it('asks for JSON and keeps the id token', async () => {
    const storage = memoryStorage();
    const seen: RequestInit[] = [];
    const result = await adapter(
      answering(200, { idToken: 'a.b.c', returnTo: '/company' }, seen),
      storage,
    ).completeSignIn(`${ORIGIN}/login/callback?code=c&state=s`)();
    expect(result).toEqual(E.right({ idToken: 'a.b.c', returnTo: '/company' }));
    expect(new Headers(seen[0]?.headers).get('accept')).toBe('application/json');
    expect(storage.getItem('portal.idToken')).toBe('a.b.c');
  });

  // D-AUTH-8: whom a refused session is about (the payload is read, the server checked the token).
  it.each([
    [{ sub: 'u1', email: 'jordan@example.com' }, 'jordan@example.com'],
    [{ sub: 'u1' }, undefined],
    [{ sub: 'u1', email: 42 }, undefined],
  ])('reads the id token claims %j: email %s', async (claims, email) => {
    const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
    const result = await adapter(answering(200, { idToken: `h.${payload}.s` })).completeSignIn(
      `${ORIGIN}/login/callback?code=c&state=s`,
    )();
    expect(E.isRight(result) && result.right.email).toBe(email);
  });

  it('an id token whose payload is not JSON has no email', async () => {
    const result = await adapter(answering(200, { idToken: 'h.bm90IGpzb24.s' })).completeSignIn(
      `${ORIGIN}/login/callback?code=c&state=s`,
    )();
    expect(E.isRight(result) && result.right.email).toBeUndefined();
  });

  it.each([
    ['a refusal', 400, { error: 'SIGN_IN_CALLBACK_INVALID' }],
    ['an answer without an id token', 200, { returnTo: '/' }],
    ['the page instead of JSON', 200, '<!doctype html>'],
  ])('%s is an invalid callback', async (_name, status, body) => {
    const storage = memoryStorage();
    const result = await adapter(answering(status, body), storage).completeSignIn(
      `${ORIGIN}/login/callback?code=c&state=s`,
    )();
    expect(result).toEqual(E.left({ code: 'signIn.callbackInvalid' }));
    expect(storage.getItem('portal.idToken')).toBeNull();
  });
});

describe('OidcIdentityProvider.interactionFormAction', () => {
  it.each([
    ['login', '', '/interaction/a%2Fb/login'],
    ['login', 'interaction=a&uid=x', '/interaction/a%2Fb/login?interaction=a&uid=x'],
    ['second-factor', 'step=second-factor', '/interaction/a%2Fb/second-factor?step=second-factor'],
  ] as const)('%s, page query %j → %s', (step, query, expected) => {
    expect(adapter(fetch).interactionFormAction('a/b', step, query)).toBe(expected);
  });
});

// D-PERF-2: the login page's address followed in the background, to a page of the same origin.
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
    }).openInPlace('/login?uid=x');

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
    ['the page a signed-in browser lands on', `${ORIGIN}/company`, 200, '/company'],
    ['a call of the services', `${ORIGIN}/services/auth/x`, 200, undefined],
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
