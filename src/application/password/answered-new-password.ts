import type { ServiceError } from '../ports/service-error';
import type { NewPasswordPageState } from './new-password-page.view-model';
import type { PasswordLinkPurpose } from './password-link';
import {
  passwordPageRefusal,
  unansweredCallMessage,
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
 * Where a confirm link that was not followed leaves the page: the expired-link or help-desk
 * screen, else "try again" (the link may still be good).
 */
export const stateAfterRefusedCheck = (error: ServiceError): NewPasswordPageState => {
  const refusal = passwordPageRefusal(error);
  if (refusal.kind === 'linkExpired' || refusal.kind === 'internalAccount') {
    return { status: refusal.kind };
  }
  return { status: 'checkFailed', messageId: unansweredCallMessage(error) };
};

/** A refusal's code, as the server put it in the page's address. */
const refusedWith = (code: string): ServiceError => ({
  code: 'service.rejected',
  status: 400,
  error: code,
  message: '',
});

/**
 * The server's answer to a form of the page posted without JavaScript, read from the page's
 * address (docs/decisions/server-rendering.md D-SSR-5): on the reset and set-password pages
 * `done=1` once the password is set (with the account's address as `uid` after a registration),
 * or the refusal's code as `formError`; on the confirm page the refusal of the link. Undefined for
 * a page that was not answered.
 */
export const answeredNewPassword = (
  purpose: PasswordLinkPurpose,
  parameter: (name: 'done' | 'formError' | 'uid') => string | null,
): NewPasswordPageState | undefined => {
  const code = parameter('formError');
  const refused = code !== null && code !== '';
  if (purpose === 'confirmRegistration')
    return refused ? stateAfterRefusedCheck(refusedWith(code)) : undefined;
  if (parameter('done') === '1') {
    const email = parameter('uid');
    return {
      status: 'done',
      email: email === null || email === '' ? undefined : email,
      redirectUrl: undefined,
    };
  }
  return refused ? stateAfterRefusedSubmit(refusedWith(code)) : undefined;
};
