import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import {
  acceptTotpStep,
  readTotpCode,
  TOTP_DRIFT_STEPS,
  TOTP_SETTINGS,
  totpStepAt,
} from '../../../src/domain/mfa/one-time-codes';
import { eachConstantIsAsQuoted } from '../constant-rows';

const incorrect = E.left({ code: 'mfa.code.incorrect' });
const used = E.left({ code: 'mfa.code.used' });

describe('authenticator codes — "RFC 6238: SHA-1, 6 digits, 30 s"', () => {
  eachConstantIsAsQuoted([
    ['"SHA-1, 6 digits, 30 s"', TOTP_SETTINGS, { algorithm: 'SHA1', digits: 6, periodSeconds: 30 }],
    ['one step of drift either side (D-MFA-2)', TOTP_DRIFT_STEPS, 1],
  ]);

  it.each([
    ['123456', E.right('123456')],
    ['123 456', E.right('123456')],
    [' 012345\n', E.right('012345')],
    ['12345', incorrect],
    ['1234567', incorrect],
    ['12345a', incorrect],
    ['', incorrect],
  ])('reads %j', (typed, expected) => {
    expect(readTotpCode(typed)).toEqual(expected);
  });

  it.each([
    [0, 0],
    [29, 0],
    [30, 1],
    [59, 1],
    [1_764_000_000, 58_800_000],
  ])('the instant %i falls in step %i', (seconds, step) => {
    expect(totpStepAt(seconds)).toBe(step);
  });
});

describe('authenticator codes — "a TOTP code is accepted once within its window"', () => {
  it.each([
    ['matched no step of the window', undefined, undefined, incorrect],
    ['first use of the factor', 100, undefined, E.right(100)],
    ['a later step', 101, 100, E.right(101)],
    ['the same step again (a replay)', 100, 100, used],
    ['an earlier step than one already used', 99, 100, used],
  ])('%s', (_case, matched, last, expected) => {
    expect(acceptTotpStep(matched, last)).toEqual(expected);
  });

  it('the steps accepted one after another only ever increase', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 1_000 })), (matches) => {
        let last: number | undefined;
        const accepted: number[] = [];
        for (const matched of matches) {
          const outcome = acceptTotpStep(matched, last);
          if (E.isRight(outcome)) {
            accepted.push(outcome.right);
            last = outcome.right;
          }
        }
        expect([...accepted].sort((a, b) => a - b)).toEqual(accepted);
        expect(new Set(accepted).size).toBe(accepted.length);
      }),
    );
  });
});
