// Issue 28: authenticator apps on the server. Their secrets are sealed (D-MFA-7) and their codes
// checked as RFC 6238 says, each time step accepted once (D-MFA-2).
import { randomBytes } from 'node:crypto';
import * as E from 'fp-ts/Either';
import { Secret, TOTP, URI } from 'otpauth';
import type { MfaKeys } from '../../server/keys/server-keys';
import { MfaSecretBox } from '../../server/mfa/mfa-secret-box';
import { SqlMfaFactorRepository } from '../../server/mfa/sql-mfa-factor-repository';
import { TotpAuthenticator } from '../../server/mfa/totp-authenticator';
import { sqliteQueryLayer } from '../../server/db/query-layer';
import { insertBareUser } from './storage-engines';
import { freshDatabase, VirtualClock } from './test-database';

const keysOf = (...ids: string[]): MfaKeys => ({
  current: ids[0] ?? '',
  keys: new Map(ids.map((id) => [id, randomBytes(32)])),
});

describe('the sealed authenticator secrets (D-MFA-7)', () => {
  const secret = Uint8Array.from(randomBytes(20));
  const noReload = async (): Promise<MfaKeys> => {
    throw new Error('no reload expected');
  };

  it('opens what it sealed, for the user it sealed it for only', async () => {
    const box = new MfaSecretBox(keysOf('k1'), noReload);
    const sealed = box.seal('ana', secret);
    expect(sealed).toMatch(/^k1\.[A-Za-z0-9_-]+$/);
    expect(sealed).not.toContain(Buffer.from(secret).toString('base64url'));
    expect(await box.open('ana', sealed)).toEqual(Buffer.from(secret));
    expect(await box.open('ben', sealed)).toBeUndefined();
    const tampered = `${sealed.slice(0, -2)}${sealed.endsWith('A') ? 'B' : 'A'}${sealed.slice(-1)}`;
    expect(await box.open('ana', tampered)).toBeUndefined();
    expect(await box.open('ana', 'no-key-id')).toBeUndefined();
  });

  it('loads the keys again for a box sealed under a key it has not loaded', async () => {
    const newer = keysOf('k2');
    const sealedByNewer = new MfaSecretBox(newer, noReload).seal('ana', secret);
    let reloads = 0;
    const older = new MfaSecretBox(keysOf('k1'), async () => {
      reloads += 1;
      return { current: 'k2', keys: new Map([...newer.keys]) };
    });
    expect(await older.open('ana', sealedByNewer)).toEqual(Buffer.from(secret));
    expect(await older.open('ana', sealedByNewer)).toEqual(Buffer.from(secret));
    expect(reloads).toBe(1);
    expect(await older.open('ana', 'k9.AAAA')).toBeUndefined();
    expect(reloads).toBe(2);
  });
});

describe('authenticator apps (RFC 6238: SHA-1, 6 digits, 30 s)', () => {
  const clock = new VirtualClock(new Date('2026-12-07T09:00:10Z'));
  let env: ReturnType<typeof freshDatabase>;
  let factors: SqlMfaFactorRepository;
  let apps: TotpAuthenticator;
  beforeEach(async () => {
    env = freshDatabase();
    const layer = sqliteQueryLayer(env.db);
    await insertBareUser(layer, 'ana');
    await insertBareUser(layer, 'ben');
    factors = new SqlMfaFactorRepository(layer);
    const keys = keysOf('k1');
    apps = new TotpAuthenticator(factors, new MfaSecretBox(keys, async () => keys), clock);
  });
  afterEach(() => env.cleanUp());

  /** The code the user's phone shows, `steps` steps from now, from the key the page showed. */
  const codeFrom = (key: string, steps = 0): string =>
    new TOTP({ secret: Secret.fromBase32(key) }).generate({
      timestamp: clock.now().getTime() + steps * 30_000,
    });

  it('gives a key and the otpauth URI an app reads from the QR code', async () => {
    const added = await apps.enrol('ana', 'ana@example.com', 'Phone');
    expect(added.key).toMatch(/^[A-Z2-7]{32}$/);
    const parsed = URI.parse(added.uri);
    expect(parsed).toBeInstanceOf(TOTP);
    expect(parsed).toMatchObject({
      issuer: 'Business Portal',
      label: 'ana@example.com',
      algorithm: 'SHA1',
      digits: 6,
      period: 30,
    });
    expect(parsed.secret.base32).toBe(added.key);
    const stored = await factors.totp('ana', added.factorId);
    expect(stored?.sealedSecret).not.toContain(added.key);
  });

  it('counts an app only once a code from it is confirmed', async () => {
    const added = await apps.enrol('ana', 'ana@example.com', 'Phone');
    expect(await factors.factors('ana')).toEqual([]);
    expect(await apps.verify('ana', codeFrom(added.key))).toEqual(
      E.left({ code: 'mfa.code.incorrect' }),
    );
    expect(await apps.confirm('ben', added.factorId, codeFrom(added.key))).toEqual(
      E.left({ code: 'mfa.code.incorrect' }),
    );
    expect(await apps.confirm('ana', added.factorId, '000000')).toEqual(
      E.left({ code: 'mfa.code.incorrect' }),
    );
    expect(await apps.confirm('ana', added.factorId, codeFrom(added.key))).toEqual(
      E.right(undefined),
    );
    expect((await factors.factors('ana')).map((factor) => factor.name)).toEqual(['Phone']);
  });

  it('accepts a code once, the next one after, and a phone half a minute off', async () => {
    const added = await apps.enrol('ana', 'ana@example.com', 'Phone');
    await apps.confirm('ana', added.factorId, codeFrom(added.key, -1));
    const now = codeFrom(added.key);
    expect(await apps.verify('ana', now.replace(/^(...)/, '$1 '))).toEqual(E.right(undefined));
    expect(await apps.verify('ana', now)).toEqual(E.left({ code: 'mfa.code.used' }));
    expect(await apps.verify('ana', codeFrom(added.key, -1))).toEqual(
      E.left({ code: 'mfa.code.used' }),
    );
    expect(await apps.verify('ana', codeFrom(added.key, 1))).toEqual(E.right(undefined));
    expect(await apps.verify('ana', codeFrom(added.key, 3))).toEqual(
      E.left({ code: 'mfa.code.incorrect' }),
    );
    expect(await apps.verify('ana', 'abcdef')).toEqual(E.left({ code: 'mfa.code.incorrect' }));
  });

  it('takes a code from any of the user’s apps, and none of another user’s', async () => {
    const phone = await apps.enrol('ana', 'ana@example.com', 'Phone');
    const tablet = await apps.enrol('ana', 'ana@example.com', 'Tablet');
    await apps.confirm('ana', phone.factorId, codeFrom(phone.key, -1));
    await apps.confirm('ana', tablet.factorId, codeFrom(tablet.key, -1));
    expect(await apps.verify('ana', codeFrom(tablet.key))).toEqual(E.right(undefined));
    expect(await apps.verify('ben', codeFrom(phone.key))).toEqual(
      E.left({ code: 'mfa.code.incorrect' }),
    );
  });
});
