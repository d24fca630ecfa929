/** A password-reset link as stored: only its token's digest (times in epoch seconds). */
export interface ResetTokenRecord {
  readonly userId: string;
  readonly expiresAt: number;
  readonly usedAt: number | undefined;
}

/** Everything a password change writes, at `now`. */
export interface PasswordReplacement {
  readonly userId: string;
  /** The lockout's key: the account's email, lower-cased. */
  readonly username: string;
  /** The hash the change was proven against; the change fails if the current hash differs. */
  readonly expectedHash: string;
  readonly newHash: string;
  readonly now: number;
  /** How many earlier hashes to keep after retiring the expected one. */
  readonly keepHistory: number;
  /** The digest of the reset link that proves this change, used up by it. */
  readonly consumeTokenDigest?: string;
  /** Ends every session of the user but the one with this CSRF token; all of them if absent. */
  readonly keepSessionWithCsrf?: string;
}

export type ReplacementOutcome =
  | 'replaced'
  /** The reset link was used or expired meanwhile. */
  | 'tokenSpent'
  /** Another request changed the password meanwhile. */
  | 'passwordChanged';

/**
 * The port of passwords (spec §4, §5, §7): the history of earlier hashes, reset links and the
 * change itself, which one process or several apply whole or not at all.
 */
export interface PasswordRepository {
  /** The hashes before the current one, newest first, at most `count`. */
  earlierHashes(userId: string, count: number): Promise<string[]>;
  /** Stores a reset link, and forgets links that expired before `forgetExpiredBefore`. */
  addResetToken(
    digest: string,
    link: { readonly userId: string; readonly createdAt: number; readonly expiresAt: number },
    forgetExpiredBefore: number,
  ): Promise<void>;
  findResetToken(digest: string): Promise<ResetTokenRecord | undefined>;
  /**
   * In one transaction: uses up the reset link, sets the new hash (if the current one is still the
   * expected one; never temporary), retires the old hash into the history, drops the user's other
   * reset links and lockout, and ends the user's sessions. Nothing is written unless it all is.
   */
  replacePassword(change: PasswordReplacement): Promise<ReplacementOutcome>;
  /** Forgets the links that expired or were used by `before`; how many. */
  deleteSpentLinks(before: number): Promise<number>;
}
