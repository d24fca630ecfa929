import type { KoaContextWithOIDC } from 'oidc-provider';
import { hasPortalProof } from '../../server/identity/provider-pages';
import { CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE } from '../../server/http/cookies';
import { DEMO_PASSWORD } from '../../server/seed/personas';
import {
  authorizationQuery,
  authorize,
  CLIENT_ID,
  CookieJar,
  makePkce,
  redeemCode,
  signInToCode,
  signInToPortal,
  type Tokens,
} from './oidc-flow';
import { startTestServer, type Answer, type TestServer } from './test-server';

jest.setTimeout(60_000);

// Logout cannot be triggered from another site (docs/decisions/sign-in-and-sessions.md D-AUTH-6):
// GET oktaLogout needs the CSRF header or a same-origin Sec-Fetch-Site, and the identity provider's
// end-session page completes by itself only with the portal's proof. Over real HTTP against the
// real server.

const OWNER = 'us.owner@example.com';
const OWNER_ID = 'usr-us-owner';
const OTHER = 'uk.trial@example.com';

let t: TestServer;

beforeAll(async () => {
  t = await startTestServer({
    SEED_COMPANY_COUNT: '1000',
    // These tests sign in a dozen times a minute from one address.
    RATE_LIMIT_SIGN_IN_PER_ADDRESS_PER_MINUTE: '1000',
    RATE_LIMIT_SIGN_IN_PER_ACCOUNT_PER_MINUTE: '1000',
  });
});
afterAll(() => t.close());

const sessionCheck = (cookie: string): Promise<Answer> =>
  t.call('GET', '/services/auth/checkUserLogin', { headers: { cookie } });

const logout = (headers: Record<string, string>): Promise<Answer> =>
  t.call('GET', '/services/auth/oktaLogout', { headers });

/** The identity provider's live sessions of an account (its `_session` cookie's server side). */
const providerSessionsOf = (accountId: string): number =>
  (
    t.db
      .prepare(
        `SELECT COUNT(*) AS count FROM oidc_models WHERE model = 'Session'
           AND json_extract(payload, '$.accountId') = ? AND expires_at > unixepoch()`,
      )
      .get(accountId) as { count: number }
  ).count;

/** Whether this browser's provider cookie names a live, signed-in provider session. */
const hasProviderSession = (jar: CookieJar): boolean =>
  t.db
    .prepare(
      `SELECT 1 FROM oidc_models WHERE model = 'Session' AND id = ?
         AND json_extract(payload, '$.accountId') IS NOT NULL AND expires_at > unixepoch()`,
    )
    .get(jar.get('_session') ?? '') !== undefined;

/**
 * A browser that has typed the password at the provider and holds the tokens, but has not opened
 * the portal session yet: the provider session (the bridge) is alive in its cookie jar.
 */
const browserMidSignIn = async (username: string): Promise<{ jar: CookieJar; tokens: Tokens }> => {
  const { interaction, code } = await signInToCode(t, username, DEMO_PASSWORD);
  const answer = await redeemCode(t, code, interaction.pkce.verifier);
  expect(answer.status).toBe(200);
  return { jar: interaction.jar, tokens: answer.json as Tokens };
};

/** A new authorization in this browser: where the provider sends it. */
const authorizeAgain = async (jar: CookieJar): Promise<string> => {
  const answer = await authorize(t, jar, authorizationQuery(t, makePkce(), 'again'));
  expect([302, 303]).toContain(answer.status);
  return answer.headers.get('location') ?? '';
};

const endSessionUrl = (query: Record<string, string>): string =>
  `/oidc/session/end?${new URLSearchParams({
    client_id: CLIENT_ID,
    post_logout_redirect_uri: `${t.baseUrl}/logout`,
    ...query,
  }).toString()}`;

