import type { MfaCountries } from '../../src/domain/mfa/mfa-availability';
import type { Clock } from '../clock';
import type { QueryLayer } from '../db/query-layer';
import type { MfaKeys } from '../keys/server-keys';
import type { MfaFactorRepository } from './mfa-factor-repository';
import { MfaSecretBox } from './mfa-secret-box';
import { MfaService } from './mfa-service';
import { RecoveryCodeService } from './recovery-code-service';
import { SqlMfaFactorRepository } from './sql-mfa-factor-repository';
import { SqlRecoveryCodeRepository } from './sql-recovery-code-repository';
import { TotpAuthenticator } from './totp-authenticator';
import type { PrimaryAuthentication } from '../identity/primary-authentication';
import type { ProviderRecordRepository } from '../identity/provider-record-repository';
import type { UserRecord, UserRepository } from '../identity/user-repository';
import { mfaEnabledForUser } from './mfa-user';
import { SecondFactorSignIn, secondFactorRequired } from './second-factor-sign-in';
import { PasskeyAuthenticator, type RelyingParty } from './passkey-authenticator';
import { PasskeySignIn } from './passkey-sign-in';

/** The second factor's parts, built once over the server's storage (issue 28). */
export interface MfaComponents {
  readonly factors: MfaFactorRepository;
  /** Seals the apps' secrets (D-MFA-7). */
  readonly secretBox: MfaSecretBox;
  readonly apps: TotpAuthenticator;
  readonly passkeys: PasskeyAuthenticator;
  readonly recovery: RecoveryCodeService;
  readonly options: MfaService;
  /** Whether sign-in asks this user for a second factor. */
  readonly secondFactorRequired: (user: UserRecord) => Promise<boolean>;
  /** The second step of sign-in, over the password lockout. */
  readonly secondFactorSignIn: (
    users: UserRepository,
    authentication: PrimaryAuthentication,
  ) => SecondFactorSignIn;
  /** "Sign in with a passkey", without the password. */
  readonly passkeySignIn: (
    users: UserRepository,
    authentication: PrimaryAuthentication,
  ) => PasskeySignIn;
}

export const mfaComponents = (
  layer: QueryLayer,
  keys: { readonly loaded: MfaKeys; readonly reload: () => Promise<MfaKeys> },
  clock: Clock,
  countries: MfaCountries,
  /** Where the sign-in ceremonies' state is shared by every process: the provider's records. */
  records: ProviderRecordRepository,
  party: RelyingParty,
): MfaComponents => {
  const factors = new SqlMfaFactorRepository(layer);
  const secretBox = new MfaSecretBox(keys.loaded, keys.reload);
  const apps = new TotpAuthenticator(factors, secretBox, clock);
  const passkeys = new PasskeyAuthenticator(factors, records, party, clock);
  const recovery = new RecoveryCodeService(new SqlRecoveryCodeRepository(layer), clock);
  const options = new MfaService(factors, apps, passkeys, recovery, clock, countries);
  const enabledFor = (user: UserRecord) => mfaEnabledForUser(user, countries);
  return {
    factors,
    secretBox,
    apps,
    passkeys,
    recovery,
    options,
    secondFactorRequired: secondFactorRequired(factors, enabledFor),
    secondFactorSignIn: (users, authentication) =>
      new SecondFactorSignIn(
        users,
        factors,
        apps,
        passkeys,
        recovery,
        records,
        authentication,
        clock,
      ),
    passkeySignIn: (users, authentication) =>
      new PasskeySignIn(users, passkeys, authentication, enabledFor),
  };
};
