// Issue 28 "Where you're signed in": the user's live sessions with browser and system, this one
// marked; signing out one of them or every other, and never another user's.
import { sql } from 'kysely';
import { startTestServer, type Answer, type TestServer } from './test-server';

jest.setTimeout(60_000);

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ SEED_COMPANY_COUNT: '0' });
});
afterAll(() => t.close());

const CHROME_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

interface Listed {
  readonly id: string;
  readonly browser: string;
  readonly system: string;
  readonly current: boolean;
}

const listOf = (answer: Answer): Listed[] => (answer.json as { sessions: Listed[] }).sessions;

/** A session opened through the real sign-in path would carry the browser's user agent. */
const signInWith = async (userId: string, userAgent: string) => {
  const signedIn = await t.signIn(userId);
  await sql`update sessions set user_agent = ${userAgent} where user_agent = '' and user_id = ${userId}`.execute(
    t.layer,
  );
  return signedIn;
};

describe("where you're signed in", () => {
  it('lists each live session with its browser and system, this one marked', async () => {
    const here = await signInWith('usr-uk-trial', CHROME_MAC);
    await signInWith('usr-uk-trial', FIREFOX_WINDOWS);
    await signInWith('usr-ie-trial', FIREFOX_WINDOWS);
    const answer = await t.call('GET', '/services/auth/sessions', { headers: here.headers });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const listed = listOf(answer);
    expect(listed.map(({ browser, system, current }) => ({ browser, system, current }))).toEqual(
      expect.arrayContaining([
        { browser: 'Chrome', system: 'macOS', current: true },
        { browser: 'Firefox', system: 'Windows', current: false },
      ]),
    );
    expect(listed).toHaveLength(2);
    for (const entry of listed) expect(entry.id).toMatch(/^[\w-]{22}$/);
  });

  it('signs out one other session, which then gets 401, and refuses an unknown one', async () => {
    const here = await signInWith('usr-cz-user', CHROME_MAC);
    const there = await signInWith('usr-cz-user', FIREFOX_WINDOWS);
    const other = listOf(
      await t.call('GET', '/services/auth/sessions', { headers: here.headers }),
    ).find((entry) => !entry.current);
    if (other === undefined) throw new Error('the other session is not listed');
    const ended = await t.call('DELETE', `/services/auth/sessions/${other.id}`, {
      headers: here.writeHeaders,
    });
    expect(ended.json).toEqual({ status: 'SIGNED_OUT' });
    expect(
      (await t.call('GET', '/services/auth/sessions', { headers: there.headers })).status,
    ).toBe(401);
    const again = await t.call('DELETE', `/services/auth/sessions/${other.id}`, {
      headers: here.writeHeaders,
    });
    expect(again.status).toBe(404);
    expect((again.json as { error: string }).error).toBe('SESSION_UNKNOWN');
  });

  it("signs out every other session and keeps this one; another user's are untouched", async () => {
    const here = await signInWith('usr-us-owner', CHROME_MAC);
    await signInWith('usr-us-owner', FIREFOX_WINDOWS);
    await signInWith('usr-us-owner', FIREFOX_WINDOWS);
    const someoneElse = await signInWith('usr-terms-pending', CHROME_MAC);
    const answer = await t.call('DELETE', '/services/auth/sessions', {
      headers: here.writeHeaders,
    });
    expect(answer.json).toEqual({ signedOut: 2 });
    const left = listOf(await t.call('GET', '/services/auth/sessions', { headers: here.headers }));
    expect(left.map((entry) => entry.current)).toEqual([true]);
    expect(
      (await t.call('GET', '/services/auth/sessions', { headers: someoneElse.headers })).status,
    ).toBe(200);
    const forged = await t.call('DELETE', '/services/auth/sessions', {
      headers: { ...here.headers, origin: t.baseUrl },
    });
    expect(forged.status).toBe(403);
  });
});
