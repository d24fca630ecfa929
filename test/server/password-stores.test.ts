// The accounts and passwords behind their ports (D-STORE-4, D-STORE-9): one table of cases for
// SQLite and PostgreSQL, and what two processes changing one password at once must leave behind.
import type { PasswordReplacement } from '../../server/accounts/password-repository';
import { SqlPasswordRepository } from '../../server/accounts/sql-password-repository';
import type { QueryLayer } from '../../server/db/query-layer';
import { SqlUserRepository } from '../../server/identity/sql-user-repository';
import { enginesForThisFile, insertBareUser, type FreshDatabase } from './storage-engines';

// Throwaway databases start and answer slowly on a loaded machine; jest's 5 s is too short there.
jest.setTimeout(60_000);

const engines = enginesForThisFile();
const NOW = 10_000;

const sessionsOf = async (layer: QueryLayer, userId: string): Promise<string[]> =>
  (
    await layer
      .selectFrom('sessions')
      .select('csrf_token')
      .where('user_id', '=', userId)
      .orderBy('csrf_token')
      .execute()
  ).map((row) => row.csrf_token);

const openSession = (layer: QueryLayer, userId: string, csrfToken: string) =>
  layer
    .insertInto('sessions')
    .values({
      id_hash: `${userId}-${csrfToken}`,
      user_id: userId,
      csrf_token: csrfToken,
      created_at: NOW,
      last_seen_at: NOW,
      idle_expires_at: NOW + 1800,
      absolute_expires_at: NOW + 43_200,
    })
    .execute();

const hashOf = async (layer: QueryLayer, userId: string) =>
  (await new SqlUserRepository(layer).findById(userId))?.passwordHash;

