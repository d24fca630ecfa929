// Issue 28: the second factors and recovery codes, one table of cases on both engines (D-STORE-4).
import { systemClock } from '../../server/clock';
import { runCleanup } from '../../server/maintenance/cleanup-job';
import { SqlMfaFactorRepository } from '../../server/mfa/sql-mfa-factor-repository';
import { SqlRecoveryCodeRepository } from '../../server/mfa/sql-recovery-code-repository';
import { enginesForThisFile, insertBareUser, type FreshDatabase } from './storage-engines';
import { sqlExpiringStores } from './sql-expiring-stores';

// Throwaway databases start and answer slowly on a loaded machine; jest's 5 s is too short there.
jest.setTimeout(60_000);

const engines = enginesForThisFile();
const NOW = 1_800_000_000;

const totp = (id: string, userId: string, createdAt = NOW) => ({
  id,
  userId,
  name: `App ${id}`,
  sealedSecret: `sealed-${id}`,
  createdAt,
});

const passkey = (id: string, userId: string) => ({
  id,
  userId,
  name: `Key ${id}`,
  credentialId: `cred-${id}`,
  publicKey: `pk-${id}`,
  signCount: 0,
  transports: ['internal', 'hybrid'],
  createdAt: NOW + 5,
});

describe.each(engines)('second factors, on $name', (engine) => {
  let database: FreshDatabase;
  let factors: SqlMfaFactorRepository;
  beforeAll(async () => {
    database = await engine.fresh();
    factors = new SqlMfaFactorRepository(database.layer);
    for (const user of ['ana', 'ben', 'cy', 'dee']) await insertBareUser(database.layer, user);
  });
  afterAll(() => database.close());

  it('counts an app only once its first code is accepted', async () => {
    await factors.addTotp(totp('t1', 'ana'));
    expect(await factors.factors('ana')).toEqual([]);
    expect(await factors.totp('ana', 't1')).toEqual({
      id: 't1',
      userId: 'ana',
      sealedSecret: 'sealed-t1',
      lastStep: null,
      confirmed: false,
    });
    expect(await factors.totp('ben', 't1')).toBeUndefined();
    expect(await factors.claimTotpStep('t1', 100, NOW + 30)).toBe(true);
    expect(await factors.factors('ana')).toEqual([
      { id: 't1', kind: 'totp', name: 'App t1', createdAt: NOW, lastUsedAt: NOW + 30 },
    ]);
    expect(await factors.confirmedTotps('ana')).toEqual([
      expect.objectContaining({ id: 't1', lastStep: 100, confirmed: true }),
    ]);
  });

  it('accepts each time step once and never an earlier one', async () => {
    await factors.addTotp(totp('t2', 'ben'));
    expect(await factors.claimTotpStep('t2', 200, NOW)).toBe(true);
    expect(await factors.claimTotpStep('t2', 200, NOW)).toBe(false);
    expect(await factors.claimTotpStep('t2', 199, NOW)).toBe(false);
    expect(await factors.claimTotpStep('t2', 201, NOW + 30)).toBe(true);
  });

  it('lets one of two processes using one code at once through', async () => {
    await factors.addTotp(totp('t3', 'cy'));
    const other = new SqlMfaFactorRepository(database.anotherProcess());
    const outcomes = await Promise.all([
      factors.claimTotpStep('t3', 300, NOW),
      other.claimTotpStep('t3', 300, NOW),
      factors.claimTotpStep('t3', 300, NOW),
    ]);
    expect(outcomes.filter(Boolean)).toHaveLength(1);
  });

  it('keeps passkeys with their credential, counter and transports', async () => {
    await factors.addPasskey(passkey('p1', 'cy'));
    const stored = {
      id: 'p1',
      userId: 'cy',
      credentialId: 'cred-p1',
      publicKey: 'pk-p1',
      signCount: 0,
      transports: ['internal', 'hybrid'],
    };
    expect(await factors.passkey('cred-p1')).toEqual(stored);
    expect(await factors.passkeysOf('cy')).toEqual([stored]);
    await factors.recordPasskeyUse('cred-p1', 7, NOW + 60);
    expect((await factors.passkey('cred-p1'))?.signCount).toBe(7);
    expect(await factors.factors('cy')).toEqual([
      expect.objectContaining({ id: 't3', kind: 'totp' }),
      { id: 'p1', kind: 'passkey', name: 'Key p1', createdAt: NOW + 5, lastUsedAt: NOW + 60 },
    ]);
    // Jest sees better-sqlite3's errors as from another realm: the message, not the class.
    const duplicate = await factors
      .addPasskey({ ...passkey('p2', 'ana'), credentialId: 'cred-p1' })
      .then(
        () => 'stored twice',
        (error: unknown) => String(error),
      );
    expect(duplicate).toMatch(/unique|duplicate/i);
  });

  it('renames and removes only the user’s own factors', async () => {
    await factors.addTotp(totp('t4', 'dee'));
    await factors.claimTotpStep('t4', 1, NOW);
    expect(await factors.rename('ana', 't4', 'Stolen')).toBe(false);
    expect(await factors.rename('dee', 't4', 'Phone')).toBe(true);
    expect((await factors.factors('dee'))[0]?.name).toBe('Phone');
    expect(await factors.remove('ana', 't4')).toBe(false);
    expect(await factors.remove('dee', 't4')).toBe(true);
    expect(await factors.factors('dee')).toEqual([]);
  });

  it('removes every factor of one user, and forgets apps never confirmed', async () => {
    await factors.addTotp(totp('old', 'dee', NOW - 7200));
    await factors.addTotp(totp('new', 'dee', NOW));
    expect(await factors.dropUnconfirmedBefore(NOW - 3600)).toBe(1);
    expect(await factors.totp('dee', 'old')).toBeUndefined();
    expect(await factors.totp('dee', 'new')).toBeDefined();
    expect(await factors.removeAll('cy')).toBe(2);
    expect(await factors.factors('cy')).toEqual([]);
    expect((await factors.factors('ana')).length).toBe(1);
  });

  it('the hourly cleanup forgets an app not confirmed within an hour', async () => {
    const now = Math.floor(systemClock.now().getTime() / 1000);
    await factors.addTotp(totp('abandoned', 'ben', now - 3601));
    await factors.addTotp(totp('pending', 'ben', now - 60));
    const report = await runCleanup(sqlExpiringStores(database.layer), systemClock);
    expect(report.unconfirmedFactors).toBe(1);
    expect(await factors.totp('ben', 'abandoned')).toBeUndefined();
    expect(await factors.totp('ben', 'pending')).toBeDefined();
  });
});

