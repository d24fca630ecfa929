// Issue 27, shared state: the abuse limits' counters in Redis, shared by every process, and what a
// Redis outage and restart do to them (docs/decisions/abuse-limits.md D-ABUSE-6, D-OPS-5). One
// throwaway Redis for the file, stopped and started again on its port by the outage tests.
import { randomBytes } from 'node:crypto';
import { startRedis, type ThrowawayService } from '../../scripts/throwaway-services';
import { LocalRequestCounters } from '../../server/http/request-counters';
import { openSharedRedis, type SharedRedis } from '../../server/shared-state/redis-connection';
import { RedisRequestCounters } from '../../server/shared-state/redis-request-counters';
import { SharedRequestCounters } from '../../server/shared-state/shared-request-counters';
import { eventually } from '../e2e/eventually';
import { GENEROUS_LIMITS } from './password-fixtures';
import { startTestServer, type TestServer } from './test-server';

// Servers and Redis start in seconds on a loaded machine.
jest.setTimeout(60_000);

let redis: ThrowawayService;
const connections: SharedRedis[] = [];
beforeAll(async () => {
  redis = await startRedis();
});
afterAll(async () => {
  await Promise.all(connections.map((connection) => connection.close()));
  await redis.stop();
});

const quietLog = { warn: () => undefined, info: () => undefined };
/** A connection as one process of a deployment holds it. */
const connect = (): SharedRedis => {
  const connection = openSharedRedis(redis.url, quietLog);
  connections.push(connection);
  return connection;
};
const answering = (connection: SharedRedis) =>
  eventually(
    () =>
      connection.ping().then(
        () => true,
        () => false,
      ),
    (up) => expect(up).toBe(true),
  );
/** Starts Redis again, empty, on the port its clients know (after `redis.stop()`). */
const startRedisAgain = async () => {
  redis = await startRedis({ port: redis.port });
};
const unique = (name: string) => `${name}-${randomBytes(4).toString('hex')}`;

describe('RedisRequestCounters', () => {
  it('counts one window for all processes, per key, and starts again when it ends', async () => {
    const [first, second] = [connect(), connect()];
    await Promise.all([answering(first), answering(second)]);
    const [a, b] = [
      new RedisRequestCounters(first.client),
      new RedisRequestCounters(second.client),
    ];
    const key = unique('window');
    expect((await a.hit(key, 400)).count).toBe(1);
    expect((await b.hit(key, 400)).count).toBe(2);
    const third = await a.hit(key, 400);
    expect(third.count).toBe(3);
    expect(third.resetInMs).toBeGreaterThan(0);
    expect(third.resetInMs).toBeLessThanOrEqual(400);
    expect((await b.hit(unique('other'), 400)).count).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 450));
    expect(await b.hit(key, 400)).toMatchObject({ count: 1 });
  });
});

describe('SharedRequestCounters through an outage and a restart', () => {
  it('keeps counting in the process while Redis is down, and never below its own count after', async () => {
    const connection = connect();
    await answering(connection);
    const fallbacks: boolean[] = [];
    const counters = new SharedRequestCounters(
      new RedisRequestCounters(connection.client),
      new LocalRequestCounters(100),
      { fellBack: (_error, first) => fallbacks.push(first), recovered: () => undefined },
    );
    const key = unique('outage');
    expect((await counters.hit(key, 60_000)).count).toBe(1);
    await redis.stop();
    expect((await counters.hit(key, 60_000)).count).toBe(2);
    expect((await counters.hit(key, 60_000)).count).toBe(3);
    expect(fallbacks).toEqual([true, false]);
    await startRedisAgain();
    await answering(connection);
    // Redis came back without the counts (no persistence); this process's own four still hold.
    expect((await counters.hit(key, 60_000)).count).toBe(4);
    expect(fallbacks).toHaveLength(2);
  });
});

