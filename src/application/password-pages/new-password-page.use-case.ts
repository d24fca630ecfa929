import * as E from 'fp-ts/Either';
import { BehaviorSubject, type Observable } from 'rxjs';
import type { NewPasswordForm } from '../../domain/accounts/password-change';
import type { PasswordGateway } from '../ports/password.port';
import type { RegistrationGateway } from '../ports/registration.port';
import type { ServiceError } from '../ports/service-error';
import type { ViewModelStore } from '../view-model-store';
import {
  passwordPageRefusal,
  unansweredCallMessage,
  type NewPasswordField,
  type PasswordPageMessageId,
} from './password-page-errors';
import type { PasswordLink } from './password-link';
import {
  toNewPasswordPageViewModel,
  type NewPasswordPageState,
  type NewPasswordPageViewModel,
} from './new-password-page.view-model';

type FormState = Extract<NewPasswordPageState, { status: 'form' }>;

const EMPTY_FORM: FormState = {
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
 * The reset-password page and the pages that use it (spec §2 /resetPassword, /continueRegistration,
 * /confirmRegistration, /set-password): the link is checked first (a reset token with
 * validateToken; a confirm link is followed, which hands back the token that sets the first
 * password), then the new password is set (resetPassword, continueRegistration) and the user
 * signs in with it. An expired link and an internal account end on their own screens.
 */
export class NewPasswordPage implements ViewModelStore<NewPasswordPageViewModel> {
  private readonly model: BehaviorSubject<NewPasswordPageViewModel>;
  readonly state$: Observable<NewPasswordPageViewModel>;
  /** The token that sets the password: the link's own, or the one the confirm link gave. */
  private settingToken: string;
  private closed = false;
  private opening: Promise<void> | undefined;

  constructor(
    private readonly link: PasswordLink,
    private readonly passwords: PasswordGateway,
    private readonly registrations: RegistrationGateway,
  ) {
    this.settingToken = link.token;
    this.model = new BehaviorSubject(toNewPasswordPageViewModel(link, this.initialState()));
    this.state$ = this.model.asObservable();
  }

  get snapshot(): NewPasswordPageViewModel {
    return this.model.getValue();
  }

  /**
   * Checks the link, once per page: following a confirm link uses it up, so a second call (React's
   * strict mode mounts a page twice) must not follow it again.
   */
  open(): Promise<void> {
    this.closed = false;
    this.opening ??= this.checkLink();
    return this.opening;
  }

  /** D-PWD-UI-2: a link without a token has expired. */
  private async checkLink(): Promise<void> {
    if (this.link.token === '') return this.next({ status: 'linkExpired' });
    if (this.link.purpose === 'continueRegistration') return this.next(EMPTY_FORM);
    this.next({ status: 'checkingLink' });
    if (this.link.purpose === 'reset') {
      const checked = await this.passwords.validateResetToken(this.link.token)();
      if (E.isRight(checked)) return this.next(EMPTY_FORM);
      return this.refusedCheck(checked.left.cause);
    }
    const confirmed = await this.registrations.confirmRegistration(
      this.link.token,
      this.link.product,
    )();
    if (E.isLeft(confirmed)) return this.refusedCheck(confirmed.left);
    this.settingToken = confirmed.right.continueToken;
    return this.next(EMPTY_FORM);
  }

  /** After "try again" on a link that could not be checked. */
  retry(): Promise<void> {
    this.opening = this.checkLink();
    return this.opening;
  }

  /** Sets the password; a refusal about a field or the form keeps the form (and what was typed). */
  async submit(form: NewPasswordForm): Promise<void> {
    const current = this.snapshot;
    if (current.screen !== 'form' || current.submitting) return;
    this.next({ ...EMPTY_FORM, submitting: true });
    if (this.link.purpose === 'reset') {
      const reset = await this.passwords.resetPassword({ token: this.settingToken, ...form })();
      if (E.isLeft(reset)) return this.refusedSubmit(reset.left);
      return this.next({ status: 'done', email: undefined, redirectUrl: undefined });
    }
    const activated = await this.registrations.continueRegistration(
      this.settingToken,
      form.newPassword,
      form.retypePassword,
    )();
    if (E.isLeft(activated)) return this.refusedSubmit(activated.left);
    const { email, redirectUrl } = activated.right;
    return this.next({ status: 'done', email, redirectUrl });
  }

  /** The page closed: answers still on their way change nothing. */
  dispose(): void {
    this.closed = true;
  }

  private initialState(): NewPasswordPageState {
    if (this.link.token === '') return { status: 'linkExpired' };
    return this.link.purpose === 'continueRegistration' ? EMPTY_FORM : { status: 'checkingLink' };
  }

  private refusedCheck(error: ServiceError): void {
    const refusal = passwordPageRefusal(error);
    if (refusal.kind === 'linkExpired' || refusal.kind === 'internalAccount')
      return this.next({ status: refusal.kind });
    // Anything else leaves the link unchecked: the link may still be good, so try again.
    this.next({ status: 'checkFailed', messageId: unansweredCallMessage(error) });
  }

  private refusedSubmit(error: ServiceError): void {
    const refusal = passwordPageRefusal(error);
    if (refusal.kind === 'linkExpired' || refusal.kind === 'internalAccount')
      return this.next({ status: refusal.kind });
    this.next(
      refusal.kind === 'field'
        ? { ...EMPTY_FORM, fieldErrors: fieldError(refusal.field, refusal.messageId) }
        : { ...EMPTY_FORM, formError: refusal.messageId },
    );
  }

  private next(state: NewPasswordPageState): void {
    if (this.closed) return;
    this.model.next(toNewPasswordPageViewModel(this.link, state));
  }
}