describe.each(engines)('the accounts and passwords on $name', (engine) => {
  let database: FreshDatabase;
  let layer: QueryLayer;
  let passwords: SqlPasswordRepository;
  let users: SqlUserRepository;

  beforeAll(async () => {
    database = await engine.fresh();
    layer = database.layer;
    passwords = new SqlPasswordRepository(layer);
    users = new SqlUserRepository(layer);
  });
  afterAll(() => database.close());

  /** A user whose current hash is `hash-0`, with a reset link, a lockout and two sessions. */
  const userWithEverything = async (id: string) => {
    await insertBareUser(layer, id);
    await layer
      .updateTable('users')
      .set({ password_hash: 'hash-0', password_is_temporary: 1 })
      .where('id', '=', id)
      .execute();
    await passwords.addResetToken(
      `${id}-link`,
      { userId: id, createdAt: NOW, expiresAt: NOW + 3600 },
      0,
    );
    await layer
      .insertInto('login_failures')
      .values({ username: `${id}@example.com`, consecutive_failures: 2, locked_until: null })
      .execute();
    await openSession(layer, id, 'csrf-a');
    await openSession(layer, id, 'csrf-b');
  };

  const change = (id: string, extra: Partial<PasswordReplacement> = {}): PasswordReplacement => ({
    userId: id,
    username: `${id}@example.com`,
    expectedHash: 'hash-0',
    newHash: 'hash-1',
    now: NOW,
    keepHistory: 4,
    ...extra,
  });

  it('finds an account by id and by email in any case, with its flags', async () => {
    await insertBareUser(layer, 'finder');
    await layer
      .updateTable('users')
      .set({ is_dnb_user: 1, magento: 1, street: '1 Main St' })
      .where('id', '=', 'finder')
      .execute();
    expect(await users.findByEmail('FINDER@Example.COM')).toMatchObject({
      id: 'finder',
      email: 'finder@example.com',
      street: '1 Main St',
      isDnbUser: true,
      magento: true,
      ebDashboard: true,
      passwordIsTemporary: false,
    });
    expect((await users.findById('finder'))?.email).toBe('finder@example.com');
    expect(await users.findById('nobody')).toBeUndefined();
    expect(await users.findByEmail('nobody@example.com')).toBeUndefined();
  });

  it('changes the profile details and the language, and says when there is no such account', async () => {
    await insertBareUser(layer, 'profile');
    const details = {
      firstName: 'Dana',
      lastName: 'Reyes',
      phoneNumber: '2125550199',
      street: '1 Main St',
      city: 'Springfield',
      state: 'IL',
      postalCode: '62701',
      languagePreference: 'en-gb',
    };
    expect(await users.updateProfile('profile', details)).toBe(true);
    expect(await users.findById('profile')).toMatchObject(details);
    expect(await users.updateLanguage('profile', 'fr-ca')).toBe(true);
    expect(await users.findById('profile')).toMatchObject({
      ...details,
      languagePreference: 'fr-ca',
    });
    expect(await users.updateProfile('nobody', details)).toBe(false);
    expect(await users.updateLanguage('nobody', 'fr-ca')).toBe(false);
  });

  it('keeps reset links by digest and forgets those expired before the cut-off', async () => {
    await insertBareUser(layer, 'links');
    const link = { userId: 'links', createdAt: NOW, expiresAt: NOW + 60 };
    await passwords.addResetToken('old-link', link, 0);
    await passwords.addResetToken('new-link', { ...link, expiresAt: NOW + 3600 }, NOW + 61);
    expect(await passwords.findResetToken('old-link')).toBeUndefined();
    expect(await passwords.findResetToken('new-link')).toEqual({
      userId: 'links',
      expiresAt: NOW + 3600,
      usedAt: undefined,
    });
  });

  it('replaces a password whole: hash, history, links, lockout and the other sessions', async () => {
    await userWithEverything('whole');
    expect(
      await passwords.replacePassword(change('whole', { keepSessionWithCsrf: 'csrf-b' })),
    ).toBe('replaced');
    expect(await users.findById('whole')).toMatchObject({
      passwordHash: 'hash-1',
      passwordChangedAt: NOW,
      passwordIsTemporary: false,
    });
    expect(await passwords.earlierHashes('whole', 4)).toEqual(['hash-0']);
    expect(await passwords.findResetToken('whole-link')).toBeUndefined();
    expect(
      await layer
        .selectFrom('login_failures')
        .selectAll()
        .where('username', '=', 'whole@example.com')
        .execute(),
    ).toEqual([]);
    expect(await sessionsOf(layer, 'whole')).toEqual(['csrf-b']);
  });

  it('keeps the newest earlier hashes only, newest first', async () => {
    await insertBareUser(layer, 'history');
    await layer
      .updateTable('users')
      .set({ password_hash: 'hash-0' })
      .where('id', '=', 'history')
      .execute();
    for (let n = 1; n <= 6; n += 1) {
      const step = change('history', { expectedHash: `hash-${n - 1}`, newHash: `hash-${n}` });
      expect(await passwords.replacePassword(step)).toBe('replaced');
    }
    expect(await passwords.earlierHashes('history', 4)).toEqual([
      'hash-5',
      'hash-4',
      'hash-3',
      'hash-2',
    ]);
    expect(await passwords.earlierHashes('history', 2)).toEqual(['hash-5', 'hash-4']);
  });

  it('uses a reset link up, and refuses a used or expired one without writing anything', async () => {
    await userWithEverything('linked');
    const withLink = change('linked', { consumeTokenDigest: 'linked-link' });
    expect(await passwords.replacePassword({ ...withLink, now: NOW + 3600 })).toBe('tokenSpent');
    expect(await hashOf(layer, 'linked')).toBe('hash-0');
    expect(await passwords.replacePassword(withLink)).toBe('replaced');
    expect(await passwords.findResetToken('linked-link')).toMatchObject({ usedAt: NOW });
    expect(await sessionsOf(layer, 'linked')).toEqual([]);
    expect(
      await passwords.replacePassword({ ...withLink, expectedHash: 'hash-1', newHash: 'hash-2' }),
    ).toBe('tokenSpent');
    expect(await hashOf(layer, 'linked')).toBe('hash-1');
  });

  it('refuses a change proven against an outdated hash and rolls the link back', async () => {
    await userWithEverything('stale');
    const stale = change('stale', { expectedHash: 'hash-old', consumeTokenDigest: 'stale-link' });
    expect(await passwords.replacePassword(stale)).toBe('passwordChanged');
    expect(await passwords.findResetToken('stale-link')).toMatchObject({ usedAt: undefined });
    expect(await sessionsOf(layer, 'stale')).toEqual(['csrf-a', 'csrf-b']);
    expect(await passwords.earlierHashes('stale', 4)).toEqual([]);
  });

  // SQLite has one writing process (the data folder's lock), so there the race is two requests of
  // that process; on PostgreSQL, two processes.
  it('lets one of two changes of one password at once win, and the other write nothing', async () => {
    await userWithEverything('race');
    const other = new SqlPasswordRepository(
      engine.name === 'SQLite' ? layer : database.anotherProcess(),
    );
    const outcomes = await Promise.all([
      passwords.replacePassword(change('race', { newHash: 'hash-mine' })),
      other.replacePassword(change('race', { newHash: 'hash-theirs' })),
    ]);
    expect([...outcomes].sort()).toEqual(['passwordChanged', 'replaced']);
    const winner = outcomes[0] === 'replaced' ? 'hash-mine' : 'hash-theirs';
    expect(await hashOf(layer, 'race')).toBe(winner);
    expect(await passwords.earlierHashes('race', 4)).toEqual(['hash-0']);
  });
});
