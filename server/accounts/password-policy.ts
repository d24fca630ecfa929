// The server's own copy of the password rules (spec §5, §9; docs/decisions/domain-rules.md
// D-DOM-15). It agrees with the portal's src/domain/accounts/password-policy.ts but does not import
// it: the server and the portal meet only at the API.

/** Spec §9 "Password minimum length 10; history 5". */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_HISTORY_COUNT = 5;

export type PasswordRule = 'minLength' | 'lowercase' | 'uppercase' | 'number' | 'specialCharacter';

// D-DOM-15: ASCII letters in every country, digits 0–9, a special character is ASCII punctuation;
// length counts code points, not UTF-16 units.
const RULES: ReadonlyArray<readonly [PasswordRule, (password: string) => boolean]> = [
  ['minLength', (password) => [...password].length >= PASSWORD_MIN_LENGTH],
  ['lowercase', (password) => /[a-z]/.test(password)],
  ['uppercase', (password) => /[A-Z]/.test(password)],
  ['number', (password) => /[0-9]/.test(password)],
  ['specialCharacter', (password) => /[!-/:-@[-`{-~]/.test(password)],
];

/** The rules a password breaks; empty when it meets them all. */
export const unmetPasswordRules = (password: string): readonly PasswordRule[] =>
  RULES.filter(([, isMet]) => !isMet(password)).map(([rule]) => rule);

/**
 * The §8 password-change codes and the texts the portal shows for them
 * (translations/source/en-us/domain.json), plus the few refusals the spec words elsewhere.
 */
export const PASSWORD_ERRORS = {
  requirementsNotMet: {
    error: '2007',
    message: 'Your new password does not meet the requirements.',
  },
  currentMismatch: { error: '2008', message: 'Your current password does not match.' },
  history: {
    error: '2011',
    message: `Your new password must differ from your last ${PASSWORD_HISTORY_COUNT} passwords.`,
  },
  expiredResetFailed: {
    error: '2012',
    message: 'There was an error resetting your expired password. Please use Forgot Password.',
  },
  retypeMismatch: { error: 'PASSWORDS_DO_NOT_MATCH', message: 'Passwords do not match.' },
  sameAsCurrent: {
    error: 'PASSWORD_SAME_AS_CURRENT',
    message: 'Password cannot be the same as the current password',
  },
  internalAccount: {
    error: 'INTERNAL_ACCOUNT',
    message:
      'Internal accounts cannot set or reset a password in the portal. Please contact the help desk.',
  },
  tokenInvalid: {
    error: 'TOKEN_INVALID',
    message: 'This link is not valid. Please request a new one.',
  },
  tokenExpired: { error: 'TOKEN_EXPIRED', message: 'Your link has expired.' },
} as const;

/**
 * Spec §5 minimum-age rule, with its own code so the portal can say it in its words and the
 * policy's unit (D-PWD-10); the text follows the portal's "password.rule.minimumAge.minutes".
 */
export const minimumAgeError = (minutes: number): { error: string; message: string } => ({
  error: 'PASSWORD_MIN_AGE',
  message: `Your password was changed too recently. At least ${minutes} ${
    minutes === 1 ? 'minute' : 'minutes'
  } must pass between password changes.`,
});
