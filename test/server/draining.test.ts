// Issue 27 "Operating it": /health and /ready, a stop that drops no request (SIGTERM drains), and
// request ids a proxy can set. One server, stopped by the last test.
import net from 'node:net';
import { eventually } from '../e2e/eventually';
import { readinessAnswer } from '../../server/http/health-routes';
import { requestIdGenerator } from '../../server/http/request-id';
import { startTestServer, type TestServer } from './test-server';

// Starting a server takes seconds on a loaded machine.
jest.setTimeout(60_000);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe("/ready's answer", () => {
  type Redis = 'ok' | 'unavailable' | 'none';
  it.each<[boolean, boolean, Redis, number, string, string]>([
    [false, true, 'none', 200, 'ready', 'ok'],
    [false, true, 'ok', 200, 'ready', 'ok'],
    // Without Redis the limits count per process (D-ABUSE-6): still ready (D-OPS-5).
    [false, true, 'unavailable', 200, 'ready', 'ok'],
    [false, false, 'ok', 503, 'unavailable', 'unavailable'],
    [false, false, 'none', 503, 'unavailable', 'unavailable'],
    [true, true, 'ok', 503, 'draining', 'ok'],
    [true, false, 'unavailable', 503, 'draining', 'unavailable'],
  ])(
    'draining %s, database answers %s, Redis %s: %i %s',
    (draining, databaseAnswers, redis, code, status, database) => {
      expect(readinessAnswer({ draining, databaseAnswers, redis })).toEqual({
        code,
        body: { status, database, redis },
      });
    },
  );
});

describe("a request's id", () => {
  const idOf = (behindProxy: boolean, header?: string) =>
    requestIdGenerator(behindProxy)({
      headers: header === undefined ? {} : { 'x-request-id': header },
    });

  it.each<[string, string]>([
    ["nginx's $request_id", '3f2b9c0d41e84a51b6c7d8e9f0a1b2c3'],
    ['a trace id', '00-4bf92f3577b34da6-a3ce929d0e0e4736'],
  ])("is the proxy's X-Request-Id behind a trusted proxy: %s", (_why, header) => {
    expect(idOf(true, header)).toBe(header);
  });

  it.each<[string, boolean, string | undefined]>([
    ["without a proxy the header is the client's own", false, 'chosen-by-a-client'],
    ['the proxy sent none', true, undefined],
    ['not a token', true, 'has a space'],
    ['longer than 128', true, 'x'.repeat(129)],
    ['a line break would forge log lines', true, 'line\nbreak'],
  ])('is a new UUID when %s', (_why, behindProxy, header) => {
    expect(idOf(behindProxy, header)).toMatch(UUID);
  });
});

describe('a server behind a proxy, stopped by SIGTERM', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(
      { TRUST_PROXY: 'loopback', DRAIN_SECONDS: '2', LOG_LEVEL: 'info' },
      { captureOutput: true },
    );
  });
  afterAll(() => t.close());

  it("logs a request under the proxy's X-Request-Id and names it in the answer", async () => {
    const answer = await t.call('GET', '/services/auth/user', {
      headers: { 'x-request-id': 'nginx-5f2b9c0d41e8' },
    });
    expect(answer.headers.get('x-request-id')).toBe('nginx-5f2b9c0d41e8');
    // The log is written asynchronously, after the answer.
    await eventually(
      async () => t.output().stdout,
      (stdout) => expect(stdout).toContain('"reqId":"nginx-5f2b9c0d41e8"'),
    );
    const own = await t.call('GET', '/services/auth/user');
    expect(own.headers.get('x-request-id')).toMatch(UUID);
  });

  it('is alive and ready while its database answers', async () => {
    const health = await t.call('GET', '/health');
    expect([health.status, health.json]).toEqual([200, { status: 'ok' }]);
    const ready = await t.call('GET', '/ready');
    expect([ready.status, ready.json]).toEqual([
      200,
      { status: 'ready', database: 'ok', redis: 'none' },
    ]);
    expect(ready.headers.get('cache-control')).toContain('no-store');
  });

  /** A search whose body is half sent: a request in flight until `finish` sends the rest. */
  const halfSentSearch = async () => {
    const { writeHeaders } = await t.signIn('usr-us-owner');
    const body = JSON.stringify({ businessName: 'Blue Ridge', zipCode: '28801' });
    const url = new URL(t.baseUrl);
    const socket = net.connect(Number(url.port), url.hostname);
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('utf8')));
    const ended = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    const head = Object.entries({
      ...writeHeaders,
      host: url.host,
      'content-type': 'application/json',
      'content-length': String(Buffer.byteLength(body)),
    }).map(([name, value]) => `${name}: ${value}\r\n`);
    socket.write(`POST /services/GAD/companySearch HTTP/1.1\r\n${head.join('')}\r\n`);
    socket.write(body.slice(0, 10));
    return {
      finish: async () => {
        socket.end(body.slice(10));
        await ended;
        return answer;
      },
    };
  };

  const refusesConnections = async (): Promise<boolean> => {
    try {
      await fetch(`${t.baseUrl}/health`);
      return false;
    } catch {
      return true;
    }
  };

  it('turns unready at once, keeps serving while draining, then answers what is in flight and exits 0', async () => {
    const inFlight = await halfSentSearch();
    t.signal('SIGTERM');
    await eventually(
      () => t.call('GET', '/ready'),
      (ready) =>
        expect([ready.status, ready.json]).toEqual([
          503,
          { status: 'draining', database: 'ok', redis: 'none' },
        ]),
      1_500,
    );
    // Still alive and serving during the load balancer's time to notice.
    expect((await t.call('GET', '/health')).status).toBe(200);
    expect((await t.call('GET', '/services/auth/checkUserLogin')).status).toBe(401);

    // After DRAIN_SECONDS it takes no new connection; the search sent before is still answered.
    await eventually(refusesConnections, (refused) => expect(refused).toBe(true));
    const answer = await inFlight.finish();
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer).toContain('"companies":[');
    expect(await t.exited()).toBe(0);
    expect(t.output().stdout).toContain('SIGTERM received: not ready from now');
  });
});
