import {
  passwordRefusalAnswer,
  type PasswordRefusalAnswer,
} from '../../server/accounts/password-replies';
import type { PasswordRefusal } from '../../server/accounts/password-outcomes';

// Issue 16 "services return typed outcomes; routes map them to HTTP status and message": every
// refusal of the password service and its answer, in the §8 codes 2007/2008/2011/2012.

const CASES: readonly (readonly [PasswordRefusal, PasswordRefusalAnswer])[] = [
  [
    { kind: 'unknownUser' },
    {
      status: 401,
      error: 'UNAUTHENTICATED',
      message: 'Your session has expired. Please try to sign in again.',
    },
  ],
  [
    { kind: 'internalAccount' },
    {
      status: 403,
      error: 'INTERNAL_ACCOUNT',
      message:
        'Internal accounts cannot set or reset a password in the portal. Please contact the help desk.',
    },
  ],
  [
    { kind: 'retypeMismatch' },
    { status: 400, error: 'PASSWORDS_DO_NOT_MATCH', message: 'Passwords do not match.' },
  ],
  [
    { kind: 'throttled', retryAfterSeconds: 42 },
    { status: 429, retryAfterSeconds: 42 },
  ],
  [
    { kind: 'lockedOut' },
    {
      status: 403,
      error: 'E0000069',
      message:
        'Your account is locked for security reasons. Try again after 30 minutes, or reset your password.',
    },
  ],
  [
    { kind: 'currentMismatch' },
    { status: 400, error: '2008', message: 'Your current password does not match.' },
  ],
  [
    { kind: 'sameAsCurrent' },
    {
      status: 400,
      error: 'PASSWORD_SAME_AS_CURRENT',
      message: 'Password cannot be the same as the current password',
    },
  ],
  [
    { kind: 'requirementsNotMet' },
    { status: 400, error: '2007', message: 'Your new password does not meet the requirements.' },
  ],
  [
    { kind: 'history' },
    {
      status: 400,
      error: '2011',
      message: 'Your new password must differ from your last 5 passwords.',
    },
  ],
  [
    { kind: 'tokenInvalid' },
    {
      status: 400,
      error: 'TOKEN_INVALID',
      message: 'This link is not valid. Please request a new one.',
    },
  ],
  [
    { kind: 'tokenExpired' },
    { status: 410, error: 'TOKEN_EXPIRED', message: 'Your link has expired.' },
  ],
  [
    { kind: 'concurrentChange' },
    {
      status: 409,
      error: 'PASSWORD_CHANGED_CONCURRENTLY',
      message: 'Your password was changed at the same time by another request. Please try again.',
    },
  ],
];

const EXPIRED_RESET_FAILED =
  'There was an error resetting your expired password. Please use Forgot Password.';

describe('a password refusal in HTTP', () => {
  it.each(CASES.map(([refusal, answer]) => [refusal.kind, refusal, answer] as const))(
    '%s',
    (_kind, refusal, answer) => {
      expect(passwordRefusalAnswer(refusal)).toEqual(answer);
    },
  );

  it('answers 2012 for each way the expired-password call fails, with its own status', () => {
    expect(
      (['expiredResetLocked', 'nothingExpired', 'expiredResetConflict'] as const).map((kind) =>
        passwordRefusalAnswer({ kind }),
      ),
    ).toEqual([
      { status: 403, error: '2012', message: EXPIRED_RESET_FAILED },
      { status: 400, error: '2012', message: EXPIRED_RESET_FAILED },
      { status: 409, error: '2012', message: EXPIRED_RESET_FAILED },
    ]);
  });

  it('says the minimum age in minutes, with its own code (D-PWD-10)', () => {
    const answer = passwordRefusalAnswer({ kind: 'tooRecent', minutes: 60 });
    expect(answer.status === 429 ? undefined : [answer.status, answer.error]).toEqual([
      400,
      'PASSWORD_MIN_AGE',
    ]);
    expect(answer.status === 429 ? '' : answer.message).toContain('60 minutes');
  });
});
