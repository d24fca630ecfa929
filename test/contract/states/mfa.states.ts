import * as E from 'fp-ts/Either';
import { Secret, TOTP } from 'otpauth';
import { digestOf } from '../../../server/auth/secret-tokens';
import { epochSeconds, systemClock } from '../../../server/clock';
import type { QueryLayer } from '../../../server/db/query-layer';
import { SESSION_COOKIE } from '../../../server/http/cookies';
import { loadServerKeys, mfaKeysOf } from '../../../server/keys/server-keys';
import { SqlServerKeyRepository } from '../../../server/keys/sql-server-key-repository';
import { MfaSecretBox } from '../../../server/mfa/mfa-secret-box';
import { RecoveryCodeService } from '../../../server/mfa/recovery-code-service';
import { SqlMfaFactorRepository } from '../../../server/mfa/sql-mfa-factor-repository';
import { SqlRecoveryCodeRepository } from '../../../server/mfa/sql-recovery-code-repository';
import { TotpAuthenticator } from '../../../server/mfa/totp-authenticator';
import { TOTP_DRIFT_STEPS, TOTP_SETTINGS } from '../../../src/domain/mfa/one-time-codes';
import { ProviderStateValues } from '../provider-states';
import {
  openSession,
  SEEDED_USER_ID,
  withProviderDbAsync,
  type ProviderUnderTest,
  type StateHandler,
} from '../provider-under-test';

/** The factors the MFA contracts name in their paths, as the states below create them. */
export const MFA_FACTORS = {
  /** us.owner@example.com's confirmed authenticator app. */
  phone: { id: 'factor-phone', name: 'Phone' },
  /** us.owner@example.com's authenticator app being added, not yet confirmed. */
  laptop: { id: 'factor-laptop', name: 'Laptop' },
  /** No user has a factor with this id. */
  unknownId: 'factor-unknown',
} as const;

/** A code the app being added never shows while its state holds (the state draws its key so). */
export const WRONG_APP_CODE = '000000';

const MFA_OFF_USER_ID = 'usr-cz-user'; // cz.user@example.com, CZ (server/seed/personas.ts)

/** Provider states of the MFA Options calls, named once for the consumer tests and the verification. */
export const MfaStates = {
  /**
   * us.owner@example.com (`usr-us-owner`, US: MFA on) has exactly one second factor: the
   * authenticator app `factor-phone` named Phone, confirmed by a code from it (so used once), and
   * the ten recovery codes its confirmation issued. They are signed in, which proves who they are
   * for the next five minutes: the handler returns `sessionCookie` and `csrfToken`.
   */
  ONE_AUTHENTICATOR_APP:
    'user us.owner@example.com is signed in and has one authenticator app, Phone (factor-phone), and 10 recovery codes',
  /**
   * us.owner@example.com has no confirmed factor and no recovery codes, and has started adding the
   * authenticator app `factor-laptop` named Laptop; signed in. The handler returns the code that
   * app shows now as `appCode` (never 000000), with `sessionCookie` and `csrfToken`.
   */
  ADDING_AUTHENTICATOR_APP:
    'user us.owner@example.com is signed in and is adding an authenticator app, Laptop (factor-laptop), as their first factor',
  /**
   * us.owner@example.com is signed in, but the session's last proof of who they are
   * (`sessions.proved_at`) is older than five minutes, so a protected change needs a new one.
   */
  STALE_PROOF:
    'user us.owner@example.com is signed in and last proved who they are more than five minutes ago',
  /** cz.user@example.com (`usr-cz-user`, CZ: MFA off by default) is signed in. */
  MFA_OFF_FOR_COUNTRY: 'user cz.user@example.com is signed in and their country has MFA off',
} as const;

/** The backend's own authenticator-app and recovery-code code, on the provider's database and key. */
const mfaPartsIn = async (provider: ProviderUnderTest, db: QueryLayer) => {
  const keyStore = new SqlServerKeyRepository(db);
  const { mfaKeys } = await loadServerKeys(keyStore, systemClock, provider.database.dataDir);
  const factors = new SqlMfaFactorRepository(db);
  const box = new MfaSecretBox(mfaKeys, async () => mfaKeysOf(await keyStore.list('mfa-secret')));
  return {
    factors,
    box,
    apps: new TotpAuthenticator(factors, box, systemClock),
    recovery: new RecoveryCodeService(new SqlRecoveryCodeRepository(db), systemClock),
  };
};

