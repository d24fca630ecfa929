import { LOCKOUT_WAIT_MINUTES, toSignInError } from '../../../src/domain/accounts/sign-in-errors';
import { eachConstantIsAsQuoted } from '../constant-rows';

describe('sign-in errors — §8 "Login widget"', () => {
  it.each([
    [
      'E0000004',
      'auth.invalidCredentials',
      '"E0000004: The user name or password you entered does not match our records."',
    ],
    [
      'E0000014',
      'auth.passwordChangeInvalidCredentials',
      '"E0000014: Password change failed due to following reason: Invalid Credentials"',
    ],
    ['E0000069', 'auth.lockedOut', '"Locked out: account locked for security reasons"'],
    ['LOCKED_OUT', 'auth.lockedOut', '"Locked out"'],
    [
      'PASSWORD_EXPIRED',
      'auth.passwordExpired',
      '§4 "password expired (must reset)"; §8 "Password is expired, please reset."',
    ],
    ['PASSWORD_TEMPORARY', 'auth.passwordTemporary', '§4 "temporary password (must be changed)"'],
    ['RATE_LIMITED', 'auth.rateLimited', 'D-ABUSE-1 "too many attempts" (429)'],
    ['E0000001', 'auth.unexpected', '"Unexpected error: There was an unexpected internal error."'],
    [undefined, 'auth.unexpected', 'no code'],
    ['constructor', 'auth.unexpected', 'no inherited property passes as a code'],
    ['__proto__', 'auth.unexpected', 'no inherited property passes as a code'],
  ])('%j → %s: %s', (code, expected, _sentence) => {
    expect(toSignInError(code)).toEqual({ code: expected });
  });
});

describe('sign-in errors — §9 constants', () => {
  eachConstantIsAsQuoted([['"Lock-out wait 30 minutes"', LOCKOUT_WAIT_MINUTES, 30]]);
});