describe('GET /services/auth/oktaLogout acts only for the portal’s own pages', () => {
  it.each([
    ['no proof at all', {}],
    ['a cross-site Sec-Fetch-Site', { 'sec-fetch-site': 'cross-site' }],
    ['a same-site (sibling host) Sec-Fetch-Site', { 'sec-fetch-site': 'same-site' }],
    ['a typed-in or bookmarked URL (Sec-Fetch-Site none)', { 'sec-fetch-site': 'none' }],
    ['a wrong CSRF header', { [CSRF_HEADER]: 'not-the-token' }],
  ])(
    'refuses %s with 403 JSON and leaves the session alive',
    async (_name, extra: Record<string, string>) => {
      const session = await signInToPortal(t, OWNER, DEMO_PASSWORD);
      const answer = await logout({ ...session.headers, ...extra });
      expect(answer.status).toBe(403);
      expect(answer.json).toEqual({
        error: 'CSRF_TOKEN_INVALID',
        message: 'The request could not be verified. Please reload the page.',
      });
      expect(answer.headers.getSetCookie()).toEqual([]);
      expect((await sessionCheck(session.headers.cookie ?? '')).status).toBe(200);
    },
  );

  it('ends the session with the X-XSRF-Token header echoing the session’s token, and clears its cookies', async () => {
    const session = await signInToPortal(t, OWNER, DEMO_PASSWORD);
    const answer = await logout({ ...session.headers, [CSRF_HEADER]: session.csrfToken });
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ status: 'LOGGED_OUT' });
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const cleared = answer.headers.getSetCookie().join('\n');
    expect(cleared).toMatch(new RegExp(`^${SESSION_COOKIE}=;`, 'm'));
    expect(cleared).toMatch(new RegExp(`^${CSRF_COOKIE}=;`, 'm'));
    expect((await sessionCheck(session.headers.cookie ?? '')).status).toBe(401);
  });

  it('ends the session for a same-origin request (Sec-Fetch-Site: same-origin)', async () => {
    const session = await signInToPortal(t, OWNER, DEMO_PASSWORD);
    const answer = await logout({ ...session.headers, 'sec-fetch-site': 'same-origin' });
    expect(answer.status).toBe(200);
    expect((await sessionCheck(session.headers.cookie ?? '')).status).toBe(401);
  });

  it('without a live session, still needs proof: the CSRF cookie echoed, or same-origin', async () => {
    const cookie = `${SESSION_COOKIE}=ended-long-ago; ${CSRF_COOKIE}=stale-token`;
    expect((await logout({ cookie })).status).toBe(403);
    expect((await logout({ cookie, [CSRF_HEADER]: 'another-token' })).status).toBe(403);
    expect((await logout({ cookie, [CSRF_HEADER]: 'stale-token' })).json).toEqual({
      status: 'LOGGED_OUT',
    });
    expect((await logout({ 'sec-fetch-site': 'same-origin' })).json).toEqual({
      status: 'LOGGED_OUT',
    });
  });

  it("ends the account's identity-provider sessions too, so every new sign-in needs the password", async () => {
    const session = await signInToPortal(t, OWNER, DEMO_PASSWORD);
    // Meanwhile another browser has typed the password but not yet opened its portal session.
    const elsewhere = await browserMidSignIn(OWNER);
    expect(hasProviderSession(elsewhere.jar)).toBe(true);

    expect((await logout({ ...session.headers, [CSRF_HEADER]: session.csrfToken })).status).toBe(
      200,
    );
    expect(providerSessionsOf(OWNER_ID)).toBe(0);
    expect(await authorizeAgain(elsewhere.jar)).toMatch(/\/interaction\//);
  });
});

