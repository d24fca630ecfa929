import fc from 'fast-check';
import {
  messageForServerError,
  SERVER_ERROR_MESSAGES,
} from '../../../src/domain/shared/server-error-messages';

describe('server error codes — shown as the portal’s own message (issue 11, §8)', () => {
  it.each([
    ['USER_EXISTS', 'registration.emailExists'],
    ['CODE_INVALID', 'verification.code.incorrect'],
    ['CODE_EXPIRED', 'verification.code.expired'],
    ['CODE_TRIES_EXCEEDED', 'verification.code.triesExceeded'],
    ['LINK_EXPIRED', 'link.registrationExpired'],
    ['TOKEN_EXPIRED', 'link.resetExpired'],
    ['POSTAL_CODE_INVALID', 'validation.postalCode.invalid'],
    ['E0000069', 'auth.lockedOut'],
    ['PLA_NOT_ACCEPTED', 'terms.declined'],
    ['CSRF_TOKEN_INVALID', 'error.generic'],
  ])('%s → %s', (code, message) => {
    expect(messageForServerError(code)).toBe(message);
  });

  it.each([
    [2007, 'password.requirementsNotMet', '"2007 does not meet requirements"'],
    ['2008', 'password.currentMismatch', '"2008 current password does not match"'],
    [2011, 'password.history', '"2011 must differ from last 5"'],
    [
      ' 2012 ',
      'password.expiredResetFailed',
      '"2012 error resetting expired password, use forgot password"',
    ],
    [' 2007 ', 'password.requirementsNotMet', 'a code with spaces around it'],
    [2010, 'error.generic', '"anything else generic"'],
  ])(
    '§8 "Password-change codes", as a number or a string: %j → %s (%s)',
    (code, message, _sentence) => {
      expect(messageForServerError(code)).toBe(message);
    },
  );

  it.each([undefined, null, '', 'NO_SUCH_CODE', 'toString', '__proto__', 'constructor'])(
    'an unknown or missing code (%j) is the generic message',
    (code) => {
      expect(messageForServerError(code)).toBe('error.generic');
    },
  );

  it('every answer is one of the table’s message ids', () => {
    const ids = new Set<string>(Object.values(SERVER_ERROR_MESSAGES));
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.constantFrom(...Object.keys(SERVER_ERROR_MESSAGES))),
        (code) => ids.has(messageForServerError(code)),
      ),
    );
  });
});
