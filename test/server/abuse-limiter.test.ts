// The abuse limiter's hooks on a bare Fastify (D-ABUSE-1, D-ABUSE-6): named counters, keyed by
// address or account, answering 429 past the limit, whatever counts behind the port.
import Fastify from 'fastify';
import { AbuseLimiter } from '../../server/http/abuse-limiter';
import { perMinute } from '../../server/http/abuse-limits';
import { LocalRequestCounters, type RequestCounters } from '../../server/http/request-counters';

/** Local counters that also note every key they count. */
const notingCounters = () => {
  const local = new LocalRequestCounters(100);
  const keys: string[] = [];
  const counters: RequestCounters = {
    hit: (key, windowMs) => {
      keys.push(key);
      return local.hit(key, windowMs);
    },
  };
  return { counters, keys };
};

const appWith = (limiter: AbuseLimiter) => {
  const app = Fastify({ logger: false });
  const [perAddress, perAccount] = limiter.perAddressAndAccount(
    'probe',
    perMinute(3),
    perMinute(2),
    (request) => request.headers['x-account']?.toString(),
  );
  app.get('/probe', { preHandler: [perAddress, perAccount] }, async () => ({ ok: true }));
  return app;
};

describe('AbuseLimiter', () => {
  it('counts each request under its named counters, by address and by account', async () => {
    const { counters, keys } = notingCounters();
    const app = appWith(new AbuseLimiter(counters));
    await app.inject({ method: 'GET', url: '/probe', headers: { 'x-account': 'pat' } });
    await app.inject({ method: 'GET', url: '/probe' });
    expect(keys).toEqual([
      'probe-per-address:address:127.0.0.1',
      'probe-per-account:account:pat',
      'probe-per-address:address:127.0.0.1',
      // A request naming no account is counted by its address.
      'probe-per-account:address:127.0.0.1',
    ]);
    await app.close();
  });

  it('answers 429 with Retry-After past either limit', async () => {
    const app = appWith(new AbuseLimiter(notingCounters().counters));
    const call = (account: string) =>
      app.inject({ method: 'GET', url: '/probe', headers: { 'x-account': account } });
    expect((await call('pat')).statusCode).toBe(200);
    expect((await call('pat')).statusCode).toBe(200);
    const overAccount = await call('pat');
    expect([overAccount.statusCode, overAccount.json()]).toEqual([
      429,
      { error: 'RATE_LIMITED', message: expect.stringMatching(/^Too many attempts/) as unknown },
    ]);
    expect(Number(overAccount.headers['retry-after'])).toBeGreaterThanOrEqual(59);
    // The address's three are spent too: another account is refused by the address limit.
    expect((await call('sam')).statusCode).toBe(429);
    await app.close();
  });

  it('refuses two counters under one name, which would count each other', () => {
    const limiter = new AbuseLimiter(notingCounters().counters);
    limiter.perAddress('twice', perMinute(1));
    expect(() => limiter.perAddress('twice', perMinute(1))).toThrow(
      'two abuse limits are both named twice',
    );
  });
});
