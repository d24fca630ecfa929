import { systemClock } from '../../../server/clock';
import { SqlProviderRecordRepository } from '../../../server/identity/sql-provider-record-repository';
import { PasskeyAuthenticator, relyingPartyOf } from '../../../server/mfa/passkey-authenticator';
import { RecoveryCodeService } from '../../../server/mfa/recovery-code-service';
import { SqlMfaFactorRepository } from '../../../server/mfa/sql-mfa-factor-repository';
import { SqlRecoveryCodeRepository } from '../../../server/mfa/sql-recovery-code-repository';
import { SoftwareAuthenticator } from '../../server/software-authenticator';
import { ProviderStateValues } from '../provider-states';
import {
  openSession,
  SEEDED_USER_ID,
  withProviderDbAsync,
  type ProviderUnderTest,
  type StateHandler,
} from '../provider-under-test';

/** The passkey the passkey states add, as the user names it on MFA Options. */
export const PASSKEY_NAME = 'Work laptop';

/** No registration is pending under this id (the provider names its registrations by random UUIDs). */
export const UNKNOWN_REGISTRATION_ID = '00000000-0000-4000-8000-000000000000';

/** Provider states of the passkey calls, named once for the consumer tests and the verification. */
export const PasskeyStates = {
  /**
   * us.owner@example.com (`usr-us-owner`, US: MFA on) has no factor and no recovery codes, and has
   * started adding a passkey named Work laptop (PasskeyAuthenticator.startRegistration on the
   * provider's database, for its relying party); a software authenticator has made the credential
   * for that registration's challenge. Signed in. The handler returns `registrationId`, the
   * credential's `passkeyCredentialId` (id), `passkeyRawId` (rawId), `passkeyClientData` (clientDataJSON) and
   * `passkeyAttestation` (attestationObject), with `sessionCookie` and `csrfToken`.
   */
  ADDING_PASSKEY:
    'user us.owner@example.com is signed in, has no factor, and is adding a passkey (registration injected)',
} as const;

/**
 * The provider's public URL, which its relying party is made of: the issuer is `<public url>/oidc`
 * (provider-under-test.ts), so a provider run elsewhere (PROVIDER_PUBLIC_URL) is served too.
 */
const publicUrlOf = (provider: ProviderUnderTest): string => provider.issuer.replace(/\/oidc$/, '');

/**
 * Starts over (the user's factors and recovery codes removed), then starts a registration as the
 * server does and has a software authenticator answer it for the provider's origin.
 */
const passkeyBeingAdded = (provider: ProviderUnderTest): Promise<Record<string, string>> =>
  withProviderDbAsync(provider, async (db) => {
    const factors = new SqlMfaFactorRepository(db);
    await factors.removeAll(SEEDED_USER_ID);
    await new RecoveryCodeService(new SqlRecoveryCodeRepository(db), systemClock).removeAll(
      SEEDED_USER_ID,
    );
    const party = relyingPartyOf(publicUrlOf(provider));
    const passkeys = new PasskeyAuthenticator(
      factors,
      new SqlProviderRecordRepository(db),
      party,
      systemClock,
    );
    const { registrationId, options } = await passkeys.startRegistration(
      { id: SEEDED_USER_ID, email: 'us.owner@example.com' },
      PASSKEY_NAME,
    );
    const credential = new SoftwareAuthenticator(party.origin).create(options);
    return {
      [ProviderStateValues.registrationId]: registrationId,
      [ProviderStateValues.passkeyCredentialId]: credential.id,
      [ProviderStateValues.passkeyRawId]: credential.rawId,
      [ProviderStateValues.passkeyClientData]: credential.response.clientDataJSON,
      [ProviderStateValues.passkeyAttestation]: credential.response.attestationObject,
    };
  });

/** How the reference backend sets up each state of `PasskeyStates`. */
export const passkeyStateHandlers = (
  provider: ProviderUnderTest,
): Record<string, StateHandler> => ({
  [PasskeyStates.ADDING_PASSKEY]: async () => ({
    ...(await openSession(provider)),
    ...(await passkeyBeingAdded(provider)),
  }),
});
