import { resolveCountry } from '../../src/domain/locale/country';
import type { UserRecord } from '../identity/user-repository';
import type { MfaUser } from './mfa-service';

/** The account as MFA sees it: its country as the portal reads it (unsupported is the US). */
export const mfaUserOf = (user: UserRecord): MfaUser => ({
  id: user.id,
  email: user.email,
  countryCode: resolveCountry(user.countryCode),
});
