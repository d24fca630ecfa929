import type { RegistrationField } from '../../domain/accounts/registration-form';
import {
  messageForServerError,
  type ServerErrorMessageId,
} from '../../domain/shared/server-error-messages';
import { PORTAL_MESSAGE_IDS, type PortalMessageId } from '../../domain/shared/portal-messages';
import type { ServiceError } from '../ports/service-error';

// Spec §8 "Existing email at registration: 'Registration error. Sign in or reset your password.'",
// "Registration failure: server body passed on, otherwise 'An unexpected error occurred'", "Wrong
// code"; the server's codes become the portal's own messages (server-error-messages.ts).

/** A message id of the catalogue (domain.json), as the application hands it to the UI. */
export type RegistrationMessageId = ServerErrorMessageId | PortalMessageId;

/** What a refused registration shows: the §8 existing-email message, field errors or one message. */
export type SignupFailure =
  | { readonly kind: 'emailExists' }
  | {
      readonly kind: 'fields';
      readonly fields: Partial<Readonly<Record<RegistrationField, RegistrationMessageId>>>;
    }
  | { readonly kind: 'message'; readonly messageId: RegistrationMessageId };

/** The server's field codes (spec §5 messages) and the field each belongs to. */
const FIELD_OF_CODE: Readonly<Record<string, RegistrationField>> = {
  EMAIL_INVALID: 'email',
  FIRST_NAME_INVALID: 'firstName',
  LAST_NAME_INVALID: 'lastName',
  STREET_INVALID: 'street',
  CITY_INVALID: 'city',
  STATE_INVALID: 'state',
  POSTAL_CODE_INVALID: 'postalCode',
  PHONE_NUMBER_INVALID: 'phoneNumber',
  LANGUAGE_INVALID: 'language',
};

export const toSignupFailure = (error: ServiceError): SignupFailure => {
  if (error.code !== 'service.rejected') return { kind: 'message', messageId: 'error.generic' };
  if (error.error === 'USER_EXISTS') return { kind: 'emailExists' };
  const field = FIELD_OF_CODE[error.error];
  if (field !== undefined)
    return { kind: 'fields', fields: { [field]: messageForServerError(error.error) } };
  // §8: a refusal without an error body is "An unexpected error occurred".
  if (error.error === '')
    return { kind: 'message', messageId: PORTAL_MESSAGE_IDS.registrationUnexpected };
  return { kind: 'message', messageId: messageForServerError(error.error) };
};

/**
 * A refused code or resend: the wrong, expired and too-many-tries codes each have their own
 * message (issue 13); a rate limit says to wait; anything else is the generic message.
 */
export const toCodeFailure = (error: ServiceError): RegistrationMessageId =>
  error.code === 'service.rejected' ? messageForServerError(error.error) : 'error.generic';
