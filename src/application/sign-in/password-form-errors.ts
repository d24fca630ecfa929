import * as E from 'fp-ts/Either';
import type { passwordMinimumAgeMessage } from '../../domain/accounts/password-age';
import {
  validatePasswordChange,
  validatePasswordReset,
  type PasswordFieldError,
} from '../../domain/accounts/password-change';
import {
  messageForServerError,
  type ServerErrorMessageId,
} from '../../domain/shared/server-error-messages';
import type { ServiceError } from '../ports/service-error';

// Spec §8 "Password-change codes: 2007 does not meet requirements; 2008 current password does not
// match; 2011 must differ from last 5; 2012 error resetting expired password, use forgot password;
// anything else generic", shown at the field each one concerns (docs/decisions/sign-in-states.md
// D-SIGNIN-UI-3).

/** The fields of the password-expired and change-password forms. */
export interface PasswordFormValues {
  /** The password in use: the expired, temporary or current one. */
  readonly currentPassword: string;
  readonly newPassword: string;
  readonly retypePassword: string;
}

export type PasswordFormField = keyof PasswordFormValues;

export type PasswordFormMessageId =
  | ServerErrorMessageId
  | PasswordFieldError['code']
  | 'auth.lockedOut'
  | 'session.expired'
  /** The login widget's own mismatch words (widget-mismatch.ts). */
  | 'signInStates.mismatch.newPasswords'
  | 'signInStates.mismatch.passwords';

export interface PasswordFormErrors {
  readonly fields: Readonly<Partial<Record<PasswordFormField, PasswordFormMessageId>>>;
  readonly form?: PasswordFormMessageId;
  /** Said after `form`: the minimum age that refused the change, in the policy's unit (D-PWD-10). */
  readonly formDetail?: ReturnType<typeof passwordMinimumAgeMessage>;
  /** 2012 "use forgot password": the form's message offers the way to a reset. */
  readonly offerReset?: true;
}

/** What a refused password change means for the page. */
export type PasswordChangeRefusal =
  | { readonly kind: 'errors'; readonly errors: PasswordFormErrors }
  /** INTERNAL_ACCOUNT: the account's password is not the portal's to set (spec §6). */
  | { readonly kind: 'internalAccount' };

const FIELD_OF_CODE: Readonly<Partial<Record<string, PasswordFormField>>> = {
  '2007': 'newPassword',
  PASSWORD_REQUIREMENTS_NOT_MET: 'newPassword',
  '2008': 'currentPassword',
  '2011': 'newPassword',
  PASSWORD_SAME_AS_CURRENT: 'newPassword',
  PASSWORDS_DO_NOT_MATCH: 'retypePassword',
};

/** A refused change in the user's words, placed at the field it concerns. */
export const passwordChangeRefusalOf = (error: ServiceError): PasswordChangeRefusal => {
  if (error.code === 'service.unauthorized') {
    return { kind: 'errors', errors: { fields: {}, form: 'session.expired' } };
  }
  if (error.code !== 'service.rejected') {
    return { kind: 'errors', errors: { fields: {}, form: 'error.generic' } };
  }
  if (error.error === 'INTERNAL_ACCOUNT') return { kind: 'internalAccount' };
  const message = messageForServerError(error.error);
  const field = FIELD_OF_CODE[error.error];
  if (field !== undefined) return { kind: 'errors', errors: { fields: { [field]: message } } };
  if (error.error === '2012') {
    return { kind: 'errors', errors: { fields: {}, form: message, offerReset: true } };
  }
  // changePassword answers a locked account with E0000069: the sign-in lockout's own words.
  return { kind: 'errors', errors: { fields: {}, form: message } };
};

/**
 * §5 before anything is sent: every field required, new and retype match, new differs from the
 * current one and meets the policy. A temporary password's own "Please provide your temporary
 * password." when it is the one being replaced.
 */
export const validatePasswordForm = (
  values: PasswordFormValues,
  replacing: 'current' | 'temporary',
): E.Either<PasswordFormErrors, PasswordFormValues> => {
  const checked: E.Either<readonly PasswordFieldError[], unknown> =
    replacing === 'temporary'
      ? validatePasswordReset({
          temporaryPassword: values.currentPassword,
          newPassword: values.newPassword,
          retypePassword: values.retypePassword,
        })
      : validatePasswordChange(values);
  if (E.isRight(checked)) return E.right(values);
  const fields: Partial<Record<PasswordFormField, PasswordFormMessageId>> = {};
  for (const error of checked.left) {
    const field = error.field === 'temporaryPassword' ? 'currentPassword' : error.field;
    fields[field] ??= error.code;
  }
  return E.left({ fields });
};

/**
 * The checklist's own line "Differs from your current password" (spec §5 "New must differ from
 * current"): met once the new password is typed and is not the current one.
 */
export const differsFromCurrent = (current: string, typed: string): 'met' | 'unmet' =>
  typed !== '' && typed !== current ? 'met' : 'unmet';
