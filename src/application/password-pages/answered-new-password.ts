import type { ServiceError } from '../ports/service-error';
import type { NewPasswordPageState } from './new-password-page.view-model';
import {
  passwordPageRefusal,
  type NewPasswordField,
  type PasswordPageMessageId,
} from './password-page-errors';

type FormState = Extract<NewPasswordPageState, { status: 'form' }>;

export const EMPTY_NEW_PASSWORD_FORM: FormState = {
  status: 'form',
  submitting: false,
  fieldErrors: {},
  formError: undefined,
};

const fieldError = (
  field: NewPasswordField,
  messageId: PasswordPageMessageId,
): FormState['fieldErrors'] =>
  field === 'newPassword' ? { newPassword: messageId } : { retypePassword: messageId };

/**
 * Where a refused new password leaves the page: the expired-link or help-desk screen, or the form
 * again with the refusal under its field or in its banner.
 */
export const stateAfterRefusedSubmit = (error: ServiceError): NewPasswordPageState => {
  const refusal = passwordPageRefusal(error);
  if (refusal.kind === 'linkExpired' || refusal.kind === 'internalAccount') {
    return { status: refusal.kind };
  }
  return refusal.kind === 'field'
    ? { ...EMPTY_NEW_PASSWORD_FORM, fieldErrors: fieldError(refusal.field, refusal.messageId) }
    : { ...EMPTY_NEW_PASSWORD_FORM, formError: refusal.messageId };
};

/**
 * The server's answer to the reset form posted without JavaScript, read from the page's address
 * (docs/decisions/server-rendering.md D-SSR-5): `done=1` once the password is set, or the
 * refusal's code as `formError`; undefined for a page that was not answered.
 */
export const answeredNewPassword = (
  parameter: (name: 'done' | 'formError') => string | null,
): NewPasswordPageState | undefined => {
  if (parameter('done') === '1')
    return { status: 'done', email: undefined, redirectUrl: undefined };
  const code = parameter('formError');
  if (code === null || code === '') return undefined;
  return stateAfterRefusedSubmit({
    code: 'service.rejected',
    status: 400,
    error: code,
    message: '',
  });
};