const totpOf = (secret: Secret): TOTP =>
  new TOTP({
    algorithm: TOTP_SETTINGS.algorithm,
    digits: TOTP_SETTINGS.digits,
    period: TOTP_SETTINGS.periodSeconds,
    secret,
  });

/** The code an app holding `secret` shows `steps` time steps from now. */
const codeAt = (secret: Secret, steps = 0): string =>
  totpOf(secret).generate({ timestamp: Date.now() + steps * TOTP_SETTINGS.periodSeconds * 1000 });

/** A new key whose codes around now (the drift window and a step more) are none of them 000000. */
const keyNeverShowingWrongCode = (): Secret => {
  const reach = TOTP_DRIFT_STEPS + 1;
  for (;;) {
    const secret = new Secret({ size: 20 });
    const codes = Array.from({ length: 2 * reach + 1 }, (_, i) => codeAt(secret, i - reach));
    if (!codes.includes(WRONG_APP_CODE)) return secret;
  }
};

/**
 * Starts over: the user's factors and recovery codes removed, then an app `factor` stored as
 * TotpAuthenticator.enrol stores one (its key sealed under the provider's MFA key), unconfirmed.
 */
const enrolApp = async (
  provider: ProviderUnderTest,
  db: QueryLayer,
  factor: { readonly id: string; readonly name: string },
  secret: Secret,
) => {
  const parts = await mfaPartsIn(provider, db);
  await parts.factors.removeAll(SEEDED_USER_ID);
  await parts.recovery.removeAll(SEEDED_USER_ID);
  await parts.factors.addTotp({
    id: factor.id,
    userId: SEEDED_USER_ID,
    name: factor.name,
    sealedSecret: parts.box.seal(SEEDED_USER_ID, new Uint8Array(secret.buffer)),
    createdAt: epochSeconds(systemClock),
  });
  return parts;
};

/** factor-phone confirmed by its current code, and the first recovery codes, as the user would. */
const oneConfirmedApp = (provider: ProviderUnderTest): Promise<void> =>
  withProviderDbAsync(provider, async (db) => {
    const secret = new Secret({ size: 20 });
    const parts = await enrolApp(provider, db, MFA_FACTORS.phone, secret);
    const confirmed = await parts.apps.confirm(
      SEEDED_USER_ID,
      MFA_FACTORS.phone.id,
      codeAt(secret),
    );
    if (E.isLeft(confirmed)) throw new Error(`could not confirm the app: ${confirmed.left.code}`);
    await parts.recovery.issue(SEEDED_USER_ID);
  });

/** factor-laptop, unconfirmed; answers the code it shows now. */
const appBeingAdded = (provider: ProviderUnderTest): Promise<string> =>
  withProviderDbAsync(provider, async (db) => {
    const secret = keyNeverShowingWrongCode();
    await enrolApp(provider, db, MFA_FACTORS.laptop, secret);
    return codeAt(secret);
  });

/** Back-dates the last proof of the session the cookie names to the epoch (`sessions.proved_at`). */
const backdateProof = (provider: ProviderUnderTest, cookie: string): Promise<void> =>
  withProviderDbAsync(provider, async (db) => {
    const sessionId = cookie.slice(`${SESSION_COOKIE}=`.length);
    const { numUpdatedRows } = await db
      .updateTable('sessions')
      .set({ proved_at: 0 })
      .where('id_hash', '=', digestOf(sessionId))
      .executeTakeFirst();
    if (numUpdatedRows !== 1n) throw new Error('could not back-date the session’s proof');
  });

/** How the reference backend sets up each state of `MfaStates`. */
export const mfaStateHandlers = (provider: ProviderUnderTest): Record<string, StateHandler> => ({
  [MfaStates.ONE_AUTHENTICATOR_APP]: async () => {
    await oneConfirmedApp(provider);
    return openSession(provider);
  },
  [MfaStates.ADDING_AUTHENTICATOR_APP]: async () => {
    const session = await openSession(provider);
    // The code last, so that it is as fresh as it can be when the request arrives.
    return { ...session, [ProviderStateValues.appCode]: await appBeingAdded(provider) };
  },
  [MfaStates.STALE_PROOF]: async () => {
    const session = await openSession(provider);
    const cookie = session[ProviderStateValues.sessionCookie];
    if (cookie === undefined) throw new Error('the session has no cookie');
    await backdateProof(provider, cookie);
    return session;
  },
  [MfaStates.MFA_OFF_FOR_COUNTRY]: () => openSession(provider, MFA_OFF_USER_ID),
});
