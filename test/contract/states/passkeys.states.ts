import * as E from 'fp-ts/Either';
import { systemClock } from '../../../server/clock';
import type { QueryLayer } from '../../../server/db/query-layer';
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
  /**
   * us.owner@example.com's only factor is one passkey named Work laptop, made by a software
   * authenticator and registered as PasskeyAuthenticator registers one (for the provider's
   * relying party), with no recovery codes. Signed in: `sessionCookie` and `csrfToken`.
   */
  ONE_PASSKEY: 'user us.owner@example.com is signed in and has one passkey, Work laptop',
  /**
   * As ONE_PASSKEY, and the proof challenge has been started as POST
   * /services/mfa/proof/passkey-options starts it (the only one pending for the user) and signed by
   * that passkey's authenticator (ES256, user verified). The handler returns the signature's
   * `proofCredentialId` (id), `proofRawId` (rawId), `proofClientData` (clientDataJSON),
   * `proofAuthenticatorData` (authenticatorData), `proofSignature` (signature) and
   * `proofUserHandle` (userHandle), with `sessionCookie` and `csrfToken`.
   */
  PROOF_CHALLENGE_SIGNED:
    'user us.owner@example.com is signed in, has a passkey, and its proof challenge is signed (signature injected)',
} as const;

/**
 * The provider's public URL, which its relying party is made of: the issuer is `<public url>/oidc`
 * (provider-under-test.ts), so a provider run elsewhere (PROVIDER_PUBLIC_URL) is served too.
 */
const publicUrlOf = (provider: ProviderUnderTest): string => provider.issuer.replace(/\/oidc$/, '');

/**
 * Starts over (the user's factors and recovery codes removed), and gives the backend's own
 * PasskeyAuthenticator on the provider's database with a software authenticator for its origin.
 */
const passkeysFromScratch = async (provider: ProviderUnderTest, db: QueryLayer) => {
  const factors = new SqlMfaFactorRepository(db);
  await factors.removeAll(SEEDED_USER_ID);
  await new RecoveryCodeService(new SqlRecoveryCodeRepository(db), systemClock).removeAll(
    SEEDED_USER_ID,
  );
  const party = relyingPartyOf(publicUrlOf(provider));
  return {
    passkeys: new PasskeyAuthenticator(
      factors,
      new SqlProviderRecordRepository(db),
      party,
      systemClock,
    ),
    authenticator: new SoftwareAuthenticator(party.origin),
  };
};

const startAdding = (passkeys: PasskeyAuthenticator) =>
  passkeys.startRegistration({ id: SEEDED_USER_ID, email: 'us.owner@example.com' }, PASSKEY_NAME);

/**
 * Starts over, then starts a registration as the server does and has a software authenticator
 * answer it for the provider's origin.
 */
const passkeyBeingAdded = (provider: ProviderUnderTest): Promise<Record<string, string>> =>
  withProviderDbAsync(provider, async (db) => {
    const { passkeys, authenticator } = await passkeysFromScratch(provider, db);
    const { registrationId, options } = await startAdding(passkeys);
    const credential = authenticator.create(options);
    return {
      [ProviderStateValues.registrationId]: registrationId,
      [ProviderStateValues.passkeyCredentialId]: credential.id,
      [ProviderStateValues.passkeyRawId]: credential.rawId,
      [ProviderStateValues.passkeyClientData]: credential.response.clientDataJSON,
      [ProviderStateValues.passkeyAttestation]: credential.response.attestationObject,
    };
  });

/** Starts over and registers one passkey as the server does; its authenticator still holds the key. */
const passkeyAdded = async (provider: ProviderUnderTest, db: QueryLayer) => {
  const { passkeys, authenticator } = await passkeysFromScratch(provider, db);
  const { registrationId, options } = await startAdding(passkeys);
  const added = await passkeys.finishRegistration(
    SEEDED_USER_ID,
    registrationId,
    authenticator.create(options),
  );
  if (E.isLeft(added)) throw new Error(`the passkey was not registered: ${added.left.code}`);
  return { passkeys, authenticator };
};

/**
 * Registers a passkey, then starts the proof challenge under the ceremony name
 * IdentityProofs.passkeyChallenge uses (server/mfa/identity-proof.ts) and signs it: a later
 * challenge for the user would replace this one, so this runs after everything else.
 */
const proofChallengeSigned = (provider: ProviderUnderTest): Promise<Record<string, string>> =>
  withProviderDbAsync(provider, async (db) => {
    const { passkeys, authenticator } = await passkeyAdded(provider, db);
    const options = await passkeys.startSignIn(`proof:${SEEDED_USER_ID}`, SEEDED_USER_ID);
    if (options === undefined) throw new Error('the passkey just added is not there');
    const { id, rawId, response } = authenticator.get(options);
    // The pact sends a user handle, as browsers do for a discoverable credential.
    if (response.userHandle === undefined) throw new Error('the signature has no user handle');
    return {
      [ProviderStateValues.proofCredentialId]: id,
      [ProviderStateValues.proofRawId]: rawId,
      [ProviderStateValues.proofClientData]: response.clientDataJSON,
      [ProviderStateValues.proofAuthenticatorData]: response.authenticatorData,
      [ProviderStateValues.proofSignature]: response.signature,
      [ProviderStateValues.proofUserHandle]: response.userHandle,
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
  [PasskeyStates.ONE_PASSKEY]: async () => {
    await withProviderDbAsync(provider, (db) => passkeyAdded(provider, db));
    return openSession(provider);
  },
  // The session first: the signed challenge must be the last one started for the user.
  [PasskeyStates.PROOF_CHALLENGE_SIGNED]: async () => ({
    ...(await openSession(provider)),
    ...(await proofChallengeSigned(provider)),
  }),
});
