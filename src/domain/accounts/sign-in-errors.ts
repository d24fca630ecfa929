// Spec §8 "Login widget" error catalogue: provider error codes become stable portal error codes,
// which the UI maps to message ids.

/**
 * §9 "Lock-out wait 30 minutes" (auth.lockedOut).
 * @internal Cited by the §9 table test; the server applies the wait, the message states it.
 */
export const LOCKOUT_WAIT_MINUTES = 30;

export type SignInErrorCode =
  | 'auth.invalidCredentials'
  | 'auth.passwordChangeInvalidCredentials'
  | 'auth.lockedOut'
  | 'auth.passwordExpired'
  | 'auth.passwordTemporary'
  | 'auth.rateLimited'
  | 'auth.unexpected'
  /** Issue 28: a wrong or reused second factor; too many wrong ones lock as passwords do. */
  | 'mfa.code.incorrect'
  | 'mfa.code.used'
  | 'mfa.recoveryCode.incorrect'
  /** A passkey that did not sign in: its prompt expired, it did not verify, or no account has it. */
  | 'mfa.passkey.expired'
  | 'mfa.passkey.refused'
  | 'mfa.passkey.unknown'
  /** The browser's passkey prompt was closed or timed out. */
  | 'mfa.passkey.cancelled';

export interface SignInError {
  readonly code: SignInErrorCode;
}

const BY_PROVIDER_CODE: ReadonlyMap<string, SignInErrorCode> = new Map([
  ['E0000004', 'auth.invalidCredentials'],
  ['E0000014', 'auth.passwordChangeInvalidCredentials'],
  ['E0000069', 'auth.lockedOut'],
  ['LOCKED_OUT', 'auth.lockedOut'],
  // §4 "Account: password expired (must reset), temporary password (must be changed)".
  ['PASSWORD_EXPIRED', 'auth.passwordExpired'],
  ['PASSWORD_TEMPORARY', 'auth.passwordTemporary'],
  // D-ABUSE-1: too many attempts from one address or for one username; the server says when to retry.
  ['RATE_LIMITED', 'auth.rateLimited'],
  ['MFA_CODE_INCORRECT', 'mfa.code.incorrect'],
  ['MFA_CODE_USED', 'mfa.code.used'],
  ['RECOVERY_CODE_INCORRECT', 'mfa.recoveryCode.incorrect'],
  ['PASSKEY_EXPIRED', 'mfa.passkey.expired'],
  ['PASSKEY_REFUSED', 'mfa.passkey.refused'],
  ['PASSKEY_UNKNOWN', 'mfa.passkey.unknown'],
]);

/** Any code the catalogue does not name is the "unexpected internal error" of §8. */
export const toSignInError = (providerCode: string | undefined): SignInError => ({
  code: (providerCode !== undefined && BY_PROVIDER_CODE.get(providerCode)) || 'auth.unexpected',
});