describe("the identity provider's end-session page (RP-initiated logout)", () => {
  it('without proof asks the user to confirm with a button, no script, and ends nothing until they do', async () => {
    const browser = await browserMidSignIn(OWNER);
    const page = await t.call('GET', endSessionUrl({ state: 'no-proof' }), {
      headers: { cookie: browser.jar.header },
    });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.text).toContain('Do you want to sign out of Business Portal?');
    expect(page.text).toMatch(
      /<button type="submit" form="op\.logoutForm" name="logout" value="yes">Sign out<\/button>/,
    );
    expect(page.text).not.toMatch(/<script/i);
    expect(page.text).not.toMatch(/\son[a-z]+\s*=/i);
    expect(hasProviderSession(browser.jar)).toBe(true);

    // The button posts the form: then, and only then, the provider session ends.
    const action =
      /<form id="op\.logoutForm" method="post" action="([^"]+)"/.exec(page.text)?.[1] ?? '';
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(page.text)?.[1] ?? '';
    expect(new URL(action).pathname).toBe('/oidc/session/end/confirm');
    const confirmed = await t.call('POST', new URL(action).pathname, {
      headers: { cookie: browser.jar.header, 'content-type': 'application/x-www-form-urlencoded' },
      rawBody: new URLSearchParams({ xsrf, logout: 'yes' }).toString(),
    });
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('location')).toBe(`${t.baseUrl}/logout?state=no-proof`);
    expect(hasProviderSession(browser.jar)).toBe(false);
  });

  it("asks in the portal's stored language (the portal_lang cookie), else the browser's", async () => {
    const browser = await browserMidSignIn(OWNER);
    const czech = await t.call('GET', endSessionUrl({ state: 'cs' }), {
      headers: { cookie: `${browser.jar.header}; portal_lang=cs-cz`, 'accept-language': 'sv' },
    });
    expect(czech.text).toContain('<html lang="cs-CZ">');
    expect(czech.text).toMatch(/value="yes">Odhlásit se<\/button>/);
    const swedish = await t.call('GET', endSessionUrl({ state: 'sv' }), {
      headers: { cookie: browser.jar.header, 'accept-language': 'sv-SE,en;q=0.5' },
    });
    expect(swedish.text).toContain('<html lang="sv-SE">');
    expect(swedish.text).not.toContain('Do you want to sign out');
  });

  it("treats another account's id token as no proof", async () => {
    const browser = await browserMidSignIn(OWNER);
    const stranger = await browserMidSignIn(OTHER);
    const page = await t.call('GET', endSessionUrl({ id_token_hint: stranger.tokens.id_token }), {
      headers: { cookie: browser.jar.header },
    });
    expect(page.status).toBe(200);
    expect(page.text).toContain('Do you want to sign out of Business Portal?');
    expect(hasProviderSession(browser.jar)).toBe(true);
  });

  it("with the portal's id token as proof completes at once: no page, the session ends, back to /logout", async () => {
    const browser = await browserMidSignIn(OWNER);
    const answer = await t.call(
      'GET',
      endSessionUrl({ id_token_hint: browser.tokens.id_token, state: 'with-proof' }),
      {
        headers: { cookie: browser.jar.header },
      },
    );
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(`${t.baseUrl}/logout?state=with-proof`);
    expect(answer.headers.getSetCookie().join('\n')).toMatch(
      /^_session=;.*expires=Thu, 01 Jan 1970/im,
    );
    expect(hasProviderSession(browser.jar)).toBe(false);
    browser.jar.store(answer.headers);
    expect(await authorizeAgain(browser.jar)).toMatch(/\/interaction\//);
  });
});

describe('hasPortalProof — what counts as the portal asking for the sign-out', () => {
  const context = (
    hint: Record<string, unknown> | undefined,
    session: { accountId?: string; loginTs?: number } | undefined,
    clientId = CLIENT_ID,
  ): KoaContextWithOIDC =>
    ({
      oidc: {
        entities: hint === undefined ? {} : { IdTokenHint: { header: {}, payload: hint } },
        session,
        client: { clientId },
      },
    }) as unknown as KoaContextWithOIDC;
  const signedIn = { accountId: OWNER_ID, loginTs: 1_000 };

  it.each([
    [
      'a hint for the session’s account issued at its sign-in',
      { sub: OWNER_ID, iat: 1_000 },
      signedIn,
      CLIENT_ID,
      true,
    ],
    [
      'a hint issued later in the same session',
      { sub: OWNER_ID, iat: 5_000 },
      signedIn,
      CLIENT_ID,
      true,
    ],
    ['no hint', undefined, signedIn, CLIENT_ID, false],
    ['a hint for another account', { sub: 'usr-uk-trial', iat: 5_000 }, signedIn, CLIENT_ID, false],
    [
      'a hint from an earlier sign-in of the account',
      { sub: OWNER_ID, iat: 999 },
      signedIn,
      CLIENT_ID,
      false,
    ],
    ['a hint without an issue time', { sub: OWNER_ID }, signedIn, CLIENT_ID, false],
    ['a session without an account', { sub: OWNER_ID, iat: 5_000 }, {}, CLIENT_ID, false],
    [
      'a hint issued to another client',
      { sub: OWNER_ID, iat: 5_000 },
      signedIn,
      'another-client',
      false,
    ],
  ])('%s', (_name, hint, session, clientId, expected) => {
    expect(hasPortalProof(context(hint, session, clientId))).toBe(expected);
  });
});
