import { resolveCountry } from '../../src/domain/locale/country';
import { mfaEnabledFor, type MfaCountries } from '../../src/domain/mfa/mfa-availability';
import type { UserRecord } from '../identity/user-repository';
import type { MfaUser } from './mfa-service';

/** The account as MFA sees it: its country as the portal reads it (unsupported is the US). */
export const mfaUserOf = (user: UserRecord): MfaUser => ({
  id: user.id,
  email: user.email,
  countryCode: resolveCountry(user.countryCode),
});

/** Whether MFA is on for the account (D-MFA-1), its country read as `mfaUserOf` reads it. */
export const mfaEnabledForUser = (user: UserRecord, countries: MfaCountries): boolean =>
  mfaEnabledFor(mfaUserOf(user).countryCode, countries);
