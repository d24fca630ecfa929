import { createHash, randomBytes } from 'node:crypto';
import { CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE } from '../../server/http/cookies';
import { decodeJwt } from 'jose';
import type { Answer, ServerCalls, SignedIn } from './test-server';

/**
 * The portal's sign-in as a browser drives it over HTTP (docs/team-decisions.md "Sign-in and
 * sessions"): Authorization Code + PKCE (S256) at the embedded identity provider, the password
 * posted to the interaction by the login widget, the code redeemed at the token endpoint, and the
 * id token handed to POST /services/auth/oktaLogin for the portal session.
 */

export const CLIENT_ID = 'business-portal';

/** Cookies as a browser keeps them for one origin (paths ignored: every request here may send all). */
export class CookieJar {
  private readonly values = new Map<string, string>();

  store(headers: Headers): void {
    for (const line of headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const separator = pair.indexOf('=');
      if (separator <= 0) continue;
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expired = /;\s*max-age=0/i.test(line) || /expires=Thu, 01 Jan 1970/i.test(line);
      if (value === '' || expired) this.values.delete(name);
      else this.values.set(name, value);
    }
  }

  get(name: string): string | undefined {
    return this.values.get(name);
  }

  get header(): string {
    return [...this.values].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

export interface Pkce {
  readonly verifier: string;
  readonly challenge: string;
}

export const makePkce = (): Pkce => {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
};

export const redirectUriOf = (t: ServerCalls): string => `${t.baseUrl}/login/callback`;

/** A path on the test server for a URL the server handed out (absolute or not). */
const pathOn = (t: ServerCalls, location: string): string => {
  const url = new URL(location, t.baseUrl);
  if (url.origin !== new URL(t.baseUrl).origin)
    throw new Error(`not on the test server: ${location}`);
  return `${url.pathname}${url.search}`;
};

export interface Interaction {
  readonly uid: string;
  readonly jar: CookieJar;
  readonly pkce: Pkce;
  readonly state: string;
}

/**
 * GET /oidc/auth as the portal's OIDC client sends it; `query` overrides or (with undefined)
 * removes parameters. Answers the provider's raw reply.
 */
export const authorize = (
  t: ServerCalls,
  jar: CookieJar,
  query: Readonly<Record<string, string | undefined>>,
): Promise<Answer> => {
  const parameters = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined) parameters.set(name, value);
  }
  return t.call('GET', `/oidc/auth?${parameters.toString()}`, { headers: { cookie: jar.header } });
};

export const authorizationQuery = (
  t: ServerCalls,
  pkce: Pkce,
  state: string,
): Record<string, string> => ({
  client_id: CLIENT_ID,
  response_type: 'code',
  redirect_uri: redirectUriOf(t),
  scope: 'openid profile email',
  code_challenge: pkce.challenge,
  code_challenge_method: 'S256',
  state,
  nonce: randomBytes(8).toString('hex'),
});

/** Starts the code + PKCE flow and returns the interaction the login widget posts credentials to. */
export const startInteraction = async (t: ServerCalls): Promise<Interaction> => {
  const jar = new CookieJar();
  const pkce = makePkce();
  const state = randomBytes(8).toString('hex');
  const answer = await authorize(t, jar, authorizationQuery(t, pkce, state));
  jar.store(answer.headers);
  const uid = /\/interaction\/([\w-]+)/.exec(answer.headers.get('location') ?? '')?.[1];
  if (!uid) throw new Error(`no interaction: ${answer.status} ${answer.text}`);
  return { uid, jar, pkce, state };
};

/** The login widget's POST of the credentials to the interaction. */
export const submitCredentials = async (
  t: ServerCalls,
  interaction: Interaction,
  username: string,
  password: string,
): Promise<Answer> => {
  const answer = await t.call('POST', `/interaction/${interaction.uid}/login`, {
    headers: { cookie: interaction.jar.header, origin: t.baseUrl },
    body: { username, password },
  });
  interaction.jar.store(answer.headers);
  return answer;
};