describe.each(engines)('recovery codes, on $name', (engine) => {
  let database: FreshDatabase;
  let codes: SqlRecoveryCodeRepository;
  const set = (prefix: string) =>
    Array.from({ length: 10 }, (_, index) => ({
      digest: `${prefix}-${index}`,
      salt: `${prefix}-salt`,
    }));
  beforeAll(async () => {
    database = await engine.fresh();
    codes = new SqlRecoveryCodeRepository(database.layer);
    for (const user of ['ana', 'ben']) await insertBareUser(database.layer, user);
  });
  afterAll(() => database.close());

  it('uses each code once, counts what is left, and a new set replaces the old', async () => {
    expect(await codes.saltOf('ana')).toBeUndefined();
    expect(await codes.left('ana')).toBe(0);
    await codes.replace('ana', set('first'), NOW);
    expect(await codes.saltOf('ana')).toBe('first-salt');
    expect(await codes.left('ana')).toBe(10);
    expect(await codes.use('ana', 'first-3', NOW)).toBe(true);
    expect(await codes.use('ana', 'first-3', NOW)).toBe(false);
    expect(await codes.use('ben', 'first-4', NOW)).toBe(false);
    expect(await codes.left('ana')).toBe(9);
    await codes.replace('ana', set('second'), NOW + 1);
    expect(await codes.use('ana', 'first-4', NOW)).toBe(false);
    expect(await codes.left('ana')).toBe(10);
    expect(await codes.saltOf('ana')).toBe('second-salt');
  });

  it('lets one of two processes using one code at once through', async () => {
    await codes.replace('ben', set('raced'), NOW);
    const other = new SqlRecoveryCodeRepository(database.anotherProcess());
    const outcomes = await Promise.all([
      codes.use('ben', 'raced-0', NOW),
      other.use('ben', 'raced-0', NOW),
    ]);
    expect(outcomes.filter(Boolean)).toHaveLength(1);
  });

  it('forgets a user’s set', async () => {
    await codes.removeAll('ben');
    expect(await codes.left('ben')).toBe(0);
    expect(await codes.left('ana')).toBe(10);
  });
});
