export interface UserRecord {
  readonly id: string;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly countryCode: string;
  readonly languagePreference: string;
  readonly phoneNumber: string;
  /** The postal address (spec §3 profile details), '' until the user gives one. */
  readonly street: string;
  readonly city: string;
  readonly state: string;
  readonly postalCode: string;
  readonly passwordHash: string;
  readonly passwordChangedAt: number;
  readonly passwordIsTemporary: boolean;
  /** False while the account's email waits for its code (account_status 'pending'). */
  readonly emailVerified: boolean;
  readonly isDnbUser: boolean;
  readonly magento: boolean;
  readonly ebDashboard: boolean;
  readonly customerPortal: boolean;
}

/** What the profile form changes (spec §3 "Profile update payload"), checked already. */
export type ProfileDetails = Pick<
  UserRecord,
  | 'firstName'
  | 'lastName'
  | 'phoneNumber'
  | 'street'
  | 'city'
  | 'state'
  | 'postalCode'
  | 'languagePreference'
>;

/**
 * The port of the accounts as sign-in, sessions, profiles and passwords use them (a password
 * itself changes through server/accounts/password-repository.ts).
 */
export interface UserRepository {
  /** The account of this email address, compared without regard to case. */
  findByEmail(email: string): Promise<UserRecord | undefined>;
  findById(id: string): Promise<UserRecord | undefined>;
  /** False when there is no such account. */
  updateLanguage(id: string, languagePreference: string): Promise<boolean>;
  /** False when there is no such account. */
  updateProfile(id: string, details: ProfileDetails): Promise<boolean>;
}
