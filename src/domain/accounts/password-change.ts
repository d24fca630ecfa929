import * as E from 'fp-ts/Either';
import { validatePasswordPolicy, type PasswordRule } from './password-policy';
import { BLANK_FIELD, type BlankField } from './validation-error';

// Spec §5 "New and retype must match ("Passwords do not match."). New must differ from current
// ("Password cannot be the same as the current password"). Old password required. Temporary
// password required on reset ("Please provide your temporary password.")." A blank current or
// new password gets "This field cannot be left blank." (§5 required fields).

export type PasswordFieldError =
  | { readonly field: 'currentPassword'; readonly code: BlankField }
  | { readonly field: 'temporaryPassword'; readonly code: 'password.temporary.required' }
  | { readonly field: 'newPassword'; readonly code: BlankField }
  | {
      readonly field: 'newPassword';
      readonly code: 'password.policy.notMet';
      readonly unmet: readonly PasswordRule[];
    }
  | { readonly field: 'newPassword'; readonly code: 'password.new.sameAsCurrent' }
  | { readonly field: 'retypePassword'; readonly code: 'password.retype.mismatch' };

export interface NewPasswordForm {
  readonly newPassword: string;
  readonly retypePassword: string;
}

const newPasswordErrors = (form: NewPasswordForm, current?: string): PasswordFieldError[] => {
  const errors: PasswordFieldError[] = [];
  if (form.newPassword === '') {
    errors.push({ field: 'newPassword', code: BLANK_FIELD });
  } else if (current !== undefined && current !== '' && form.newPassword === current) {
    errors.push({ field: 'newPassword', code: 'password.new.sameAsCurrent' });
  } else {
    const policy = validatePasswordPolicy(form.newPassword);
    if (E.isLeft(policy)) errors.push({ field: 'newPassword', ...policy.left });
  }
  if (form.retypePassword !== form.newPassword) {
    errors.push({ field: 'retypePassword', code: 'password.retype.mismatch' });
  }
  return errors;
};

const result = <Form>(form: Form, errors: readonly PasswordFieldError[]) =>
  errors.length > 0 ? E.left(errors) : E.right(form);

/** Setting a first password (registration, set-password): new and retype. */
export const validateNewPassword = (
  form: NewPasswordForm,
): E.Either<readonly PasswordFieldError[], NewPasswordForm> =>
  result(form, newPasswordErrors(form));

export interface PasswordChangeForm extends NewPasswordForm {
  readonly currentPassword: string;
}

/** Account → Change Password: old password required, new differs from it, retype matches. */
export const validatePasswordChange = (
  form: PasswordChangeForm,
): E.Either<readonly PasswordFieldError[], PasswordChangeForm> =>
  result(form, [
    ...(form.currentPassword === ''
      ? [{ field: 'currentPassword', code: BLANK_FIELD } as const]
      : []),
    ...newPasswordErrors(form, form.currentPassword),
  ]);

export interface PasswordResetForm extends NewPasswordForm {
  readonly temporaryPassword: string;
}

/** Reset with a temporary password: it is required, and the new one must differ from it. */
export const validatePasswordReset = (
  form: PasswordResetForm,
): E.Either<readonly PasswordFieldError[], PasswordResetForm> =>
  result(form, [
    ...(form.temporaryPassword === ''
      ? [{ field: 'temporaryPassword', code: 'password.temporary.required' } as const]
      : []),
    ...newPasswordErrors(form, form.temporaryPassword),
  ]);
