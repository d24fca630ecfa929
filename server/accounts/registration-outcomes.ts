import type { FieldFailure } from './registration-rules';

/** Why a registration step is refused; registration-replies.ts says it in HTTP. */
export type RegistrationRefusal =
  /** A field breaks a rule of spec §5 (required, names, email, address, phone, retype). */
  | { readonly kind: 'invalidField'; readonly failure: FieldFailure }
  | { readonly kind: 'plaVersionMismatch' }
  | { readonly kind: 'userExists' }
  | { readonly kind: 'codeInvalid' }
  | { readonly kind: 'codeTriesExceeded' }
  | { readonly kind: 'codeExpired' }
  | { readonly kind: 'linkExpired' }
  | { readonly kind: 'passwordPolicy' };

export interface Failure {
  readonly ok: false;
  readonly refusal: RegistrationRefusal;
}

export type RegisterOutcome =
  { readonly ok: true; readonly email: string; readonly userId: string } | Failure;
export type VerifyOutcome =
  { readonly ok: true; readonly continueUrl: string; readonly token: string } | Failure;
/** A code's outcome: as VerifyOutcome, or an account that has its password and is now active. */
export type CodeOutcome = VerifyOutcome | { readonly ok: true; readonly activeEmail: string };
export type ContinueOutcome =
  | {
      readonly ok: true;
      readonly email: string;
      readonly redirectUrl: string;
      readonly userId: string;
    }
  | Failure;

export const refused = (refusal: RegistrationRefusal): Failure => ({ ok: false, refusal });

export const invalidField = (failure: FieldFailure): Failure =>
  refused({ kind: 'invalidField', failure: { error: failure.error, message: failure.message } });
