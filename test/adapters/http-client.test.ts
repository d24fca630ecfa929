import * as E from 'fp-ts/Either';
import * as t from 'io-ts';
import { boundedBackoff, HttpClient } from '../../src/adapters/http/http-client';

const Codec = t.type({ expiresIn: t.number });

const respond =
  (status: number, body: string): typeof fetch =>
  async () =>
    new Response(body, { status });

const client = (fetchFn: typeof fetch, csrf?: string, timeoutMs = 1000) =>
  new HttpClient({ baseUrl: '/services', fetch: fetchFn, timeoutMs, csrfToken: () => csrf });

describe('HttpClient — every failure is a typed value (ARCHITECTURE.md "Errors as values")', () => {
  it.each([
    ['a decoded 200', respond(200, '{"expiresIn":60}'), E.right({ expiresIn: 60 })],
    [
      '401 → signed out',
      respond(401, '{"error":"UNAUTHENTICATED"}'),
      E.left({ code: 'service.unauthorized' }),
    ],
    [
      '5xx → unavailable',
      respond(503, 'busy'),
      E.left({ code: 'service.unavailable', status: 503 }),
    ],
    [
      '503 UNDER_MAINTENANCE → under maintenance (D-PAGES-2)',
      respond(503, '{"error":"UNDER_MAINTENANCE","message":"We are under maintenance"}'),
      E.left({ code: 'service.underMaintenance' }),
    ],
    [
      'another status with that code is no maintenance: only the 503 says so',
      respond(500, '{"error":"UNDER_MAINTENANCE"}'),
      E.left({ code: 'service.unavailable', status: 500 }),
    ],
    [
      'a body the codec refuses',
      respond(200, '{"expiresIn":"soon"}'),
      E.left({ code: 'service.malformedResponse' }),
    ],
    [
      'a body that is not JSON',
      respond(200, '<html>'),
      E.left({ code: 'service.malformedResponse' }),
    ],
    [
      '4xx with an error field: passed on (spec §8)',
      respond(400, '{"error":"2011","message":"history"}'),
      E.left({ code: 'service.rejected', status: 400, error: '2011', message: 'history' }),
    ],
    [
      '4xx with a numeric error code: passed on as its decimal string (spec §8 codes)',
      respond(400, '{"error":2011,"message":"history"}'),
      E.left({ code: 'service.rejected', status: 400, error: '2011', message: 'history' }),
    ],
    [
      '4xx with an error field that is neither a string nor a whole number: an empty error',
      respond(400, '{"error":{"nested":true}}'),
      E.left({ code: 'service.rejected', status: 400, error: '', message: '' }),
    ],
    [
      '4xx without an error field: an empty error (spec §8)',
      respond(400, '{"oops":true}'),
      E.left({ code: 'service.rejected', status: 400, error: '', message: '' }),
    ],
    [
      '4xx with a message but no error field: "otherwise an empty error" (spec §8)',
      respond(400, '{"message":"x"}'),
      E.left({ code: 'service.rejected', status: 400, error: '', message: '' }),
    ],
    [
      '4xx whose error field is only its own __proto__ key: an empty error',
      respond(400, '{"__proto__":{"error":"inherited"}}'),
      E.left({ code: 'service.rejected', status: 400, error: '', message: '' }),
    ],
    [
      '4xx with an array body: an empty error',
      respond(400, '["error"]'),
      E.left({ code: 'service.rejected', status: 400, error: '', message: '' }),
    ],
    [
      '4xx with a text body: an empty error',
      respond(400, 'error'),
      E.left({ code: 'service.rejected', status: 400, error: '', message: '' }),
    ],
    [
      '4xx with a JSON null body: an empty error',
      respond(400, 'null'),
      E.left({ code: 'service.rejected', status: 400, error: '', message: '' }),
    ],
    [
      '4xx with no body: an empty error',
      respond(400, ''),
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
      new Promise((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
      );
    expect(await client(hanging, undefined, 10).request('GET', '/x', Codec)()).toEqual(
      E.left({ code: 'service.timeout' }),
    );
  });

  it('sends JSON with credentials, and the CSRF token on writes only', async () => {
    const calls: { url: string; init: RequestInit | undefined }[] = [];
    const recording: typeof fetch = async (input, init) => {
      calls.push({ url: input instanceof Request ? input.url : String(input), init });
      return new Response('{"expiresIn":1}', { status: 200 });
    };
    const http = client(recording, 'csrf-123');
    await http.request('POST', '/auth/oktaLogin', Codec, { body: { idToken: 'x' } })();
    await http.request('GET', '/entitlements/getCompanyInfo', Codec, {
      query: { dunsNumber: '804735132', type: undefined },
    })();
    expect(calls[0]).toMatchObject({
      url: '/services/auth/oktaLogin',
      init: { method: 'POST', credentials: 'include', body: '{"idToken":"x"}' },
    });
    expect(calls[0]?.init?.headers).toMatchObject({
      'content-type': 'application/json',
      'x-xsrf-token': 'csrf-123',
    });
    expect(calls[1]?.url).toBe('/services/entitlements/getCompanyInfo?dunsNumber=804735132');
    expect(calls[1]?.init?.headers).not.toHaveProperty('x-xsrf-token');
  });
});

describe('HttpClient — idempotent GETs retry on network failure with a bounded backoff', () => {
  const failingThen = (failures: number, log: string[]): typeof fetch => {
    let calls = 0;
    return async (_input, init) => {
      calls += 1;
      log.push(`${init?.method ?? 'GET'} #${calls}`);
      if (calls <= failures) throw new TypeError('Failed to fetch');
      return new Response('{"expiresIn":5}', { status: 200 });
    };
  };
  const retrying = (fetchFn: typeof fetch, waits: number[]) =>
    new HttpClient({
      baseUrl: '/services',
      fetch: fetchFn,
      timeoutMs: 1000,
      csrfToken: () => 'csrf',
      retry: boundedBackoff(async (ms) => {
        waits.push(ms);
      }),
    });

  it.each([
    ['one failure: recovered on the first retry', 1, E.right({ expiresIn: 5 }), [250]],
    ['two failures: recovered on the second retry', 2, E.right({ expiresIn: 5 }), [250, 1000]],
    [
      'three failures: gives up after two retries',
      3,
      E.left({ code: 'service.networkFailure' }),
      [250, 1000],
    ],
  ])('%s', async (_name, failures, expected, expectedWaits) => {
    const log: string[] = [];
    const waits: number[] = [];
    expect(await retrying(failingThen(failures, log), waits).request('GET', '/x', Codec)()).toEqual(
      expected,
    );
    expect(waits).toEqual(expectedWaits);
    expect(log).toHaveLength(Math.min(failures, 2) + 1);
  });

  it.each(['POST', 'PUT'])('a %s is never retried', async (method) => {
    const log: string[] = [];
    const waits: number[] = [];
    const answer = await retrying(failingThen(1, log), waits).request(method, '/x', Codec, {
      body: {},
    })();
    expect(answer).toEqual(E.left({ code: 'service.networkFailure' }));
    expect(log).toEqual([`${method} #1`]);
    expect(waits).toEqual([]);
  });

  it('an answer that is not a network failure (a 5xx) is not retried', async () => {
    const log: string[] = [];
    const waits: number[] = [];
    const busy: typeof fetch = async () => {
      log.push('call');
      return new Response('busy', { status: 503 });
    };
    expect(await retrying(busy, waits).request('GET', '/x', Codec)()).toEqual(
      E.left({ code: 'service.unavailable', status: 503 }),
    );
    expect(log).toEqual(['call']);
  });
});
