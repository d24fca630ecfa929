import {
  registrationRefusalAnswer,
  type RefusalAnswer,
} from '../../server/accounts/registration-replies';
import type { RegistrationRefusal } from '../../server/accounts/registration-outcomes';

// Issue 16 "services return typed outcomes; routes map them to HTTP status and message": every
// refusal of the registration service, and what the API answers for it (spec §8 texts).

const CASES: readonly (readonly [RegistrationRefusal, RefusalAnswer])[] = [
  [
    {
      kind: 'invalidField',
      failure: { error: 'EMAIL_INVALID', message: 'Please enter a valid email address.' },
    },
    { status: 400, error: 'EMAIL_INVALID', message: 'Please enter a valid email address.' },
  ],
  [
    { kind: 'plaVersionMismatch' },
    {
      status: 400,
      error: 'PLA_VERSION_MISMATCH',
      message: 'plaVersion must be 1 when the terms are accepted, otherwise 0.',
    },
  ],
  [
    { kind: 'userExists' },
    {
      status: 409,
      error: 'USER_EXISTS',
      message: 'Registration error. Sign in or reset your password.',
    },
  ],
  [
    { kind: 'codeInvalid' },
    { status: 400, error: 'CODE_INVALID', message: 'The code you have entered is not correct.' },
  ],
  [
    { kind: 'codeTriesExceeded' },
    {
      status: 429,
      error: 'CODE_TRIES_EXCEEDED',
      message: 'Too many incorrect codes. Please request a new code.',
    },
  ],
  [
    { kind: 'codeExpired' },
    {
      status: 410,
      error: 'CODE_EXPIRED',
      message: 'The code has expired. Please request a new code.',
    },
  ],
  [
    { kind: 'linkExpired' },
    { status: 410, error: 'LINK_EXPIRED', message: 'The link you followed has expired.' },
  ],
  [
    { kind: 'passwordPolicy' },
    {
      status: 400,
      error: 'PASSWORD_REQUIREMENTS_NOT_MET',
      message: 'Your password does not meet the requirements.',
    },
  ],
];

describe('a registration refusal in HTTP', () => {
  it.each(CASES.map(([refusal, answer]) => [refusal.kind, refusal, answer] as const))(
    '%s',
    (_kind, refusal, answer) => {
      expect(registrationRefusalAnswer(refusal)).toEqual(answer);
    },
  );
});
