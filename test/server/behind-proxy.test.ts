import { freePort } from '../e2e/portal-server';
import { CLIENT_ID, makePkce } from './oidc-flow';
import { startTestServer, type TestServer } from './test-server';

jest.setTimeout(90_000);

// Issue 9: production mode behind a TLS proxy. TRUST_PROXY names the proxy; its X-Forwarded-*
// headers then say which host and scheme the user reached, and with an https PUBLIC_URL the
// identity provider's cookies are Secure. Nobody else's forwarding headers count.

const PUBLIC_URL = 'https://portal.example.test';
const FROM_PROXY = {
  'x-forwarded-host': 'portal.example.test',
  'x-forwarded-proto': 'https',
  'x-forwarded-for': '203.0.113.7',
};

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    NODE_ENV: 'production',
    PUBLIC_URL,
    SMTP_URL: `smtp://127.0.0.1:${await freePort()}`,
    TRUST_PROXY: 'loopback',
  });
});
afterAll(() => server.close());

it('sends a request that did not come through the proxy to the public origin', async () => {
  const answer = await server.call('GET', '/login?lang=de-ch');
  expect(answer.status).toBe(308);
  expect(answer.headers.get('location')).toBe(`${PUBLIC_URL}/login?lang=de-ch`);
});

it('serves a request the trusted proxy forwarded for the public host', async () => {
  const answer = await server.call('GET', '/oidc/.well-known/openid-configuration', {
    headers: FROM_PROXY,
  });
  expect(answer.status).toBe(200);
  expect(answer.json).toMatchObject({ issuer: `${PUBLIC_URL}/oidc` });
});

it("marks the identity provider's cookies Secure", async () => {
  const pkce = makePkce();
  const query = new URLSearchParams({
    client_id: CLIENT_ID,
    response_type: 'code',
    scope: 'openid profile email',
    redirect_uri: `${PUBLIC_URL}/login/callback`,
    code_challenge: pkce.challenge,
    code_challenge_method: 'S256',
    state: 'state-1',
    nonce: 'nonce-1',
  });
  const answer = await server.call('GET', `/oidc/auth?${query.toString()}`, {
    headers: FROM_PROXY,
  });
  expect(answer.status).toBe(303);
  const cookies = answer.headers.getSetCookie();
  expect(cookies.length).toBeGreaterThan(0);
  for (const cookie of cookies) expect(cookie).toMatch(/;\s*secure/i);
});
