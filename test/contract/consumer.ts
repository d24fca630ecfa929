import path from 'node:path';
import { MatchersV3, PactV4, SpecificationVersion, type TemplateHeaders } from '@pact-foundation/pact';
import { HttpClient } from '../../src/adapters/http/http-client';
import { injected, ProviderStateValues } from './provider-states';

const { fromProviderState } = MatchersV3;

/** One Pact instance per test file (STACK.md); every file writes into the same pact file. */
export const portalPact = (): PactV4 =>
  new PactV4({
    consumer: 'business-portal-web',
    provider: 'business-portal-services',
    dir: path.resolve(__dirname, '../../contracts'),
    spec: SpecificationVersion.SPECIFICATION_VERSION_V4,
    logLevel: 'warn',
  });

/** Example values the pact records; the provider replaces them with a real session's. */
export const EXAMPLE_SESSION_COOKIE = 'portal_session=example-session-id';
export const EXAMPLE_CSRF_TOKEN = 'example-csrf-token';

/**
 * The portal's real HTTP client pointed at the mock server. `signedIn` stands in for the browser,
 * which sends the HttpOnly session cookie by itself; the client echoes the CSRF token on writes.
 */
export const httpClientAt = (mockServerUrl: string, signedIn: boolean): HttpClient =>
  new HttpClient({
    baseUrl: `${mockServerUrl}/services`,
    fetch: signedIn
      ? (input, init) =>
          globalThis.fetch(input, { ...init, headers: { ...init?.headers, cookie: EXAMPLE_SESSION_COOKIE } })
      : globalThis.fetch,
    // Generous: a loaded CI machine must not turn a slow mock server into a missing request.
    timeoutMs: 30_000,
    csrfToken: () => (signedIn ? EXAMPLE_CSRF_TOKEN : undefined),
  });

/** Request headers of a signed-in call: the session cookie (and on writes the CSRF header). */
export const sessionHeaders = (write: boolean): TemplateHeaders => ({
  cookie: fromProviderState(injected(ProviderStateValues.sessionCookie), EXAMPLE_SESSION_COOKIE),
  ...(write
    ? { 'x-xsrf-token': fromProviderState(injected(ProviderStateValues.csrfToken), EXAMPLE_CSRF_TOKEN) }
    : {}),
});
