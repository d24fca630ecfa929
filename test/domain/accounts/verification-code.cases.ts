import * as E from 'fp-ts/Either';
import {
  EMAIL_DELIVERY_MINUTES,
  validateVerificationCode,
  VERIFICATION_CODE_LENGTH,
} from '../../../src/domain/accounts/verification-code';
import { eachConstantIsAsQuoted } from '../constant-rows';

const incorrect = E.left({ code: 'verification.code.incorrect' });

describe('verification code — §2 "6-character code"; §8 "The code you have entered is not correct."', () => {
  it.each([
    ['123456', E.right('123456')],
    ['aB3dE6', E.right('aB3dE6')],
    [' 123 456 ', E.right('123456')],
    ['12345', incorrect],
    ['1234567', incorrect],
    ['12345!', incorrect],
    ['', incorrect],
  ])('%j', (value, expected) => {
    expect(validateVerificationCode(value)).toEqual(expected);
  });
});

describe('verification code — §2 and §9 constants', () => {
  eachConstantIsAsQuoted([
    [
      '"Reset and verification emails take 1-2 minutes"',
      EMAIL_DELIVERY_MINUTES,
      { min: 1, max: 2 },
    ],
    ['§2 "6-character code"', VERIFICATION_CODE_LENGTH, 6],
  ]);
});
