import * as E from 'fp-ts/Either';
import {
  validateNewPassword,
  validatePasswordChange,
  validatePasswordReset,
} from '../../../src/domain/accounts/password-change';

const good = 'Abcdefgh1!';
const other = 'Zyxwvuts9?';

describe('password forms — §5', () => {
  it.each([
    [{ newPassword: good, retypePassword: good }, []],
    [
      { newPassword: good, retypePassword: other },
      [{ field: 'retypePassword', code: 'password.retype.mismatch' }],
    ],
    [
      { newPassword: '', retypePassword: '' },
      [{ field: 'newPassword', code: 'validation.required.blank' }],
    ],
    [
      { newPassword: 'short', retypePassword: 'short' },
      [
        {
          field: 'newPassword',
          code: 'password.policy.notMet',
          unmet: ['minLength', 'uppercase', 'number', 'specialCharacter'],
        },
      ],
    ],
  ])(
    'validateNewPassword %#: "New and retype must match ("Passwords do not match.")"',
    (form, errors) => {
      expect(validateNewPassword(form)).toEqual(
        errors.length === 0 ? E.right(form) : E.left(errors),
      );
    },
  );

  it.each([
    [{ currentPassword: other, newPassword: good, retypePassword: good }, [], 'a valid change'],
    [
      { currentPassword: '', newPassword: good, retypePassword: good },
      [{ field: 'currentPassword', code: 'validation.required.blank' }],
      '"Old password required."',
    ],
    [
      { currentPassword: good, newPassword: good, retypePassword: good },
      [{ field: 'newPassword', code: 'password.new.sameAsCurrent' }],
      '"New must differ from current ("Password cannot be the same as the current password")"',
    ],
    [
      { currentPassword: '', newPassword: '', retypePassword: 'x' },
      [
        { field: 'currentPassword', code: 'validation.required.blank' },
        { field: 'newPassword', code: 'validation.required.blank' },
        { field: 'retypePassword', code: 'password.retype.mismatch' },
      ],
      'every error at once',
    ],
    [
      { currentPassword: '', newPassword: good, retypePassword: good },
      [{ field: 'currentPassword', code: 'validation.required.blank' }],
      'an empty current password is never "the same"',
    ],
  ])('validatePasswordChange %#: %s', (form, errors, _sentence) => {
    expect(validatePasswordChange(form)).toEqual(
      errors.length === 0 ? E.right(form) : E.left(errors),
    );
  });

  it.each([
    [
      { temporaryPassword: 'Temp0rary!', newPassword: good, retypePassword: good },
      [],
      'a valid reset',
    ],
    [
      { temporaryPassword: '', newPassword: good, retypePassword: good },
      [{ field: 'temporaryPassword', code: 'password.temporary.required' }],
      '"Temporary password required on reset ("Please provide your temporary password.")"',
    ],
    [
      { temporaryPassword: good, newPassword: good, retypePassword: good },
      [{ field: 'newPassword', code: 'password.new.sameAsCurrent' }],
      'the new password must differ from the temporary one',
    ],
  ])('validatePasswordReset %#: %s', (form, errors, _sentence) => {
    expect(validatePasswordReset(form)).toEqual(
      errors.length === 0 ? E.right(form) : E.left(errors),
    );
  });
});
