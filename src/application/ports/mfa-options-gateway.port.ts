import type { TaskEither } from 'fp-ts/TaskEither';
import type { PasskeyCredential, PasskeyOptions } from './passkeys.port';
import type { ServiceError } from './service-error';

/** A second factor as MFA Options lists it (issue 28). */
export interface MfaFactor {
  readonly id: string;
  readonly kind: 'totp' | 'passkey';
  readonly name: string;
  readonly createdAt: Date;
  /** Undefined: never used. */
  readonly lastUsedAt: Date | undefined;
}

export interface MfaStatus {
  /** Confirmed factors, oldest first. */
  readonly factors: readonly MfaFactor[];
  readonly recoveryCodesLeft: number;
}

/** An authenticator app being added: its key typed or scanned, confirmed by a first code. */
export interface AppEnrolment {
  readonly factorId: string;
  /** RFC 4648 base32. */
  readonly key: string;
  /** The otpauth:// URI a QR code carries. */
  readonly uri: string;
}

/** A passkey being added: the options of the browser's prompt, and the name of this registration. */
export interface PasskeyRegistration {
  readonly registrationId: string;
  readonly options: PasskeyOptions;
}

/** What proves it is the user before a protected change (D-MFA-4). */
export type IdentityProof =
  | { readonly password: string }
  | { readonly code: string }
  | { readonly passkey: PasskeyCredential };

/**
 * The `/services/mfa` calls behind MFA Options. A refusal is a `service.rejected` ServiceError
 * whose `error` is the server's code (MFA_PROOF_REQUIRED, MFA_CODE_INCORRECT, …); a country without
 * MFA answers 404 MFA_UNAVAILABLE.
 */
export interface MfaOptionsGateway {
  status(): TaskEither<ServiceError, MfaStatus>;
  prove(proof: IdentityProof): TaskEither<ServiceError, void>;
  /** The challenge one of the user's passkeys signs as a proof. */
  passkeyProofOptions(): TaskEither<ServiceError, PasskeyOptions>;
  startApp(name: string): TaskEither<ServiceError, AppEnrolment>;
  /** The first factor's recovery codes come with its confirmation, once. */
  confirmApp(
    factorId: string,
    code: string,
  ): TaskEither<ServiceError, readonly string[] | undefined>;
  startPasskey(name: string): TaskEither<ServiceError, PasskeyRegistration>;
  /** The credential the browser made; a first factor's recovery codes come with it, once. */
  confirmPasskey(
    registrationId: string,
    credential: PasskeyCredential,
  ): TaskEither<ServiceError, readonly string[] | undefined>;
  newRecoveryCodes(): TaskEither<ServiceError, readonly string[]>;
  rename(factorId: string, name: string): TaskEither<ServiceError, void>;
  /** Answers how many factors are left. */
  remove(factorId: string): TaskEither<ServiceError, number>;
  turnOff(): TaskEither<ServiceError, void>;
}
