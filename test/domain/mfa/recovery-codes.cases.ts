import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import {
  readRecoveryCode,
  RECOVERY_CODE_ALPHABET,
  RECOVERY_CODE_COUNT,
  RECOVERY_CODE_GROUP_LENGTH,
  RECOVERY_CODE_GROUPS,
  RECOVERY_CODE_LENGTH,
  recoveryCodeFrom,
  recoveryCodesLeft,
  RECOVERY_CODES_LOW_AT,
} from '../../../src/domain/mfa/recovery-codes';
import { eachConstantIsAsQuoted } from '../constant-rows';

const incorrect = E.left({ code: 'mfa.recoveryCode.incorrect' });
const indexes = fc.array(fc.integer({ min: 0, max: RECOVERY_CODE_ALPHABET.length - 1 }), {
  minLength: 10,
  maxLength: 10,
});

describe('recovery codes — "ten single-use codes ... warns at three or fewer"', () => {
  eachConstantIsAsQuoted([
    ['"ten single-use codes"', RECOVERY_CODE_COUNT, 10],
    ['"warns at three or fewer"', RECOVERY_CODES_LOW_AT, 3],
    ['two groups of five (D-MFA-3)', [RECOVERY_CODE_GROUPS, RECOVERY_CODE_GROUP_LENGTH], [2, 5]],
    ['ten characters a code (D-MFA-3)', RECOVERY_CODE_LENGTH, 10],
    ['no 0, o, 1, l or i (D-MFA-3)', /[01lio]/.test(RECOVERY_CODE_ALPHABET), false],
  ]);

  it.each([
    [10, 'enough'],
    [4, 'enough'],
    [3, 'few'],
    [1, 'few'],
    [0, 'none'],
  ] as const)('%i left: %s', (left, expected) => {
    expect(recoveryCodesLeft(left)).toBe(expected);
  });
});

describe('recovery codes — shown as two groups, read back however they are typed', () => {
  it('shows the first and last characters of the alphabet as two groups', () => {
    expect(recoveryCodeFrom([0, 1, 2, 3, 4, 26, 27, 28, 29, 30])).toBe('23456-vwxyz');
  });

  it.each([
    ['ABCDE-FGHJK', E.right('abcdefghjk')],
    [' abcde fghjk ', E.right('abcdefghjk')],
    ['abcdefghjk', E.right('abcdefghjk')],
    ['abcde-fghj', incorrect],
    ['abcde-fghjko', incorrect],
    ['abcde-fghj0', incorrect],
    ['', incorrect],
  ])('reads %j', (typed, expected) => {
    expect(readRecoveryCode(typed)).toEqual(expected);
  });

  it.each([
    ['nine characters', [0, 1, 2, 3, 4, 5, 6, 7, 8]],
    ['an index past the alphabet', [0, 1, 2, 3, 4, 5, 6, 7, 8, 31]],
  ])('refuses to make a code of %s', (_case, wrong) => {
    expect(() => recoveryCodeFrom(wrong)).toThrow(RangeError);
  });

  it('reads every code it shows, in upper case or spaced, as itself without the hyphen', () => {
    fc.assert(
      fc.property(indexes, fc.boolean(), (drawn, upper) => {
        const shown = recoveryCodeFrom(drawn);
        expect(shown).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
        const typed = (upper ? shown.toUpperCase() : shown).replace('-', ' ');
        expect(readRecoveryCode(typed)).toEqual(E.right(shown.replace('-', '')));
      }),
    );
  });
});
