import { sqliteQueryLayer } from '../../server/db/query-layer';
import { sqlAccountStores } from '../../server/accounts/sql-account-stores';
import { PrimaryAuthentication } from '../../server/identity/primary-authentication';
import { hashPassword, makeDecoyHash } from '../../server/identity/password-hashing';
import { seed } from '../../server/seed/seed';
import { DEMO_PASSWORD } from '../../server/seed/personas';
import { freshDatabase, VirtualClock, personaHashesOnce } from './test-database';

// Keys, hashes and databases are made slowly on a loaded machine; jest's 5 s is too short there.
jest.setTimeout(60_000);

/** A fresh seeded database and the primary authentication on it, locking after `threshold` failures. */
const seededAuthentication = async (threshold: number) => {
  const env = freshDatabase();
  const clock = new VirtualClock(new Date('2026-11-22T10:00:00Z'));
  await seed(sqliteQueryLayer(env.db), clock, personaHashesOnce());
  const auth = new PrimaryAuthentication(
    sqlAccountStores(sqliteQueryLayer(env.db)),
    clock,
    { threshold, minutes: 30 },
    await makeDecoyHash(),
  );
  return { env, clock, auth };
};

describe('primary authentication — spec §8 E0000004 and lockout (docs/team-decisions.md "Lockout")', () => {
  let env: ReturnType<typeof freshDatabase>;
  let clock: VirtualClock;
  let auth: PrimaryAuthentication;

  beforeAll(async () => {
    ({ env, clock, auth } = await seededAuthentication(10));
  });
  afterAll(() => env.cleanUp());
  beforeEach(() => env.db.prepare('DELETE FROM login_failures').run());

  it('accepts the right password, case-insensitively on the username', async () => {
    const result = await auth.authenticate('US.Owner@Example.com', DEMO_PASSWORD);
    expect(result).toMatchObject({
      outcome: 'authenticated',
      user: { email: 'us.owner@example.com', firstName: 'Alex' },
    });
  });

  it('answers an unknown user exactly as a wrong password', async () => {
    expect(await auth.authenticate('nobody@example.com', DEMO_PASSWORD)).toEqual({
      outcome: 'invalidCredentials',
    });
    expect(await auth.authenticate('us.owner@example.com', 'wrong')).toEqual({
      outcome: 'invalidCredentials',
    });
  });

  it('locks after 10 consecutive failures, refuses even the right password, and releases after 30 minutes', async () => {
    for (let attempt = 1; attempt <= 9; attempt += 1) {
      expect(await auth.authenticate('us.owner@example.com', 'wrong')).toEqual({
        outcome: 'invalidCredentials',
      });
    }
    expect(await auth.authenticate('us.owner@example.com', 'wrong')).toEqual({
      outcome: 'lockedOut',
    });
    expect(await auth.authenticate('us.owner@example.com', DEMO_PASSWORD)).toEqual({
      outcome: 'lockedOut',
    });
    clock.advanceMinutes(29);
    expect(await auth.authenticate('us.owner@example.com', DEMO_PASSWORD)).toEqual({
      outcome: 'lockedOut',
    });
    clock.advanceMinutes(1);
    expect(await auth.authenticate('us.owner@example.com', DEMO_PASSWORD)).toMatchObject({
      outcome: 'authenticated',
    });
  });

  it('counts failures for usernames that do not exist too, so "locked" reveals nothing', async () => {
    for (let attempt = 1; attempt <= 10; attempt += 1)
      await auth.authenticate('ghost@example.com', 'x');
    expect(await auth.authenticate('ghost@example.com', 'x')).toEqual({ outcome: 'lockedOut' });
  });

  it('a success resets the count of consecutive failures', async () => {
    for (let attempt = 1; attempt <= 9; attempt += 1)
      await auth.authenticate('us.owner@example.com', 'wrong');
    await auth.authenticate('us.owner@example.com', DEMO_PASSWORD);
    expect(await auth.authenticate('us.owner@example.com', 'wrong')).toEqual({
      outcome: 'invalidCredentials',
    });
  });
});

