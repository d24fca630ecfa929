import * as E from 'fp-ts/Either';
import type { PasswordReplacementReason } from './sign-in.state';
import {
  validatePasswordForm,
  type PasswordFormErrors,
  type PasswordFormValues,
} from './password-form-errors';

// Spec §8 login widget "Mismatch: New passwords must match / Passwords must match"; the portal's
// own forms keep §5's "Passwords do not match." (docs/team-decisions.md "Password mismatch text";
// docs/decisions/sign-in-states.md D-SIGNIN-UI-6).

/** The widget's words for a retype that differs, by the password being replaced. */
export const WIDGET_MISMATCH_MESSAGES = {
  expired: 'signInStates.mismatch.newPasswords',
  temporary: 'signInStates.mismatch.passwords',
} as const satisfies Record<PasswordReplacementReason, string>;

const PORTAL_MISMATCH = 'password.retype.mismatch';

/** A refusal of the login widget's replacement step, its mismatch (ours or the server's) in the widget's words. */
export const inWidgetWords = (
  errors: PasswordFormErrors,
  reason: PasswordReplacementReason,
): PasswordFormErrors =>
  errors.fields.retypePassword === PORTAL_MISMATCH
    ? { ...errors, fields: { ...errors.fields, retypePassword: WIDGET_MISMATCH_MESSAGES[reason] } }
    : errors;

/** §5 before anything is sent, for the replacement step: its own required text and mismatch words. */
export const validateReplacementForm = (
  values: PasswordFormValues,
  reason: PasswordReplacementReason,
): E.Either<PasswordFormErrors, PasswordFormValues> =>
  E.mapLeft((errors: PasswordFormErrors) => inWidgetWords(errors, reason))(
    validatePasswordForm(values, reason === 'temporary' ? 'temporary' : 'current'),
  );
