import { sqlAccountStores } from '../../server/accounts/sql-account-stores';
import { sqliteQueryLayer } from '../../server/db/query-layer';
import { PrimaryAuthentication } from '../../server/identity/primary-authentication';
import { makeDecoyHash } from '../../server/identity/password-hashing';
import type { UserRepository } from '../../server/identity/user-repository';
import { SqlUserRepository } from '../../server/identity/sql-user-repository';
import { TEMPORARY_PASSWORD } from '../../server/seed/account-state-personas';
import { DEMO_PASSWORD, PERSONAS } from '../../server/seed/personas';
import { seed } from '../../server/seed/seed';
import { demoAccountItem, listedDemoAccounts, readDoc } from './docs-pages';
import { freshDatabase, VirtualClock } from './test-database';

// Keys, hashes and databases are made slowly on a loaded machine; jest's 5 s is too short there.
jest.setTimeout(60_000);

/** The demo accounts of docs/demo-accounts.md sign in as it says each one does. */
describe('the seeded demo accounts', () => {
  let env: ReturnType<typeof freshDatabase>;
  let auth: PrimaryAuthentication;
  let users: UserRepository;
  let clock: VirtualClock;

  beforeAll(async () => {
    env = freshDatabase();
    clock = new VirtualClock(new Date('2026-11-22T10:00:00Z'));
    await seed(sqliteQueryLayer(env.db), clock);
    users = new SqlUserRepository(sqliteQueryLayer(env.db));
    auth = new PrimaryAuthentication(
      sqlAccountStores(sqliteQueryLayer(env.db)),
      clock,
      { threshold: 10, minutes: 30 },
      await makeDecoyHash(),
      {
        maxAgeDays: 180,
      },
    );
  });
  afterAll(() => env.cleanUp());

  it.each([
    ['us.owner@example.com', 'authenticated'],
    ['uk.trial@example.com', 'authenticated'],
    ['pending.duns@example.com', 'authenticated'],
    ['new.user@example.com', 'authenticated'],
    ['terms.pending@example.com', 'authenticated'],
    ['cz.user@example.com', 'authenticated'],
    ['expired@example.com', 'passwordExpired'],
    ['internal@example.com', 'authenticated'],
    ['locked@example.com', 'lockedOut'],
    ['ie.trial@example.com', 'authenticated'],
    ['uk.expiring@example.com', 'authenticated'],
    ['ie.expired@example.com', 'authenticated'],
    ['us.news@example.com', 'authenticated'],
    ['creditsignal@example.com', 'authenticated'],
    ['incomplete@example.com', 'authenticated'],
    ['gad.processing@example.com', 'authenticated'],
    ['add.company@example.com', 'authenticated'],
    ['gad.incomplete@example.com', 'authenticated'],
  ])('%s with the demo password → %s', async (email, outcome) => {
    expect((await auth.authenticate(email, DEMO_PASSWORD)).outcome).toBe(outcome);
  });

  it('temp.password@example.com signs in with its temporary password, which must be changed', async () => {
    expect((await auth.authenticate('temp.password@example.com', TEMPORARY_PASSWORD)).outcome).toBe(
      'passwordTemporary',
    );
    expect((await auth.authenticate('temp.password@example.com', DEMO_PASSWORD)).outcome).toBe(
      'invalidCredentials',
    );
  });

  it('locked@example.com is released 30 minutes after seeding', async () => {
    clock.advanceMinutes(30);
    expect((await auth.authenticate('locked@example.com', DEMO_PASSWORD)).outcome).toBe(
      'authenticated',
    );
  });

  it('are the accounts docs/demo-accounts.md lists, each once, with the passwords it prints', () => {
    expect([...listedDemoAccounts()].sort()).toEqual(PERSONAS.map(({ email }) => email).sort());
    expect(readDoc('docs/demo-accounts.md')).toContain(`password is \`${DEMO_PASSWORD}\``);
    expect(demoAccountItem('temp.password@example.com')).toContain(`\`${TEMPORARY_PASSWORD}\``);
  });

  it("signs in README's demo account with README's demo password", async () => {
    const readme = readDoc('README.md').replace(/\s+/g, ' ');
    const [, account = ''] = /sign in as `([^`]+)` with the demo password/.exec(readme) ?? [];
    expect(readme).toContain(`with the demo password \`${DEMO_PASSWORD}\``);
    expect(readme).toContain('](docs/demo-accounts.md)');
    expect((await auth.authenticate(account, DEMO_PASSWORD)).outcome).toBe('authenticated');
  });

  it('covers every persona, each with a unique email', () => {
    const emails = PERSONAS.map((persona) => persona.email);
    expect(new Set(emails).size).toBe(emails.length);
    expect(emails).toHaveLength(21);
  });

  it('seeds unverified@example.com with its password and its email not verified (D-AUTH-8)', async () => {
    const unverified = await users.findByEmail('unverified@example.com');
    expect(unverified?.emailVerified).toBe(false);
    expect(unverified?.passwordHash).not.toBe('');
    expect((await users.findByEmail('us.owner@example.com'))?.emailVerified).toBe(true);
  });

  it('marks the internal account as a provider account', async () => {
    expect((await users.findByEmail('internal@example.com'))?.isDnbUser).toBe(true);
    expect((await users.findByEmail('us.owner@example.com'))?.isDnbUser).toBe(false);
  });
});
