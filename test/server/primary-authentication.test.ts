import { PrimaryAuthentication } from '../../server/identity/primary-authentication';
import { hashPassword, makeDecoyHash } from '../../server/identity/password-hashing';
import { UserRepository } from '../../server/identity/users';
import { seed } from '../../server/seed/seed';
import { DEMO_PASSWORD } from '../../server/seed/personas';
import { freshDatabase, VirtualClock } from './test-database';

describe('primary authentication — spec §8 E0000004 and lockout (../shared/DECISIONS.md "Lockout")', () => {
  let env: ReturnType<typeof freshDatabase>;
  let clock: VirtualClock;
  let auth: PrimaryAuthentication;

  beforeAll(async () => {
    env = freshDatabase();
    clock = new VirtualClock(new Date('2026-11-22T10:00:00Z'));
    await seed(env.db, clock);
    auth = new PrimaryAuthentication(env.db, new UserRepository(env.db), clock, { threshold: 10, minutes: 30 }, await makeDecoyHash());
  });
  afterAll(() => env.cleanUp());
  beforeEach(() => env.db.prepare('DELETE FROM login_failures').run());

  it('accepts the right password, case-insensitively on the username', async () => {
    const result = await auth.authenticate('US.Owner@Example.com', DEMO_PASSWORD);
    expect(result).toMatchObject({ outcome: 'authenticated', user: { email: 'us.owner@example.com', firstName: 'Alex' } });
  });

  it('answers an unknown user exactly as a wrong password', async () => {
    expect(await auth.authenticate('nobody@example.com', DEMO_PASSWORD)).toEqual({ outcome: 'invalidCredentials' });
    expect(await auth.authenticate('us.owner@example.com', 'wrong')).toEqual({ outcome: 'invalidCredentials' });
  });

  it('locks after 10 consecutive failures, refuses even the right password, and releases after 30 minutes', async () => {
    for (let attempt = 1; attempt <= 9; attempt += 1) {
      expect(await auth.authenticate('us.owner@example.com', 'wrong')).toEqual({ outcome: 'invalidCredentials' });
    }
    expect(await auth.authenticate('us.owner@example.com', 'wrong')).toEqual({ outcome: 'lockedOut' });
    expect(await auth.authenticate('us.owner@example.com', DEMO_PASSWORD)).toEqual({ outcome: 'lockedOut' });
    clock.advanceMinutes(29);
    expect(await auth.authenticate('us.owner@example.com', DEMO_PASSWORD)).toEqual({ outcome: 'lockedOut' });
    clock.advanceMinutes(1);
    expect(await auth.authenticate('us.owner@example.com', DEMO_PASSWORD)).toMatchObject({ outcome: 'authenticated' });
  });

  it('counts failures for usernames that do not exist too, so "locked" reveals nothing', async () => {
    for (let attempt = 1; attempt <= 10; attempt += 1) await auth.authenticate('ghost@example.com', 'x');
    expect(await auth.authenticate('ghost@example.com', 'x')).toEqual({ outcome: 'lockedOut' });
  });

  it('a success resets the count of consecutive failures', async () => {
    for (let attempt = 1; attempt <= 9; attempt += 1) await auth.authenticate('us.owner@example.com', 'wrong');
    await auth.authenticate('us.owner@example.com', DEMO_PASSWORD);
    expect(await auth.authenticate('us.owner@example.com', 'wrong')).toEqual({ outcome: 'invalidCredentials' });
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
