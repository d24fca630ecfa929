import { toPasswordChangeError } from '../../../src/domain/accounts/password-change-errors';

describe('password-change errors — §8 "Password-change codes"', () => {
  it.each([
    [2007, 'password.requirementsNotMet', '"2007 does not meet requirements"'],
    ['2008', 'password.currentMismatch', '"2008 current password does not match"'],
    [
      2011,
      'password.history',
      '"2011 must differ from last 5" (ARCHITECTURE.md: password.history)',
    ],
    [
      ' 2012 ',
      'password.expiredResetFailed',
      '"2012 error resetting expired password, use forgot password"',
    ],
    [2010, 'error.generic', '"anything else generic"'],
    ['constructor', 'error.generic', 'no inherited property passes as a code'],
    [null, 'error.generic', 'no code'],
    [undefined, 'error.generic', 'no code'],
  ])('%j → %s: %s', (code, expected, _sentence) => {
    expect(toPasswordChangeError(code)).toEqual({ code: expected });
  });
});
