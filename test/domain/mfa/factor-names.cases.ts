import * as E from 'fp-ts/Either';
import { FACTOR_NAME_MAX_LENGTH, validateFactorName } from '../../../src/domain/mfa/factor-names';
import { eachConstantIsAsQuoted } from '../constant-rows';

describe('factor names — "named by the user"; "rename ... each factor"', () => {
  eachConstantIsAsQuoted([['at most 64 characters (D-MFA-5)', FACTOR_NAME_MAX_LENGTH, 64]]);

  it.each([
    ['Work laptop', E.right('Work laptop')],
    ['  Phone   in\tpocket ', E.right('Phone in pocket')],
    ['Ключ\u0007 Anna', E.right('Ключ Anna')],
    ['   ', E.left({ code: 'mfa.factorName.required' })],
    ['\u0000', E.left({ code: 'mfa.factorName.required' })],
    ['x'.repeat(64), E.right('x'.repeat(64))],
    ['😀'.repeat(64), E.right('😀'.repeat(64))],
    ['x'.repeat(65), E.left({ code: 'mfa.factorName.tooLong' })],
  ])('%j', (typed, expected) => {
    expect(validateFactorName(typed)).toEqual(expected);
  });
});