describe('two portal processes sharing one Redis', () => {
  let first: TestServer;
  let second: TestServer;
  const env = () => ({
    ...GENEROUS_LIMITS,
    REDIS_URL: redis.url,
    RATE_LIMIT_MAIL_REQUESTS_PER_ACCOUNT_PER_HOUR: '2',
  });
  beforeAll(async () => {
    [first, second] = await Promise.all([startTestServer(env()), startTestServer(env())]);
  });
  afterAll(async () => {
    await Promise.all([first.close(), second.close()]);
  });

  const forgotPassword = (server: TestServer, email: string) =>
    server.call('POST', '/services/auth/forgotPassword', {
      headers: { origin: server.baseUrl },
      body: { email },
    });
  const statuses = async (calls: [TestServer, string][]) => {
    const answers: number[] = [];
    for (const [server, email] of calls) answers.push((await forgotPassword(server, email)).status);
    return answers;
  };
  const readiness = async (server: TestServer) => (await server.call('GET', '/ready')).json;
  /** The requests the process has counted in itself only, since Redis did not answer. */
  const fallbacks = async (server: TestServer): Promise<number> => {
    const { text } = await server.call('GET', '/metrics');
    return Number(/^portal_shared_counter_fallbacks_total (\d+)$/m.exec(text)?.[1] ?? 0);
  };

  it('count a limit across both, as one process would', async () => {
    const email = `${unique('shared')}@example.com`;
    expect(
      await statuses([
        [first, email],
        [second, email],
        [first, email],
        [second, email],
      ]),
    ).toEqual([200, 200, 429, 429]);
    expect(await readiness(first)).toEqual({ status: 'ready', database: 'ok', redis: 'ok' });
  });

  it('stay ready, keep everyone signed in and each its own limit while Redis is down', async () => {
    const during = `${unique('outage')}@example.com`;
    const signedIn = await first.signIn('usr-us-owner');
    const profileStatus = async () =>
      (await first.call('GET', '/services/auth/getUserProfile', { headers: signedIn.headers }))
        .status;
    expect(await profileStatus()).toBe(200);
    await redis.stop();
    expect(await profileStatus()).toBe(200);
    expect(await readiness(first)).toEqual({
      status: 'ready',
      database: 'ok',
      redis: 'unavailable',
    });
    expect(await statuses(Array.from({ length: 3 }, () => [first, during]))).toEqual([
      200, 200, 429,
    ]);
    // The second process counts its own requests meanwhile: per process, never unlimited.
    expect(await statuses(Array.from({ length: 3 }, () => [second, during]))).toEqual([
      200, 200, 429,
    ]);
    const metrics = await first.call('GET', '/metrics');
    expect(metrics.text).toMatch(/^portal_shared_counter_fallbacks_total [1-9]\d*$/m);

    await startRedisAgain();
    for (const server of [first, second]) {
      await eventually(
        () => readiness(server),
        (body) => expect(body).toMatchObject({ redis: 'ok' }),
      );
    }
    // Sessions live in the database, not in Redis: nobody was signed out by the restart.
    expect(await profileStatus()).toBe(200);
    // Redis lost the outage's counts; each process's own still refuses the email it counted.
    expect(await statuses([[first, during]])).toEqual([429]);
    // A process skips Redis for a second after a slow failure (D-ABUSE-6), which a loaded machine
    // can cause during the outage: share again once a fresh email's request is counted in Redis.
    for (const server of [first, second]) {
      await eventually(
        async () => {
          const before = await fallbacks(server);
          await statuses([[server, `${unique('probe')}@example.com`]]);
          return (await fallbacks(server)) - before;
        },
        (newFallbacks) => expect(newFallbacks).toBe(0),
      );
    }
    const after = `${unique('after')}@example.com`;
    expect(
      await statuses([
        [first, after],
        [second, after],
        [first, after],
      ]),
    ).toEqual([200, 200, 429]);
  });
});