describe('failed password checks per client address (D-ABUSE-2)', () => {
  let env: ReturnType<typeof freshDatabase>;
  let clock: VirtualClock;
  let auth: PrimaryAuthentication;
  const source = (address: string) => ({ address, maxFailures: 7, windowSeconds: 3600 });
  const lockedUsernames = () =>
    (
      env.db
        .prepare('SELECT username FROM login_failures WHERE locked_until IS NOT NULL ORDER BY 1')
        .all() as { username: string }[]
    ).map((row) => row.username);

  beforeAll(async () => {
    ({ env, clock, auth } = await seededAuthentication(3));
  });
  afterAll(() => env.cleanUp());
  beforeEach(() => {
    env.db.prepare('DELETE FROM login_failures').run();
    env.db.prepare('DELETE FROM abuse_events').run();
  });

  it('one address locks at most (its limit ÷ the lockout threshold) accounts, then is refused before any check', async () => {
    const targets = ['a@example.com', 'b@example.com', 'c@example.com', 'd@example.com'];
    const outcomes: string[] = [];
    for (const username of targets) {
      for (let attempt = 0; attempt < 3; attempt += 1) {
        outcomes.push((await auth.authenticate(username, 'wrong', source('203.0.113.9'))).outcome);
      }
    }
    expect(outcomes).toEqual([
      ...['invalidCredentials', 'invalidCredentials', 'lockedOut'],
      ...['invalidCredentials', 'invalidCredentials', 'lockedOut'],
      ...['invalidCredentials', 'throttled', 'throttled'],
      ...['throttled', 'throttled', 'throttled'],
    ]);
    expect(lockedUsernames()).toEqual(['a@example.com', 'b@example.com']);
    // Another address is not affected, and a throttled attempt counted nothing against c or d.
    expect(await auth.authenticate('c@example.com', 'wrong', source('198.51.100.4'))).toEqual({
      outcome: 'invalidCredentials',
    });
    expect(
      env.db
        .prepare("SELECT consecutive_failures FROM login_failures WHERE username = 'c@example.com'")
        .get(),
    ).toEqual({ consecutive_failures: 2 });
  });

  it('answers how long to wait, and lets the address try again once its oldest failure is an hour old', async () => {
    for (let attempt = 0; attempt < 7; attempt += 1) {
      await auth.authenticate(`user${attempt}@example.com`, 'wrong', source('203.0.113.9'));
      clock.advanceMinutes(1);
    }
    expect(
      await auth.authenticate('us.owner@example.com', DEMO_PASSWORD, source('203.0.113.9')),
    ).toEqual({
      outcome: 'throttled',
      retryAfterSeconds: 53 * 60,
    });
    clock.advanceMinutes(53);
    expect(
      await auth.authenticate('us.owner@example.com', DEMO_PASSWORD, source('203.0.113.9')),
    ).toMatchObject({
      outcome: 'authenticated',
    });
  });

  it('a right password does not count against the address', async () => {
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect(
        await auth.authenticate('us.owner@example.com', DEMO_PASSWORD, source('203.0.113.9')),
      ).toMatchObject({
        outcome: 'authenticated',
      });
    }
    expect(env.db.prepare('SELECT count(*) AS n FROM abuse_events').get()).toEqual({ n: 0 });
  });

  it('concurrent wrong attempts from one address cannot pass its limit together', async () => {
    const attempts = Array.from({ length: 12 }, (_, index) =>
      auth.authenticate(`parallel${index}@example.com`, 'wrong', source('203.0.113.9')),
    );
    const outcomes = (await Promise.all(attempts)).map((result) => result.outcome);
    expect(outcomes.filter((outcome) => outcome === 'invalidCredentials')).toHaveLength(7);
    expect(outcomes.filter((outcome) => outcome === 'throttled')).toHaveLength(5);
  });
});

describe('password hashing', () => {
  it('stores scrypt hashes that verify only the same password', async () => {
    const { verifyPassword } = await import('../../server/identity/password-hashing');
    const hash = await hashPassword('Demo-Portal-2026');
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(hash).not.toContain('Demo-Portal-2026');
    await expect(verifyPassword('Demo-Portal-2026', hash)).resolves.toBe(true);
    await expect(verifyPassword('demo-portal-2026', hash)).resolves.toBe(false);
    await expect(verifyPassword('Demo-Portal-2026', 'not-a-hash')).resolves.toBe(false);
  });
});
