import type { UserRecord } from '../identity/user-repository';

/** Where a registration stands: email not verified, no password yet, or done. */
export type AccountStatus = 'pending' | 'verified' | 'active';

export type RegistrationSource = 'portal' | 'gad' | 'social';

/** An account as the registration flow sees it. */
export interface RegistrationAccount {
  readonly id: string;
  readonly email: string;
  readonly status: AccountStatus;
  readonly firstName: string;
  readonly languagePreference: string;
  /** Whether a password was ever set (here, or by another flow such as a reset). */
  readonly hasPassword: boolean;
  /** The allowed target stored at registration, handed back when the password is set. */
  readonly redirectUrl: string;
}

/** What a registration stores (spec §3 registration payload), checked already. */
export interface RegistrationDetails extends Pick<
  UserRecord,
  | 'email'
  | 'firstName'
  | 'lastName'
  | 'countryCode'
  | 'languagePreference'
  | 'phoneNumber'
  | 'street'
  | 'city'
  | 'state'
  | 'postalCode'
> {
  readonly source: RegistrationSource;
  readonly termsAcceptedAt: number | null;
  readonly plaVersion: 0 | 1;
  readonly redirectUrl: string;
  readonly encryptedDuns: string;
}

/** A stored secret (a code or a link) by its digest; times in epoch seconds. */
export interface IssuedSecret {
  readonly digest: string;
  readonly createdAt: number;
  readonly expiresAt: number;
}

export interface StoredCode {
  readonly digest: string;
  readonly expiresAt: number;
  readonly failedAttempts: number;
}

export interface StoredLink {
  readonly userId: string;
  readonly expiresAt: number;
  readonly usedAt: number | undefined;
}

/**
 * The port of self-registration (spec §2, §7): pending accounts, their verification codes and
 * their single-use links. Each call that writes several rows writes them in one transaction.
 */
export interface RegistrationRepository {
  findByEmail(email: string): Promise<RegistrationAccount | undefined>;
  findById(id: string): Promise<RegistrationAccount | undefined>;
  /** A new pending account with no password; false when the email is taken meanwhile. */
  createPending(id: string, details: RegistrationDetails, now: number): Promise<boolean>;
  /**
   * Starts a registration that never set a password over with these details (pending again);
   * false when the account has a password meanwhile.
   */
  restartPending(id: string, details: RegistrationDetails): Promise<boolean>;
  /** Replaces the account's code and links with this code and this confirm link. */
  issueCode(userId: string, code: IssuedSecret, confirmLink: IssuedSecret): Promise<void>;
  findCode(userId: string): Promise<StoredCode | undefined>;
  countWrongCode(userId: string): Promise<void>;
  findLink(digest: string, purpose: 'confirm' | 'continue'): Promise<StoredLink | undefined>;
  /** The email is verified: drops the code and links and stores the continue link. */
  markVerified(userId: string, continueLink: IssuedSecret): Promise<void>;
  /** An account that has its password, its email now verified: active, its codes and links gone. */
  activateVerified(userId: string): Promise<void>;
  /**
   * Spends the continue link and sets the first password (the account is then active), in one
   * transaction; false when the link was spent meanwhile.
   */
  activate(userId: string, linkDigest: string, passwordHash: string, now: number): Promise<boolean>;
  /** Forgets the links used, or expired at `now` (all of them answer alike); how many. */
  deleteSpentLinks(now: number): Promise<number>;
  /** Forgets the codes that expired by `before`; how many. */
  deleteExpiredCodes(before: number): Promise<number>;
}
