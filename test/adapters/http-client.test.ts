import * as E from 'fp-ts/Either';
import * as t from 'io-ts';
import { HttpClient } from '../../src/adapters/http/http-client';

const Codec = t.type({ expiresIn: t.number });

const respond = (status: number, body: string): typeof fetch => async () => new Response(body, { status });

const client = (fetchFn: typeof fetch, csrf?: string, timeoutMs = 1000) =>
  new HttpClient({ baseUrl: '/services', fetch: fetchFn, timeoutMs, csrfToken: () => csrf });

describe('HttpClient — every failure is a typed value (ARCHITECTURE.md "Errors as values")', () => {
  it.each([
    ['a decoded 200', respond(200, '{"expiresIn":60}'), E.right({ expiresIn: 60 })],
    ['401 → signed out', respond(401, '{"error":"UNAUTHENTICATED"}'), E.left({ code: 'service.unauthorized' })],
    ['5xx → unavailable', respond(503, 'busy'), E.left({ code: 'service.unavailable', status: 503 })],
    ['a body the codec refuses', respond(200, '{"expiresIn":"soon"}'), E.left({ code: 'service.malformedResponse' })],
    ['a body that is not JSON', respond(200, '<html>'), E.left({ code: 'service.malformedResponse' })],
    [
      '4xx with an error field: passed on (spec §8)',
      respond(400, '{"error":"2011","message":"history"}'),
      E.left({ code: 'service.rejected', status: 400, error: '2011', message: 'history' }),
    ],
    [
      '4xx without an error field: an empty error (spec §8)',
      respond(400, '{"oops":true}'),
      E.left({ code: 'service.rejected', status: 400, error: '', message: '' }),
    ],
    [
      'network failure',
      async () => {
        throw new TypeError('Failed to fetch');
      },
      E.left({ code: 'service.networkFailure' }),
    ],
  ])('%s', async (_name, fetchFn, expected) => {
    expect(await client(fetchFn).request('GET', '/auth/checkUserLogin', Codec)()).toEqual(expected);
  });

  it('a call that does not answer in time becomes a timeout', async () => {
    const hanging: typeof fetch = (_input, init) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))));
    expect(await client(hanging, undefined, 10).request('GET', '/x', Codec)()).toEqual(E.left({ code: 'service.timeout' }));
  });

  it('sends JSON with credentials, and the CSRF token on writes only', async () => {
    const calls: { url: string; init: RequestInit | undefined }[] = [];
    const recording: typeof fetch = async (input, init) => {
      calls.push({ url: input instanceof Request ? input.url : String(input), init });
      return new Response('{"expiresIn":1}', { status: 200 });
    };
    const http = client(recording, 'csrf-123');
    await http.request('POST', '/auth/oktaLogin', Codec, { body: { idToken: 'x' } })();
    await http.request('GET', '/entitlements/getCompanyInfo', Codec, { query: { dunsNumber: '804735132', type: undefined } })();
    expect(calls[0]).toMatchObject({
      url: '/services/auth/oktaLogin',
      init: { method: 'POST', credentials: 'include', body: '{"idToken":"x"}' },
    });
    expect(calls[0]?.init?.headers).toMatchObject({ 'content-type': 'application/json', 'x-xsrf-token': 'csrf-123' });
    expect(calls[1]?.url).toBe('/services/entitlements/getCompanyInfo?dunsNumber=804735132');
    expect(calls[1]?.init?.headers).not.toHaveProperty('x-xsrf-token');
  });
});
