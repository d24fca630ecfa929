/** A recovery code as stored: its digest and the salt it was made with (D-MFA-3). */
export interface RecoveryCodeDigest {
  readonly digest: string;
  readonly salt: string;
}

/** A user's recovery codes, kept as digests only (issue 28). */
export interface RecoveryCodeRepository {
  /** Replaces the user's set: the old codes stop working in the same transaction. */
  replace(userId: string, codes: readonly RecoveryCodeDigest[], now: number): Promise<void>;
  /** The salt of the user's set, to make the digest of a code typed; none without a set. */
  saltOf(userId: string): Promise<string | undefined>;
  /** Uses the code with this digest once: false when there is none or it was used (also at once by another process). */
  use(userId: string, digest: string, now: number): Promise<boolean>;
  /** How many of the user's codes are unused. */
  left(userId: string): Promise<number>;
  /** Forgets the user's set (MFA turned off). */
  removeAll(userId: string): Promise<void>;
}
