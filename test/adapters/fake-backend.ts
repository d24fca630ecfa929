import { HttpClient } from '../../src/adapters/http/http-client';

export interface RecordedCall {
  readonly url: string;
  readonly method: string | undefined;
  readonly headers: HeadersInit | undefined;
  readonly body: unknown;
}

/**
 * The portal's real HttpClient over a fake fetch that answers `status` and `body` to every call
 * and records what was sent; `csrfToken` is what the client echoes on writes.
 */
export const fakeBackend = (
  status: number,
  body: string,
  csrfToken: string | undefined,
): { readonly calls: RecordedCall[]; readonly http: HttpClient } => {
  const calls: RecordedCall[] = [];
  const fetchFn: typeof fetch = async (input, init) => {
    calls.push({
      url: typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      method: init?.method,
      headers: init?.headers,
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    });
    return new Response(body, { status });
  };
  return {
    calls,
    http: new HttpClient({
      baseUrl: '/services',
      fetch: fetchFn,
      timeoutMs: 1000,
      csrfToken: () => csrfToken,
    }),
  };
};
