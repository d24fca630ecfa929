/** A second factor as the factor list shows it (issue 28 "each with its kind, its name ..."). */
export interface FactorSummary {
  readonly id: string;
  readonly kind: 'totp' | 'passkey';
  readonly name: string;
  /** Epoch seconds. */
  readonly createdAt: number;
  readonly lastUsedAt: number | null;
}

/** An authenticator app, with its secret as stored: sealed. */
export interface StoredTotp {
  readonly id: string;
  readonly userId: string;
  readonly sealedSecret: string;
  /** The last RFC 6238 time step it accepted (D-MFA-2); none before its first code. */
  readonly lastStep: number | null;
  readonly confirmed: boolean;
}

export interface NewTotp {
  readonly id: string;
  readonly userId: string;
  readonly name: string;
  readonly sealedSecret: string;
  readonly createdAt: number;
}

/** A passkey's public credential, as WebAuthn verification needs it. */
export interface StoredPasskey {
  readonly id: string;
  readonly userId: string;
  /** base64url */
  readonly credentialId: string;
  /** base64url of the COSE public key */
  readonly publicKey: string;
  readonly signCount: number;
  readonly transports: readonly string[];
}

export interface NewPasskey extends StoredPasskey {
  readonly name: string;
  readonly createdAt: number;
}

/** A user's second factors (issue 28): authenticator apps and passkeys. */
export interface MfaFactorRepository {
  /** The confirmed factors, oldest first: what counts at sign-in and what the page lists. */
  factors(userId: string): Promise<readonly FactorSummary[]>;
  /** Stores an app that counts only once `claimTotpStep` has accepted its first code. */
  addTotp(factor: NewTotp): Promise<void>;
  /** One of the user's apps, confirmed or not. */
  totp(userId: string, factorId: string): Promise<StoredTotp | undefined>;
  /** The user's confirmed apps, oldest first. */
  confirmedTotps(userId: string): Promise<readonly StoredTotp[]>;
  /**
   * Accepts time step `step` for the app unless it or a later one was accepted (also by another
   * process at the same moment), confirming the app if it was not and recording its use.
   */
  claimTotpStep(factorId: string, step: number, now: number): Promise<boolean>;
  addPasskey(passkey: NewPasskey): Promise<void>;
  passkey(credentialId: string): Promise<StoredPasskey | undefined>;
  passkeysOf(userId: string): Promise<readonly StoredPasskey[]>;
  /** Records a sign-in with the passkey and the authenticator's new signature counter. */
  recordPasskeyUse(credentialId: string, signCount: number, now: number): Promise<void>;
  /** False when the user has no such factor. */
  rename(userId: string, factorId: string, name: string): Promise<boolean>;
  remove(userId: string, factorId: string): Promise<boolean>;
  /** Removes every factor of the user, confirmed or not; how many. */
  removeAll(userId: string): Promise<number>;
  /** Forgets apps never confirmed that were added before `before` (the cleanup job). */
  dropUnconfirmedBefore(before: number): Promise<number>;
}
