import path from 'node:path';
import {
  MatchersV3,
  PactV4,
  SpecificationVersion,
  type TemplateHeaders,
} from '@pact-foundation/pact';
import { getFfiLib } from '@pact-foundation/pact-core';
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
 * What a mock server has booked so far, as pact_ffi reports it: the interactions still missing and
 * the requests it could not match. A request that matched shows as one interaction missing fewer.
 */
interface Bookings {
  readonly missing: number;
  readonly unmatched: number;
}

const bookingsAt = (port: number): Bookings => {
  const results: unknown = JSON.parse(getFfiLib().pactffiMockServerMismatches(port));
  const types = Array.isArray(results)
    ? results.map((result) => (result as { type?: unknown }).type)
    : [];
  const missing = types.filter((type) => type === 'missing-request').length;
  return { missing, unmatched: types.length - missing };
};

/** Far below jest's 5 s test timeout: only a request the mock server never books waits this out. */
const BOOKING_WAIT_MS = 2_000;

/**
 * Resolves once the mock server at `port` has booked the request it answered since `before`.
 *
 * pact_ffi 0.5.4 (in @pact-foundation/pact-core 19, the line that still runs on Node 20) sends the
 * response first and books the request's match result afterwards, on a background task
 * (pact-foundation/pact-core-mock-server#13; fixed in pact_ffi 0.5.6 = pact-core 20.1, Node 22 only).
 * executeTest reads the bookings the moment the test function returns, so on a busy machine it
 * reported a request the client had already been answered for as "expected but not received".
 */
const bookedSince = async (port: number, before: Bookings): Promise<void> => {
  const deadline = Date.now() + BOOKING_WAIT_MS;
  for (;;) {
    if (getFfiLib().pactffiMockServerMatched(port)) return;
    const now = bookingsAt(port);
    if (now.missing < before.missing || now.unmatched > before.unmatched || Date.now() >= deadline)
      return;
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
};

/** A `fetch` that hands on the mock server's answer only once the mock server has booked the request. */
const fetchBookedBy = (mockServerUrl: string, send: typeof fetch): typeof fetch => {
  const port = Number(new URL(mockServerUrl).port);
  return async (input, init) => {
    const before = bookingsAt(port);
    const response = await send(input, init);
    await bookedSince(port, before);
    return response;
  };
};

/**
 * The portal's real HTTP client pointed at the mock server. `signedIn` stands in for the browser,
 * which sends the HttpOnly session cookie by itself; the client echoes the CSRF token on writes.
 */
export const httpClientAt = (mockServerUrl: string, signedIn: boolean): HttpClient =>
  new HttpClient({
    baseUrl: `${mockServerUrl}/services`,
    fetch: fetchBookedBy(
      mockServerUrl,
      signedIn
        ? (input, init) =>
            globalThis.fetch(input, {
              ...init,
              headers: { ...init?.headers, cookie: EXAMPLE_SESSION_COOKIE },
            })
        : globalThis.fetch,
    ),
    // Generous: a loaded CI machine must not turn a slow mock server into a missing request.
    timeoutMs: 30_000,
    csrfToken: () => (signedIn ? EXAMPLE_CSRF_TOKEN : undefined),
  });

/** Request headers of a signed-in call: the session cookie (and on writes the CSRF header). */
export const sessionHeaders = (write: boolean): TemplateHeaders => ({
  cookie: fromProviderState(injected(ProviderStateValues.sessionCookie), EXAMPLE_SESSION_COOKIE),
  ...(write
    ? {
        'x-xsrf-token': fromProviderState(
          injected(ProviderStateValues.csrfToken),
          EXAMPLE_CSRF_TOKEN,
        ),
      }
    : {}),
});
