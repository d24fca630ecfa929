import fs from 'node:fs';
import { DEMO_PASSWORD } from '../../server/seed/personas';
import { signInToPortal, type PortalSession } from './oidc-flow';
import { startTestServer, type TestServer } from './test-server';
import { mailedCode, registrationBody } from './registration-fixtures';
import { temporaryDataDir } from './test-database';

jest.setTimeout(90_000);

// Issue 4 "Restart test": state written through the API before a restart is there after it. Two
// server processes in turn on the SAME data folder; nothing is set up behind the API's back.

const OWNER = 'us.owner@example.com';
const NEWCOMER = 'restart.newcomer@example.com';
const ENV = { SEED_COMPANY_COUNT: '1000' };

const dataDir = temporaryDataDir();
let first: TestServer | undefined;
let second: TestServer | undefined;

interface Before {
  readonly session: PortalSession;
  readonly code: string;
  readonly kids: string[];
}
let before: Before;

const kidsOf = async (server: TestServer): Promise<string[]> => {
  const answer = await server.call('GET', '/oidc/jwks');
  expect(answer.status).toBe(200);
  return (answer.json as { keys: { kid: string }[] }).keys.map((key) => key.kid);
};

const server = (): TestServer => {
  if (second === undefined) throw new Error('the restarted server is not running');
  return second;
};

beforeAll(async () => {
  const t = await startTestServer(ENV, { dataDir, keepData: true });
  first = t;

  // A session from a real sign-in (code + PKCE, then oktaLogin).
  const session = await signInToPortal(t, OWNER, DEMO_PASSWORD);
  // The signed-in user's language, changed through the API.
  const updated = await t.call('PUT', '/services/auth/updateUserProfile', {
    headers: session.writeHeaders,
    body: { language_preference_code: 'cs-cz' },
  });
  expect(updated.status).toBe(200);
  expect(updated.json).toMatchObject({ languagePreference: 'cs-cz' });
  // A registration left pending, its code only in the outbox.
  const registered = await t.call('POST', '/services/auth/newUser', {
    headers: { origin: t.baseUrl },
    body: registrationBody(NEWCOMER, { firstName: 'Robin', lastName: 'Restart' }),
  });
  expect(registered.status).toBe(201);
  const code = await mailedCode(t, NEWCOMER);

  before = { session, code, kids: await kidsOf(t) };
  await t.close();
  first = undefined;

  // The same address too, as a real restart: the issuer (and so the id tokens' `iss`) stays the same.
  const port = Number(new URL(t.baseUrl).port);
  second = await startTestServer(ENV, { dataDir, keepData: true, port });
});

afterAll(async () => {
  await first?.close();
  await second?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('after a restart on the same data folder', () => {
  it('the signed-in session still works (checkUserLogin 200 ACTIVE)', async () => {
    const answer = await server().call('GET', '/services/auth/checkUserLogin', {
      headers: before.session.headers,
    });
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ status: 'ACTIVE' });
    // A made-up session is still refused: the 200 comes from the stored session, not a lax check.
    const forged = await server().call('GET', '/services/auth/checkUserLogin', {
      headers: { cookie: 'portal_session=not-a-session' },
    });
    expect(forged.status).toBe(401);
  });

  it('the profile answers the language changed before the restart', async () => {
    const answer = await server().call('GET', '/services/auth/getUserProfile', {
      headers: before.session.headers,
    });
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ email: OWNER, languagePreference: 'cs-cz' });
  });

  it('the session CSRF token still authorizes a write', async () => {
    const answer = await server().call('PUT', '/services/auth/updateUserProfile', {
      headers: before.session.writeHeaders,
      body: { language_preference_code: 'en-us' },
    });
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ languagePreference: 'en-us' });
  });

  it('the pending registration is still pending and its mailed code still verifies', async () => {
    const again = await server().call('POST', '/services/auth/verifyCode', {
      headers: { origin: server().baseUrl },
      body: { email: NEWCOMER, code: before.code },
    });
    expect(again.status).toBe(200);
    expect(again.json).toMatchObject({ token: expect.any(String) as unknown });
  });

  it('the identity provider kept its signing key (same JWKS kid)', async () => {
    const kids = await kidsOf(server());
    expect(kids).toEqual(before.kids);
    expect(kids.length).toBeGreaterThan(0);
    // And an id token signed before the restart is still verifiable at oktaLogin, apart from its
    // single use: the replay record survived too.
    const replay = await server().call('POST', '/services/auth/oktaLogin', {
      headers: { origin: server().baseUrl },
      body: { idToken: before.session.tokens.id_token },
    });
    expect(replay.status).toBe(401);
    expect(replay.json).toMatchObject({ error: 'ID_TOKEN_REPLAYED' });
  });

  it('signing in again works on the restarted server', async () => {
    const session = await signInToPortal(server(), OWNER, DEMO_PASSWORD);
    const answer = await server().call('GET', '/services/auth/checkUserLogin', {
      headers: session.headers,
    });
    expect(answer.status).toBe(200);
  });
});
