// Spec §8 "Password-change codes: 2007 does not meet requirements; 2008 current password does not
// match; 2011 must differ from last 5; 2012 error resetting expired password, use forgot password;
// anything else generic." ../shared/ARCHITECTURE.md: `{ code: 'password.history' }` for 2011.

export type PasswordChangeErrorCode =
  | 'password.requirementsNotMet'
  | 'password.currentMismatch'
  | 'password.history'
  | 'password.expiredResetFailed'
  | 'error.generic';

export interface PasswordChangeError {
  readonly code: PasswordChangeErrorCode;
}

const BY_SERVER_CODE: ReadonlyMap<string, PasswordChangeErrorCode> = new Map([
  ['2007', 'password.requirementsNotMet'],
  ['2008', 'password.currentMismatch'],
  ['2011', 'password.history'],
  ['2012', 'password.expiredResetFailed'],
]);

/** The server's code may arrive as a number or a string. */
export const toPasswordChangeError = (
  serverCode: string | number | null | undefined,
): PasswordChangeError => ({
  code: BY_SERVER_CODE.get(String(serverCode).trim()) ?? 'error.generic',
});
