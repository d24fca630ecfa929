import * as E from 'fp-ts/Either';
import type { PasswordGateway, ResetLinkRequest } from '../ports/password-gateway.port';
import { Store } from '../view-model-store';
import { passwordPageRefusal, type PasswordPageMessageId } from './password-page-errors';
import type { PasswordLink } from './password-link';
import type { ServiceError } from '../ports/service-error';
import { validateEmail, type EmailError } from '../../domain/accounts/email-address';

/**
 * Spec §2 "forgot password with confirmation". `sent` reads the same whether or not the address
 * has an account (docs/decisions/accounts-backend.md D-PWD-6): the server answers alike and so does
 * the page.
 */
export type ForgotPasswordViewModel =
  | {
      readonly screen: 'form';
      readonly submitting: boolean;
      readonly formError: PasswordPageMessageId | EmailError['code'] | undefined;
    }
  | { readonly screen: 'sent'; readonly email: string };

/**
 * The values a reset link should carry on (the flow the user is in:
 * docs/decisions/accounts-backend.md D-PWD-5).
 */
export type ResetLinkContext = Omit<ResetLinkRequest, 'email'>;

/** The flow values of the page's address (the same names a reset link carries). */
export const resetLinkContextOf = (carried: PasswordLink['carried']): ResetLinkContext => ({
  encryptedDuns: carried.encryptedDuns,
  flow: carried.flow,
  countryId: carried.countryId,
  redirectUrl: carried.redirect_url,
  appId: carried.app_id,
  payload: carried.payload,
});

const FORM: ForgotPasswordViewModel = { screen: 'form', submitting: false, formError: undefined };

/** The banner's message for a refused request: never about an account (no enumeration). */
const formErrorOf = (error: ServiceError): PasswordPageMessageId => {
  const refusal = passwordPageRefusal(error);
  return refusal.kind === 'form' ? refusal.messageId : 'error.generic';
};

/**
 * The page as the server left it after the form was posted without JavaScript
 * (server/http/form-posts.ts): `sent=1` with the address as `uid`, or the refusal's `formError`.
 */
export const answeredForgotPassword = (
  parameter: (name: 'sent' | 'uid' | 'formError') => string | null,
): ForgotPasswordViewModel => {
  const email = parameter('uid');
  if (parameter('sent') === '1' && email !== null && email !== '') return { screen: 'sent', email };
  const code = parameter('formError');
  if (code === null) return FORM;
  // The server refused the address's shape: the domain says how, as the page would have.
  const invalid = code === 'VALIDATION_ERROR' ? validateEmail(email ?? '') : undefined;
  return {
    screen: 'form',
    submitting: false,
    formError:
      invalid !== undefined && E.isLeft(invalid)
        ? invalid.left.code
        : formErrorOf({ code: 'service.rejected', status: 400, error: code, message: '' }),
  };
};

/** /forgot-password: the address → POST /auth/forgotPassword → "check your email". */
export class ForgotPassword extends Store<ForgotPasswordViewModel> {
  constructor(
    private readonly passwords: PasswordGateway,
    private readonly context: ResetLinkContext,
    initial: ForgotPasswordViewModel = FORM,
  ) {
    super(initial);
  }

  /** Where the form posts when the page runs without JavaScript. */
  get formAction(): string {
    return this.passwords.passwordResetFormAction(this.context);
  }

  /** `email` as the domain's validation returned it (trimmed, valid). */
  async submit(email: string): Promise<void> {
    const current = this.snapshot;
    if (current.screen !== 'form' || current.submitting) return;
    this.set({ screen: 'form', submitting: true, formError: undefined });
    const sent = await this.passwords.requestPasswordReset({ ...this.context, email })();
    if (E.isRight(sent)) {
      this.set({ screen: 'sent', email });
      return;
    }
    this.set({ screen: 'form', submitting: false, formError: formErrorOf(sent.left) });
  }

  /** "Send another link": the form again, the address kept by the page. */
  again(): void {
    this.set(FORM);
  }
}
