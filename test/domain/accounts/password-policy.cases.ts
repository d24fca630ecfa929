import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import {
  DIACRITICS_NOTE_COUNTRIES,
  PASSWORD_HISTORY_COUNT,
  PASSWORD_MIN_LENGTH,
  passwordChecklist,
  type PasswordRule,
  validatePasswordPolicy,
} from '../../../src/domain/accounts/password-policy';
import { eachConstantIsAsQuoted } from '../constant-rows';

const statuses = (password: string) =>
  Object.fromEntries(passwordChecklist(password, 'US').map((check) => [check.rule, check.status]));

describe('password policy — §5 "minimum 10 characters, one lowercase, one uppercase, one number, one special character, not among the last 5" (D-DOM-15)', () => {
  it.each<[string, PasswordRule[]]>([
    ['Abcdefgh1!', []],
    ['Abcdefg1!', ['minLength']],
    ['ABCDEFGH1!', ['lowercase']],
    ['abcdefgh1!', ['uppercase']],
    ['Abcdefghi!', ['number']],
    ['Abcdefghi1', ['specialCharacter']],
    ['', ['minLength', 'lowercase', 'uppercase', 'number', 'specialCharacter']],
    ['Ábcdéfgh1!', ['uppercase']],
    ['ÁBCDÉFGH1!', ['lowercase']],
    ['ábcdéfgh1!', ['uppercase']],
    ['Abcdefgh1 ', ['specialCharacter']],
    ['Abcdefgh1€', ['specialCharacter']],
    ['Abcdefgh1~', []],
    ['Abcdefgh1/', []],
    ['Abcdefgh1:', []],
    ['Abcdefgh1@', []],
    ['Abcdefgh1[', []],
    ['Abcdefgh1`', []],
    ['Abcdefgh1{', []],
    ['Ab1!😀😀😀😀😀😀', []],
    ['Ab1!😀😀😀😀😀', ['minLength']],
  ])('%j fails %j', (password, unmet) => {
    expect(validatePasswordPolicy(password)).toEqual(
      unmet.length === 0 ? E.right(password) : E.left({ code: 'password.policy.notMet', unmet }),
    );
    for (const rule of [
      'minLength',
      'lowercase',
      'uppercase',
      'number',
      'specialCharacter',
    ] as const) {
      expect(statuses(password)[rule]).toBe(unmet.includes(rule) ? 'unmet' : 'met');
    }
  });

  it('the checklist lists every rule in order; "not among the last 5" is the server\'s', () => {
    expect(passwordChecklist('abc', 'US')).toEqual([
      {
        rule: 'minLength',
        status: 'unmet',
        messageId: 'password.rule.minLength',
        values: { count: 10 },
      },
      { rule: 'lowercase', status: 'met', messageId: 'password.rule.lowercase' },
      { rule: 'uppercase', status: 'unmet', messageId: 'password.rule.uppercase' },
      { rule: 'number', status: 'unmet', messageId: 'password.rule.number' },
      { rule: 'specialCharacter', status: 'unmet', messageId: 'password.rule.specialCharacter' },
      {
        rule: 'notRecentlyUsed',
        status: 'checkedByServer',
        messageId: 'password.rule.notRecentlyUsed',
        values: { count: 5 },
      },
    ]);
  });

  it('"Czech, Swiss, Hungarian and Polish texts say letters without diacritics"', () => {
    expect(DIACRITICS_NOTE_COUNTRIES).toEqual(['CZ', 'CH', 'HU', 'PL']);
    for (const country of ['CZ', 'CH', 'HU', 'PL'] as const) {
      const ids = passwordChecklist('x', country).map((check) => check.messageId);
      expect(ids).toEqual([
        'password.rule.minLength',
        'password.rule.lowercaseWithoutDiacritics',
        'password.rule.uppercaseWithoutDiacritics',
        'password.rule.number',
        'password.rule.specialCharacter',
        'password.rule.notRecentlyUsed',
      ]);
    }
    expect(passwordChecklist('x', 'SE').map((check) => check.messageId)).toContain(
      'password.rule.lowercase',
    );
  });

  it('property: the checklist and the validator agree', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 16 }), (password) => {
        const unmet = passwordChecklist(password, 'GB')
          .filter((check) => check.status === 'unmet')
          .map((check) => check.rule);
        const result = validatePasswordPolicy(password);
        expect(E.isLeft(result) ? result.left.unmet : []).toEqual(unmet);
      }),
    );
  });

  it('property: ten or more characters holding each class always pass', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-z]$/),
        fc.stringMatching(/^[A-Z]$/),
        fc.stringMatching(/^[0-9]$/),
        fc.constantFrom(...'!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~'),
        fc.string({ minLength: 6, maxLength: 20 }),
        (lower, upper, digit, special, rest) => {
          expect(
            E.isRight(validatePasswordPolicy(`${rest}${lower}${upper}${digit}${special}`)),
          ).toBe(true);
        },
      ),
    );
  });
});

describe('password policy — §9 constants', () => {
  eachConstantIsAsQuoted([
    ['"Password minimum length 10"', PASSWORD_MIN_LENGTH, 10],
    ['"history 5"', PASSWORD_HISTORY_COUNT, 5],
  ]);
});
