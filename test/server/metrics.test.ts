// Issue 27 "Operating it": Prometheus metrics at /metrics, never public in production mode
// (docs/decisions/operations.md D-OPS-4).
import { metricsAccessRule } from '../../server/observability/metrics-access';
import { PortalMetrics } from '../../server/observability/metrics';
import { DEMO_PASSWORD } from '../../server/seed/personas';
import { startInteraction, submitCredentials } from './oidc-flow';
import { startTestServer, type TestServer } from './test-server';

// Starting a server takes seconds on a loaded machine.
jest.setTimeout(60_000);

const TOKEN = 'metrics-token-0123456789abcdefghijklmnop';

describe('who may read /metrics', () => {
  it.each<[string, 'demo' | 'production', string | undefined, string | undefined, string]>([
    ['demo mode without a token: a developer’s machine', 'demo', undefined, undefined, 'serve'],
    [
      'production mode without a token: the path does not exist',
      'production',
      undefined,
      `Bearer ${TOKEN}`,
      'hidden',
    ],
    ['the right bearer token', 'production', TOKEN, `Bearer ${TOKEN}`, 'serve'],
    ['the scheme in any case', 'production', TOKEN, `bearer ${TOKEN}`, 'serve'],
    ['the right token in demo mode too', 'demo', TOKEN, `Bearer ${TOKEN}`, 'serve'],
    ['no Authorization header', 'production', TOKEN, undefined, 'unauthorized'],
    [
      'a token one character short',
      'production',
      TOKEN,
      `Bearer ${TOKEN.slice(1)}`,
      'unauthorized',
    ],
    ['another scheme', 'demo', TOKEN, `Basic ${TOKEN}`, 'unauthorized'],
  ])('%s', (_why, mode, token, authorization, access) => {
    expect(metricsAccessRule(mode, token)(authorization)).toBe(access);
  });
});

describe('the metrics a server keeps', () => {
  it('labels an unmatched request as one route, and counts a 429 as a refusal of its route', async () => {
    const metrics = new PortalMetrics();
    metrics.answered('GET', undefined, 404, 0.002);
    metrics.answered('GET', undefined, 404, 0.003);
    metrics.answered('POST', '/services/auth/forgotPassword', 429, 0.001);
    const { text } = await metrics.exposition();
    expect(text).toContain(
      'portal_http_requests_total{method="GET",route="unmatched",status="404"} 2',
    );
    expect(text).toContain(
      'portal_rate_limit_refusals_total{route="/services/auth/forgotPassword"} 1',
    );
    expect(text).toContain(
      'portal_http_request_duration_seconds_bucket{le="0.005",method="GET",route="unmatched"} 2',
    );
  });
});

describe('/metrics on a running server', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({
      METRICS_TOKEN: TOKEN,
      RATE_LIMIT_SIGN_IN_PER_ACCOUNT_PER_MINUTE: '2',
    });
  });
  afterAll(() => t.close());

  const scrape = async () => {
    // Prometheus reaches a process by its address, not the public name.
    const answer = await fetch(`http://127.0.0.1:${new URL(t.baseUrl).port}/metrics`, {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    return answer.text();
  };

  it('asks for the token, and never says more than that', async () => {
    const missing = await t.call('GET', '/metrics');
    expect([missing.status, missing.headers.get('www-authenticate')]).toEqual([
      401,
      'Bearer realm="metrics"',
    ]);
    const wrong = await t.call('GET', '/metrics', { headers: { authorization: 'Bearer nope' } });
    expect([wrong.status, wrong.text]).toEqual([401, missing.text]);
  });

  it('counts requests by route pattern and status, and has the process metrics', async () => {
    await t.call('GET', '/health');
    await t.call('GET', '/services/no/such/call');
    const text = await scrape();
    expect(text).toMatch(
      /^portal_http_requests_total\{method="GET",route="\/health",status="200"\} [1-9]/m,
    );
    expect(text).toMatch(
      /^portal_http_requests_total\{method="GET",route="unmatched",status="404"\} 1$/m,
    );
    expect(text).toMatch(
      /^portal_http_request_duration_seconds_count\{method="GET",route="\/health"\} [1-9]/m,
    );
    expect(text).toMatch(/^portal_process_resident_memory_bytes [1-9]/m);
    expect(text).toMatch(/^portal_nodejs_eventloop_lag_seconds /m);
  });

  it('counts sign-ins by outcome and the sign-ins the limit refused', async () => {
    const owner = 'us.owner@example.com';
    expect((await submitCredentials(t, await startInteraction(t), owner, 'Wrong-1')).status).toBe(
      401,
    );
    expect(
      (await submitCredentials(t, await startInteraction(t), owner, DEMO_PASSWORD)).status,
    ).toBe(200);
    // The third sign-in for the account within the minute is over RATE_LIMIT_…_PER_ACCOUNT.
    expect(
      (await submitCredentials(t, await startInteraction(t), owner, DEMO_PASSWORD)).status,
    ).toBe(429);
    const text = await scrape();
    expect(text).toMatch(/^portal_sign_ins_total\{outcome="invalidCredentials"\} 1$/m);
    expect(text).toMatch(/^portal_sign_ins_total\{outcome="authenticated"\} 1$/m);
    expect(text).toMatch(
      /^portal_rate_limit_refusals_total\{route="\/interaction\/:uid\/login"\} 1$/m,
    );
  });
});
