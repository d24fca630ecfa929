// Issue 28, MFA Options on the server: the flag per country (D-MFA-1), protected changes
// (D-MFA-4), the first factor's recovery codes, and the last factor taking the codes with it.
import { randomBytes } from 'node:crypto';
import * as E from 'fp-ts/Either';
import { Secret, TOTP } from 'otpauth';
import { sqliteQueryLayer } from '../../server/db/query-layer';
import { MfaSecretBox } from '../../server/mfa/mfa-secret-box';
import { MfaService, type MfaUser } from '../../server/mfa/mfa-service';
import { PasskeyAuthenticator, relyingPartyOf } from '../../server/mfa/passkey-authenticator';
import { SqlProviderRecordRepository } from '../../server/identity/sql-provider-record-repository';
import { RecoveryCodeService } from '../../server/mfa/recovery-code-service';
import { SqlMfaFactorRepository } from '../../server/mfa/sql-mfa-factor-repository';
import { SqlRecoveryCodeRepository } from '../../server/mfa/sql-recovery-code-repository';
import { TotpAuthenticator } from '../../server/mfa/totp-authenticator';
import { insertBareUser } from './storage-engines';
import { freshDatabase, VirtualClock } from './test-database';

// Each set of recovery codes is ten slow digests: seconds on a loaded machine.
jest.setTimeout(60_000);

const ANA: MfaUser = { id: 'ana', email: 'ana@example.com', countryCode: 'US' };
const CARL: MfaUser = { id: 'carl', email: 'carl@example.com', countryCode: 'CA' };

