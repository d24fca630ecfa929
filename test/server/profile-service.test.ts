import { sqliteQueryLayer } from '../../server/db/query-layer';
import { ConsentStore } from '../../server/profile/consent-store';
import { SqlConsentRepository } from '../../server/profile/sql-consent-repository';
import { ProfileService } from '../../server/profile/profile-service';
import type { UserRepository } from '../../server/identity/user-repository';
import { SqlUserRepository } from '../../server/identity/sql-user-repository';
import { freshDatabase, VirtualClock } from './test-database';

// Keys, hashes and databases are made slowly on a loaded machine; jest's 5 s is too short there.
jest.setTimeout(60_000);

describe('profile update (spec §3 payload, two variants) and consent', () => {
  let env: ReturnType<typeof freshDatabase>;
  let profiles: ProfileService;
  let users: UserRepository;

  beforeEach(() => {
    env = freshDatabase();
    env.db
      .prepare(
        `INSERT INTO users (id, email, first_name, last_name, country_code, language_preference, password_hash, password_changed_at, created_at)
                VALUES ('u1', 'me@example.com', 'Old', 'Name', 'US', 'en-us', 'x', 0, 0)`,
      )
      .run();
    users = new SqlUserRepository(sqliteQueryLayer(env.db));
    profiles = new ProfileService(users);
  });
  afterEach(() => env.cleanUp());

  const full = {
    firstName: 'New',
    lastName: 'Person',
    phoneNumber: '212-555-0199',
    emailAddress: 'ME@example.com',
    userName: 'me@example.com',
    street: '5 Elm Street',
    city: 'Albany',
    state: 'ny',
    postal_code: '12207',
    language_preference_code: 'en-gb',
  };

  it('the full variant updates names, phone, address and language', async () => {
    expect(await profiles.update('u1', full)).toEqual({ ok: true });
    expect(await users.findById('u1')).toMatchObject({
      firstName: 'New',
      lastName: 'Person',
      phoneNumber: '2125550199',
      languagePreference: 'en-gb',
    });
    expect(await users.findById('u1')).toMatchObject({
      street: '5 Elm Street',
      city: 'Albany',
      state: 'NY',
      postalCode: '12207',
    });
  });

  it('the language-only variant changes only the language', async () => {
    expect(await profiles.update('u1', { language_preference_code: 'FR-CA' })).toEqual({
      ok: true,
    });
    expect(await users.findById('u1')).toMatchObject({
      firstName: 'Old',
      languagePreference: 'fr-ca',
    });
  });

  it('refuses an unsupported language, an email change and invalid fields', async () => {
    expect(await profiles.update('u1', { language_preference_code: 'xx-yy' })).toEqual({
      ok: false,
      refusal: { kind: 'unsupportedLanguage' },
    });
    expect(await profiles.update('u1', { ...full, emailAddress: 'other@example.com' })).toEqual({
      ok: false,
      refusal: { kind: 'emailChange' },
    });
    expect(await profiles.update('u1', { ...full, postal_code: '1220' })).toEqual({
      ok: false,
      refusal: {
        kind: 'invalidField',
        failure: { error: 'POSTAL_CODE_INVALID', message: 'Please enter a valid postal code.' },
      },
    });
    expect((await users.findById('u1'))?.firstName).toBe('Old');
  });

  it('a user who is gone is refused, nothing written', async () => {
    expect(await profiles.update('nobody', { language_preference_code: 'en-gb' })).toEqual({
      ok: false,
      refusal: { kind: 'unknownUser' },
    });
  });

  it('consent is kept with its time, every change in order', async () => {
    const clock = new VirtualClock(new Date('2026-05-01T12:00:00Z'));
    const consents = new ConsentStore(new SqlConsentRepository(sqliteQueryLayer(env.db)), clock);
    await consents.record('u1', { email: 'me@example.com', os: 'web', bloomreachConsent: true });
    clock.advanceMinutes(5);
    await consents.record('u1', { email: 'me@example.com', os: 'ios', bloomreachConsent: false });
    expect(await consents.history('u1')).toEqual([
      {
        email: 'me@example.com',
        os: 'web',
        bloomreachConsent: true,
        recordedAt: '2026-05-01T12:00:00.000Z',
      },
      {
        email: 'me@example.com',
        os: 'ios',
        bloomreachConsent: false,
        recordedAt: '2026-05-01T12:05:00.000Z',
      },
    ]);
  });
});
