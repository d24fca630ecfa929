import {
  messageForServerError,
  type ServerErrorMessageId,
} from '../../domain/shared/server-error-messages';
import type { ServiceError } from '../ports/service-error';

// Spec §8: what the password pages (forgot, reset, set the first password) do with each answer
// of the services. A code is shown with the portal's own message for it
// (src/domain/shared/server-error-messages.ts), never the server's English text; some answers
// are not a message on the form but another screen (the link has expired, an internal account).

/** The two fields of a new password (src/domain/accounts/password-change.ts). */
export type NewPasswordField = 'newPassword' | 'retypePassword';

/** A message the password pages show: a §8 code's, or the portal's own (maintenance). */
export type PasswordPageMessageId = ServerErrorMessageId | 'maintenance.underMaintenance';

export type PasswordPageRefusal =
  /** The answer is about one field: shown under it, the field focused. */
  | {
      readonly kind: 'field';
      readonly field: NewPasswordField;
      readonly messageId: PasswordPageMessageId;
    }
  /** §8 "Your link has expired." / "The link you followed has expired.": the expired-link page. */
  | { readonly kind: 'linkExpired' }
  /** §6 "Internal provider accounts cannot set or reset passwords": the help-desk page. */
  | { readonly kind: 'internalAccount' }
  /** Anything else: the form's banner, what was typed kept for another try. */
  | { readonly kind: 'form'; readonly messageId: PasswordPageMessageId };

/** Codes that say the link (reset token, registration token) cannot be used any more. */
const LINK_GONE: readonly string[] = ['TOKEN_EXPIRED', 'TOKEN_INVALID', 'LINK_EXPIRED'];

/**
 * Codes about the new password itself (docs/decisions/accounts-backend.md D-PWD-2, D-API-REG-1).
 */
const FIELD_OF_CODE: Readonly<Record<string, NewPasswordField>> = {
  '2007': 'newPassword',
  '2011': 'newPassword',
  PASSWORD_REQUIREMENTS_NOT_MET: 'newPassword',
  PASSWORD_SAME_AS_CURRENT: 'newPassword',
  PASSWORDS_DO_NOT_MATCH: 'retypePassword',
};

/**
 * The message for a call that got no answer with a code: the under-maintenance text when the
 * services say so, else §8's generic "Sorry, something went wrong. Please try again later."
 */
export const unansweredCallMessage = (error: ServiceError): PasswordPageMessageId =>
  error.code === 'service.underMaintenance'
    ? 'maintenance.underMaintenance'
    : messageForServerError(error.code === 'service.rejected' ? error.error : undefined);

/** What a password page does with a refused call (reset, first password, reset-link request). */
export const passwordPageRefusal = (error: ServiceError): PasswordPageRefusal => {
  if (error.code !== 'service.rejected')
    return { kind: 'form', messageId: unansweredCallMessage(error) };
  if (LINK_GONE.includes(error.error)) return { kind: 'linkExpired' };
  if (error.error === 'INTERNAL_ACCOUNT') return { kind: 'internalAccount' };
  const messageId = messageForServerError(error.error);
  const field = FIELD_OF_CODE[error.error];
  return field === undefined ? { kind: 'form', messageId } : { kind: 'field', field, messageId };
};