/** Follows the provider's redirects after a completed login to the code at the redirect URI. */
export const followToCode = async (
  t: ServerCalls,
  interaction: Interaction,
  location: string,
): Promise<string> => {
  let next = location;
  for (let hop = 0; hop < 5; hop += 1) {
    if (next.startsWith(redirectUriOf(t))) {
      const url = new URL(next);
      if (url.searchParams.get('state') !== interaction.state) {
        throw new Error(`state mismatch at ${next}`);
      }
      const code = url.searchParams.get('code');
      if (code === null) throw new Error(`no code at ${next}`);
      return code;
    }
    const answer = await t.call('GET', pathOn(t, next), {
      headers: { cookie: interaction.jar.header },
    });
    interaction.jar.store(answer.headers);
    const redirect = answer.headers.get('location');
    if (redirect === null) throw new Error(`no redirect: ${answer.status} ${answer.text}`);
    next = new URL(redirect, t.baseUrl).toString();
  }
  throw new Error('too many redirects');
};

/** The token request of a public client: the code and the PKCE verifier, form-encoded. */
export const redeemCode = (t: ServerCalls, code: string, codeVerifier: string): Promise<Answer> =>
  t.call('POST', '/oidc/token', {
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: t.baseUrl },
    rawBody: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUriOf(t),
      client_id: CLIENT_ID,
      code_verifier: codeVerifier,
    }).toString(),
  });

/** Signs in through the provider up to the authorization code (not yet redeemed). */
export const signInToCode = async (
  t: ServerCalls,
  username: string,
  password: string,
): Promise<{ interaction: Interaction; code: string }> => {
  const interaction = await startInteraction(t);
  const login = await submitCredentials(t, interaction, username, password);
  const location = (login.json as { location?: unknown } | undefined)?.location;
  if (login.status !== 200 || typeof location !== 'string') {
    throw new Error(`sign-in refused: ${login.status} ${login.text}`);
  }
  return { interaction, code: await followToCode(t, interaction, location) };
};

export interface Tokens {
  readonly id_token: string;
  readonly access_token: string;
  readonly token_type: string;
}

const isTokens = (value: unknown): value is Tokens =>
  typeof value === 'object' &&
  value !== null &&
  'id_token' in value &&
  typeof value.id_token === 'string' &&
  'access_token' in value &&
  typeof value.access_token === 'string';

/** The whole code + PKCE flow: the tokens the portal's OIDC client ends up with. */
export const signInForTokens = async (
  t: ServerCalls,
  username: string,
  password: string,
): Promise<Tokens> => {
  const { interaction, code } = await signInToCode(t, username, password);
  const answer = await redeemCode(t, code, interaction.pkce.verifier);
  if (answer.status !== 200 || !isTokens(answer.json)) {
    throw new Error(`token request refused: ${answer.status} ${answer.text}`);
  }
  return answer.json;
};

export interface PortalSession extends SignedIn {
  readonly sessionId: string;
  readonly csrfToken: string;
  readonly tokens: Tokens;
}

/** The browser the tests sign in from, as its User-Agent says. */
export const TEST_BROWSER =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';

/** The portal's sign-in end to end: the code flow, then oktaLogin with the id token for a session. */
export const signInToPortal = async (
  t: ServerCalls,
  username: string,
  password: string,
): Promise<PortalSession> => {
  const tokens = await signInForTokens(t, username, password);
  const answer = await t.call('POST', '/services/auth/oktaLogin', {
    headers: { origin: t.baseUrl, 'user-agent': TEST_BROWSER },
    body: { idToken: tokens.id_token },
  });
  const jar = new CookieJar();
  jar.store(answer.headers);
  const sessionId = jar.get(SESSION_COOKIE);
  const csrfToken = jar.get(CSRF_COOKIE);
  if (answer.status !== 200 || sessionId === undefined || csrfToken === undefined) {
    throw new Error(`oktaLogin refused: ${answer.status} ${answer.text}`);
  }
  const cookie = `${SESSION_COOKIE}=${sessionId}`;
  return {
    sessionId,
    csrfToken,
    tokens,
    headers: { cookie },
    writeHeaders: { cookie, origin: t.baseUrl, [CSRF_HEADER]: csrfToken },
  };
};

/** The `amr` of the id token a completed interaction (its step's answer) ends in. */
export const amrAfter = async (
  t: ServerCalls,
  interaction: Interaction,
  answer: Answer,
): Promise<unknown> => {
  const { location } = answer.json as { location: string };
  const code = await followToCode(t, interaction, location);
  const tokens = await redeemCode(t, code, interaction.pkce.verifier);
  return decodeJwt((tokens.json as { id_token: string }).id_token).amr;
};

/** A refusal's status and error code, the text left out. */
export const errorOf = (answer: Answer) => ({
  status: answer.status,
  error: (answer.json as { error?: unknown } | undefined)?.error,
});
