import { amrOf } from '../../../src/domain/mfa/authentication-methods';

describe('amr — "The id token\'s amr names the factors used" (RFC 8176)', () => {
  it.each([
    ['the password alone', ['password'], ['pwd']],
    ['the password and an app code', ['password', 'totp'], ['pwd', 'otp', 'mfa']],
    ['the password and a recovery code', ['password', 'recoveryCode'], ['pwd', 'otp', 'mfa']],
    ['the password and a passkey', ['password', 'passkey'], ['pwd', 'hwk', 'user', 'mfa']],
    ['a passkey alone', ['passkey'], ['hwk', 'user', 'mfa']],
    [
      'the password and a passkey whose device did not check its owner',
      ['password', 'passkeyUnverified'],
      ['pwd', 'hwk', 'mfa'],
    ],
  ] as const)('%s', (_case, proofs, expected) => {
    expect(amrOf(proofs)).toEqual(expected);
  });
});
