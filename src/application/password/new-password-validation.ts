import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import {
  validateNewPassword,
  type NewPasswordForm,
  type PasswordFieldError,
} from '../../domain/accounts/password-change';
import type { NewPasswordField } from './password-page-errors';

/** One field's error of a new-password form: its field and the domain's message code. */
export interface NewPasswordFieldError {
  readonly field: NewPasswordField;
  readonly code: PasswordFieldError['code'];
}

const isNewPasswordError = (
  error: PasswordFieldError,
): error is Extract<PasswordFieldError, { field: NewPasswordField }> =>
  error.field === 'newPassword' || error.field === 'retypePassword';

/**
 * Spec §5 for a password set without the current one (reset, first password): the domain's
 * validateNewPassword, its errors narrowed to the form's two fields (the only ones it reports).
 */
export const validateNewPasswordForm = (
  form: NewPasswordForm,
): E.Either<readonly NewPasswordFieldError[], NewPasswordForm> =>
  pipe(
    validateNewPassword(form),
    E.mapLeft((errors) =>
      errors.filter(isNewPasswordError).map(({ field, code }) => ({ field, code })),
    ),
  );
