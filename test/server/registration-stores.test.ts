// Self-registration behind its port (D-STORE-4, D-STORE-9): pending accounts, codes and links, one
// table of cases for SQLite and PostgreSQL.
import type { RegistrationDetails } from '../../server/accounts/registration-repository';
import { SqlRegistrationRepository } from '../../server/accounts/sql-registration-repository';
import { SqlUserRepository } from '../../server/identity/sql-user-repository';
import { enginesForThisFile, type FreshDatabase } from './storage-engines';

// Throwaway databases start and answer slowly on a loaded machine; jest's 5 s is too short there.
jest.setTimeout(60_000);

const engines = enginesForThisFile();
const NOW = 50_000;

const details = (email: string, extra: Partial<RegistrationDetails> = {}): RegistrationDetails => ({
  email,
  firstName: 'Dana',
  lastName: 'Reyes',
  countryCode: 'US',
  languagePreference: 'en-us',
  phoneNumber: '2125550199',
  street: '1 Main St',
  city: 'Springfield',
  state: 'IL',
  postalCode: '62701',
  source: 'portal',
  termsAcceptedAt: NOW,
  plaVersion: 1,
  redirectUrl: 'https://portal.test/',
  encryptedDuns: '',
  ...extra,
});

const secret = (digest: string, lifetime = 600) => ({
  digest,
  createdAt: NOW,
  expiresAt: NOW + lifetime,
});

describe.each(engines)('registrations on $name', (engine) => {
  let database: FreshDatabase;
  let registrations: SqlRegistrationRepository;

  beforeAll(async () => {
    database = await engine.fresh();
    registrations = new SqlRegistrationRepository(database.layer);
  });
  afterAll(() => database.close());

  it('creates a pending account once per address, in any case', async () => {
    expect(await registrations.createPending('usr-1', details('dana@example.com'), NOW)).toBe(true);
    expect(await registrations.findByEmail('DANA@example.com')).toEqual({
      id: 'usr-1',
      email: 'dana@example.com',
      status: 'pending',
      firstName: 'Dana',
      languagePreference: 'en-us',
      hasPassword: false,
      redirectUrl: 'https://portal.test/',
    });
    expect(await registrations.createPending('usr-2', details('Dana@Example.com'), NOW)).toBe(
      false,
    );
    expect(await registrations.findById('usr-2')).toBeUndefined();
    expect(await new SqlUserRepository(database.layer).findById('usr-1')).toMatchObject({
      street: '1 Main St',
      passwordHash: '',
      ebDashboard: true,
      magento: false,
    });
  });

  it('keeps one code and one confirm link, replaced by each new one; counts wrong codes', async () => {
    await registrations.createPending('usr-code', details('code@example.com'), NOW);
    await registrations.issueCode('usr-code', secret('code-1'), secret('confirm-1'));
    await registrations.countWrongCode('usr-code');
    await registrations.countWrongCode('usr-code');
    expect(await registrations.findCode('usr-code')).toEqual({
      digest: 'code-1',
      expiresAt: NOW + 600,
      failedAttempts: 2,
    });
    await registrations.issueCode('usr-code', secret('code-2', 900), secret('confirm-2'));
    expect(await registrations.findCode('usr-code')).toEqual({
      digest: 'code-2',
      expiresAt: NOW + 900,
      failedAttempts: 0,
    });
    expect(await registrations.findLink('confirm-1', 'confirm')).toBeUndefined();
    expect(await registrations.findLink('confirm-2', 'confirm')).toEqual({
      userId: 'usr-code',
      expiresAt: NOW + 600,
      usedAt: undefined,
    });
    expect(await registrations.findLink('confirm-2', 'continue')).toBeUndefined();
  });

  it('verifies: the code and confirm link go, a continue link comes', async () => {
    await registrations.createPending('usr-verify', details('verify@example.com'), NOW);
    await registrations.issueCode('usr-verify', secret('code-v'), secret('confirm-v'));
    await registrations.markVerified('usr-verify', secret('continue-v'));
    expect((await registrations.findById('usr-verify'))?.status).toBe('verified');
    expect(await registrations.findCode('usr-verify')).toBeUndefined();
    expect(await registrations.findLink('confirm-v', 'confirm')).toBeUndefined();
    expect(await registrations.findLink('continue-v', 'continue')).toMatchObject({
      userId: 'usr-verify',
    });
  });

  it('starts a registration without a password over, never one with a password', async () => {
    await registrations.createPending('usr-again', details('again@example.com'), NOW);
    await registrations.markVerified('usr-again', secret('continue-again'));
    const corrected = details('again@example.com', { firstName: 'Danielle' });
    expect(await registrations.restartPending('usr-again', corrected)).toBe(true);
    expect(await registrations.findById('usr-again')).toMatchObject({
      status: 'pending',
      firstName: 'Danielle',
    });
    await registrations.markVerified('usr-again', secret('continue-again-2'));
    expect(await registrations.activate('usr-again', 'continue-again-2', 'hash', NOW)).toBe(true);
    expect(await registrations.restartPending('usr-again', details('again@example.com'))).toBe(
      false,
    );
    expect((await registrations.findById('usr-again'))?.firstName).toBe('Danielle');
  });

  it('activates once with a continue link: of two requests at once, one sets the password', async () => {
    await registrations.createPending('usr-active', details('active@example.com'), NOW);
    await registrations.markVerified('usr-active', secret('continue-a'));
    // SQLite has one writing process (the data folder's lock): there the race is two requests.
    const other = new SqlRegistrationRepository(
      engine.name === 'SQLite' ? database.layer : database.anotherProcess(),
    );
    const outcomes = await Promise.all([
      registrations.activate('usr-active', 'continue-a', 'hash-mine', NOW + 1),
      other.activate('usr-active', 'continue-a', 'hash-theirs', NOW + 1),
    ]);
    expect([...outcomes].sort()).toEqual([false, true]);
    const user = await new SqlUserRepository(database.layer).findById('usr-active');
    expect(user?.passwordHash).toBe(outcomes[0] ? 'hash-mine' : 'hash-theirs');
    expect(user?.passwordChangedAt).toBe(NOW + 1);
    expect(await registrations.findById('usr-active')).toMatchObject({
      status: 'active',
      hasPassword: true,
    });
    expect(await registrations.findLink('continue-a', 'continue')).toMatchObject({
      usedAt: NOW + 1,
    });
  });
});