describe('MFA Options on the server', () => {
  const clock = new VirtualClock(new Date('2026-12-07T09:00:10Z'));
  const now = () => Math.floor(clock.now().getTime() / 1000);
  const fresh = () => ({ provedAt: now() - 60 });
  let env: ReturnType<typeof freshDatabase>;
  let mfa: MfaService;
  beforeEach(async () => {
    env = freshDatabase();
    const layer = sqliteQueryLayer(env.db);
    for (const user of [ANA, CARL]) await insertBareUser(layer, user.id);
    const factors = new SqlMfaFactorRepository(layer);
    const keys = { current: 'k1', keys: new Map([['k1', randomBytes(32)]]) };
    mfa = new MfaService(
      factors,
      new TotpAuthenticator(factors, new MfaSecretBox(keys, async () => keys), clock),
      new PasskeyAuthenticator(
        factors,
        new SqlProviderRecordRepository(layer),
        relyingPartyOf('http://localhost'),
        clock,
      ),
      new RecoveryCodeService(new SqlRecoveryCodeRepository(layer), clock),
      clock,
      { kind: 'default' },
    );
  });
  afterEach(() => env.cleanUp());

  const codeFrom = (key: string, steps = 0): string =>
    new TOTP({ secret: Secret.fromBase32(key) }).generate({
      timestamp: clock.now().getTime() + steps * 30_000,
    });

  /** Adds and confirms an app; answers its id, its key and the codes that came with it. */
  const addApp = async (name: string) => {
    const added = await mfa.addApp(ANA, fresh(), name);
    if (E.isLeft(added)) throw new Error(`not added: ${added.left.code}`);
    const confirmed = await mfa.confirmApp(ANA, added.right.factorId, codeFrom(added.right.key));
    if (E.isLeft(confirmed)) throw new Error(`not confirmed: ${confirmed.left.code}`);
    clock.advanceSeconds(30);
    return { ...added.right, recoveryCodes: confirmed.right.recoveryCodes };
  };

  it('is off for a country without it: nothing can be added', async () => {
    expect(mfa.enabledFor(CARL)).toBe(false);
    expect(mfa.enabledFor(ANA)).toBe(true);
    expect(await mfa.addApp(CARL, fresh(), 'Phone')).toEqual(E.left({ code: 'mfa.unavailable' }));
    expect(await mfa.turnOff(CARL, fresh())).toEqual(E.left({ code: 'mfa.unavailable' }));
  });

  it('asks for a proof of the last five minutes before a factor is added', async () => {
    expect(await mfa.addApp(ANA, { provedAt: null }, 'Phone')).toEqual(
      E.left({ code: 'mfa.proof.required' }),
    );
    expect(await mfa.addApp(ANA, { provedAt: now() - 301 }, 'Phone')).toEqual(
      E.left({ code: 'mfa.proof.required' }),
    );
    expect(await mfa.addApp(ANA, fresh(), '  ')).toEqual(
      E.left({ code: 'mfa.factorName.required' }),
    );
    expect(E.isRight(await mfa.addApp(ANA, { provedAt: now() - 300 }, 'Phone'))).toBe(true);
  });

  it('gives ten recovery codes with the first factor, and none with the second', async () => {
    const phone = await addApp('Phone');
    expect(phone.recoveryCodes).toHaveLength(10);
    const tablet = await addApp('Tablet');
    expect(tablet.recoveryCodes).toBeUndefined();
    expect(await mfa.status(ANA)).toEqual({
      factors: [
        expect.objectContaining({ name: 'Phone', kind: 'totp' }),
        expect.objectContaining({ name: 'Tablet', kind: 'totp' }),
      ],
      recoveryCodesLeft: 10,
      recoveryCodes: 'enough',
    });
  });

  it('refuses a wrong code for an app being added, which then does not count', async () => {
    const added = await mfa.addApp(ANA, fresh(), 'Phone');
    if (E.isLeft(added)) throw new Error('not added');
    expect(await mfa.confirmApp(ANA, added.right.factorId, '000000')).toEqual(
      E.left({ code: 'mfa.code.incorrect' }),
    );
    expect((await mfa.status(ANA)).factors).toEqual([]);
  });

  it('renames a factor without a new proof, and only an existing one', async () => {
    const phone = await addApp('Phone');
    expect(await mfa.rename(ANA, phone.factorId, ' Work   phone ')).toEqual(E.right(undefined));
    expect((await mfa.status(ANA)).factors[0]?.name).toBe('Work phone');
    expect(await mfa.rename(ANA, 'no-such-factor', 'X')).toEqual(
      E.left({ code: 'mfa.factor.unknown' }),
    );
  });

  it('makes new recovery codes with a proof; the old set stops working', async () => {
    await addApp('Phone');
    expect(await mfa.newRecoveryCodes(ANA, { provedAt: now() - 600 })).toEqual(
      E.left({ code: 'mfa.proof.required' }),
    );
    const renewed = await mfa.newRecoveryCodes(ANA, fresh());
    expect(E.isRight(renewed) && renewed.right.length).toBe(10);
  });

  it('removes a factor with a proof; the last one takes the recovery codes with it', async () => {
    const phone = await addApp('Phone');
    const tablet = await addApp('Tablet');
    expect(await mfa.remove(ANA, { provedAt: null }, phone.factorId)).toEqual(
      E.left({ code: 'mfa.proof.required' }),
    );
    expect(await mfa.remove(ANA, fresh(), phone.factorId)).toEqual(E.right(1));
    expect((await mfa.status(ANA)).recoveryCodesLeft).toBe(10);
    expect(await mfa.remove(ANA, fresh(), phone.factorId)).toEqual(
      E.left({ code: 'mfa.factor.unknown' }),
    );
    expect(await mfa.remove(ANA, fresh(), tablet.factorId)).toEqual(E.right(0));
    expect(await mfa.status(ANA)).toEqual({
      factors: [],
      recoveryCodesLeft: 0,
      recoveryCodes: 'none',
    });
    expect(await mfa.newRecoveryCodes(ANA, fresh())).toEqual(
      E.left({ code: 'mfa.factor.unknown' }),
    );
  });

  it('turns MFA off with a proof: every factor and code goes', async () => {
    await addApp('Phone');
    await addApp('Tablet');
    expect(await mfa.turnOff(ANA, { provedAt: now() - 400 })).toEqual(
      E.left({ code: 'mfa.proof.required' }),
    );
    expect(await mfa.turnOff(ANA, fresh())).toEqual(E.right(undefined));
    expect(await mfa.status(ANA)).toEqual({
      factors: [],
      recoveryCodesLeft: 0,
      recoveryCodes: 'none',
    });
  });
});
