import * as E from 'fp-ts/Either';
import { BehaviorSubject, type Observable } from 'rxjs';
import type { PasswordGateway, ResetLinkRequest } from '../ports/password.port';
import type { ViewModelStore } from '../view-model-store';
import { passwordPageRefusal, type PasswordPageMessageId } from './password-page-errors';
import type { PasswordLink } from './password-link';

/**
 * Spec §2 "forgot password with confirmation". `sent` reads the same whether or not the address
 * has an account (docs/decisions/accounts-backend.md D-PWD-6): the server answers alike and so does
 * the page.
 */
export type ForgotPasswordViewModel =
  | {
      readonly screen: 'form';
      readonly submitting: boolean;
      readonly formError: PasswordPageMessageId | undefined;
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

/** /forgot-password: the address → POST /auth/forgotPassword → "check your email". */
export class ForgotPassword implements ViewModelStore<ForgotPasswordViewModel> {
  private readonly model = new BehaviorSubject<ForgotPasswordViewModel>(FORM);
  readonly state$: Observable<ForgotPasswordViewModel> = this.model.asObservable();

  constructor(
    private readonly passwords: PasswordGateway,
    private readonly context: ResetLinkContext,
  ) {}

  get snapshot(): ForgotPasswordViewModel {
    return this.model.getValue();
  }

  /** `email` as the domain's validation returned it (trimmed, valid). */
  async submit(email: string): Promise<void> {
    const current = this.snapshot;
    if (current.screen !== 'form' || current.submitting) return;
    this.model.next({ screen: 'form', submitting: true, formError: undefined });
    const sent = await this.passwords.requestPasswordReset({ ...this.context, email })();
    if (E.isRight(sent)) {
      this.model.next({ screen: 'sent', email });
      return;
    }
    const refusal = passwordPageRefusal(sent.left);
    // Every refusal of this call is about the request, never about an account (no enumeration).
    const formError = refusal.kind === 'form' ? refusal.messageId : 'error.generic';
    this.model.next({ screen: 'form', submitting: false, formError });
  }

  /** "Send another link": the form again, the address kept by the page. */
  again(): void {
    this.model.next(FORM);
  }
}
