import {
  toCodeFailure,
  toSignupFailure,
  type SignupFailure,
} from '../../../src/application/registration/registration-errors';
import type { ServiceError } from '../../../src/application/ports/service-error';
import { rejected } from './registration-fakes';

// Spec §8 "Existing email at registration: 'Registration error. Sign in or reset your password.'",
// "Registration failure: server body passed on, otherwise 'An unexpected error occurred'", "Wrong
// code: 'The code you have entered is not correct.'"; issue 13: wrong, expired and too-many-tries
// codes each with its own message.

describe('which message a refused registration shows', () => {
  it.each<[string, ServiceError, SignupFailure]>([
    [
      '409 USER_EXISTS: the §8 message with its two links',
      rejected('USER_EXISTS', 409),
      { kind: 'emailExists' },
    ],
    [
      'EMAIL_INVALID: under the email field',
      rejected('EMAIL_INVALID'),
      { kind: 'fields', fields: { email: 'validation.email.invalid' } },
    ],
    [
      'POSTAL_CODE_INVALID: under the postal code field',
      rejected('POSTAL_CODE_INVALID'),
      { kind: 'fields', fields: { postalCode: 'validation.postalCode.invalid' } },
    ],
    [
      'PHONE_NUMBER_INVALID: under the phone field',
      rejected('PHONE_NUMBER_INVALID'),
      { kind: 'fields', fields: { phoneNumber: 'validation.phone.invalid' } },
    ],
    [
      'STATE_INVALID: under the region field',
      rejected('STATE_INVALID'),
      { kind: 'fields', fields: { state: 'validation.region.invalid' } },
    ],
    [
      'REQUIRED_FIELDS_MISSING: "Please fill out required fields."',
      rejected('REQUIRED_FIELDS_MISSING'),
      { kind: 'message', messageId: 'validation.required.form' },
    ],
    [
      '§8 a refusal without an error body: "An unexpected error occurred"',
      rejected(''),
      { kind: 'message', messageId: 'registration.unexpected' },
    ],
    [
      '429 RATE_LIMITED: wait and try again',
      rejected('RATE_LIMITED', 429),
      { kind: 'message', messageId: 'error.rateLimited' },
    ],
    [
      'a code the portal does not know: the generic message',
      rejected('SOMETHING_NEW', 500),
      { kind: 'message', messageId: 'error.generic' },
    ],
    [
      'no answer at all',
      { code: 'service.networkFailure' },
      { kind: 'message', messageId: 'error.generic' },
    ],
    [
      'an answer that does not decode',
      { code: 'service.malformedResponse' },
      { kind: 'message', messageId: 'error.generic' },
    ],
  ])('%s', (_case, error, failure) => {
    expect(toSignupFailure(error)).toEqual(failure);
  });
});

describe('which message a refused code or resend shows', () => {
  it.each<[string, ServiceError, string]>([
    [
      '400 CODE_INVALID: §8 "The code you have entered is not correct."',
      rejected('CODE_INVALID'),
      'verification.code.incorrect',
    ],
    [
      '410 CODE_EXPIRED: its own message',
      rejected('CODE_EXPIRED', 410),
      'verification.code.expired',
    ],
    [
      '429 CODE_TRIES_EXCEEDED: its own message',
      rejected('CODE_TRIES_EXCEEDED', 429),
      'verification.code.triesExceeded',
    ],
    ['429 RATE_LIMITED: wait and try again', rejected('RATE_LIMITED', 429), 'error.rateLimited'],
    ['a code the portal does not know', rejected('SOMETHING_NEW', 500), 'error.generic'],
    ['no answer at all', { code: 'service.timeout' }, 'error.generic'],
  ])('%s', (_case, error, messageId) => {
    expect(toCodeFailure(error)).toBe(messageId);
  });
});
