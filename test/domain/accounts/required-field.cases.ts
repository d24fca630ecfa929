import { isBlank } from '../../../src/domain/accounts/required-field';

// "This field cannot be left blank." is each field's rule (email-address, person-name,
// address-fields, postal-code, phone-number, password-change); "Please fill out required fields."
// is the forms' banner (registration-form, src/application/account-area/profile-form.ts).

describe('required fields — §5 ""Please fill out required fields." and "This field cannot be left blank.""', () => {
  it.each([
    ['', true],
    ['   ', true],
    ['\t\n', true],
    [' a ', false],
  ])('isBlank(%j) is %s', (value, expected) => {
    expect(isBlank(value)).toBe(expected);
  });
});
