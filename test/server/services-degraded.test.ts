import { DEMO_PASSWORD } from '../../server/seed/personas';
import { signInForTokens, TEST_BROWSER } from './oidc-flow';
import { startTestServer, type TestServer } from './test-server';

// Spec §4 "An error banner shows when the login response's owl error flag is stored true", §8
// "Some of the services are not available at the moment." SERVICES_DEGRADED=true makes every
// sign-in's answer carry the flag (docs/decisions/status-pages.md D-PAGES-6).

jest.setTimeout(120_000);

const owlFlagOfSignIn = async (t: TestServer): Promise<unknown> => {
  const tokens = await signInForTokens(t, 'uk.trial@example.com', DEMO_PASSWORD);
  const answer = await t.call('POST', '/services/auth/oktaLogin', {
    headers: { origin: t.baseUrl, 'user-agent': TEST_BROWSER },
    body: { idToken: tokens.id_token },
  });
  expect(answer.status).toBe(200);
  return (answer.json as { owl?: unknown }).owl;
};

describe.each([
  [{}, false],
  [{ SERVICES_DEGRADED: 'true' }, true],
])('a sign-in with %p', (env, degraded) => {
  let t: TestServer | undefined;
  beforeAll(async () => {
    t = await startTestServer(env);
  });
  afterAll(() => t?.close());

  it(`answers owl.error ${String(degraded)}, and opens the session either way`, async () => {
    if (t === undefined) throw new Error('the server did not start');
    await expect(owlFlagOfSignIn(t)).resolves.toEqual({ error: degraded });
  });
});
