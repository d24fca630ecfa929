import { PASSWORD_HISTORY_COUNT } from '../../src/domain/accounts/password-policy';

// The password rules themselves are the domain's (src/domain/accounts/password-policy.ts, D-DOM-15),
// which the services apply; this file holds how the server words a refusal.

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
