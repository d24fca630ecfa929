import type { RegistrationRefusal } from './registration-outcomes';

/** A refusal as the API answers it: status, the stable code, the spec's text (§8). */
export interface RefusalAnswer {
  readonly status: 400 | 409 | 410 | 429;
  readonly error: string;
  readonly message: string;
}

export const REGISTRATION_MESSAGES = {
  userExists: 'Registration error. Sign in or reset your password.',
  codeInvalid: 'The code you have entered is not correct.',
  codeExpired: 'The code has expired. Please request a new code.',
  codeTriesExceeded: 'Too many incorrect codes. Please request a new code.',
  codeResent: 'A new code has been sent to your email.',
  linkExpired: 'The link you followed has expired.',
  passwordPolicy: 'Your password does not meet the requirements.',
  plaVersion: 'plaVersion must be 1 when the terms are accepted, otherwise 0.',
} as const;

/** The one place a registration refusal becomes HTTP. */
export const registrationRefusalAnswer = (refusal: RegistrationRefusal): RefusalAnswer => {
  switch (refusal.kind) {
    case 'invalidField':
      return { status: 400, ...refusal.failure };
    case 'plaVersionMismatch':
      return {
        status: 400,
        error: 'PLA_VERSION_MISMATCH',
        message: REGISTRATION_MESSAGES.plaVersion,
      };
    case 'userExists':
      return { status: 409, error: 'USER_EXISTS', message: REGISTRATION_MESSAGES.userExists };
    case 'codeInvalid':
      return { status: 400, error: 'CODE_INVALID', message: REGISTRATION_MESSAGES.codeInvalid };
    case 'codeTriesExceeded':
      return {
        status: 429,
        error: 'CODE_TRIES_EXCEEDED',
        message: REGISTRATION_MESSAGES.codeTriesExceeded,
      };
    case 'codeExpired':
      return { status: 410, error: 'CODE_EXPIRED', message: REGISTRATION_MESSAGES.codeExpired };
    case 'linkExpired':
      return { status: 410, error: 'LINK_EXPIRED', message: REGISTRATION_MESSAGES.linkExpired };
    case 'passwordPolicy':
      return {
        status: 400,
        error: 'PASSWORD_REQUIREMENTS_NOT_MET',
        message: REGISTRATION_MESSAGES.passwordPolicy,
      };
  }
};
