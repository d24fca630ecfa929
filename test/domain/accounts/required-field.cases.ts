import * as E from 'fp-ts/Either';
import {
  checkRequiredFields,
  isBlank,
  validateRequired,
} from '../../../src/domain/accounts/required-field';

describe('required fields — §5 ""Please fill out required fields." and "This field cannot be left blank.""', () => {
  it.each([
    ['', true],
    ['   ', true],
    ['\t\n', true],
    [' a ', false],
  ])('isBlank(%j) is %s', (value, expected) => {
    expect(isBlank(value)).toBe(expected);
  });

  it.each([
    ['', E.left({ code: 'validation.required.blank' })],
    ['  ', E.left({ code: 'validation.required.blank' })],
    [' Acme ', E.right('Acme')],
  ])('validateRequired(%j): "This field cannot be left blank."', (value, expected) => {
    expect(validateRequired(value)).toEqual(expected);
  });

  it.each([
    [{ a: 'x', b: 'y', c: '' }, ['a', 'b'], E.right({ a: 'x', b: 'y', c: '' })],
    [
      { a: ' ', b: 'y', c: '' },
      ['a', 'b', 'c'],
      E.left({ code: 'validation.required.form', fields: ['a', 'c'] }),
    ],
  ] as const)(
    'checkRequiredFields %#: "Please fill out required fields."',
    (form, required, expected) => {
      expect(checkRequiredFields(form, required)).toEqual(expected);
    },
  );
});
