import * as E from 'fp-ts/Either';
import type { NewPasswordForm } from '../../domain/accounts/password-change';
import type { PasswordGateway } from '../ports/password-gateway.port';
import type { RegistrationGateway } from '../ports/registration-gateway.port';
import type { ServiceError } from '../ports/service-error';
import { Store } from '../view-model-store';
import { passwordPageRefusal } from './password-page-errors';
import {
  EMPTY_NEW_PASSWORD_FORM as EMPTY_FORM,
  stateAfterRefusedCheck,
  stateAfterRefusedSubmit,
} from './answered-new-password';
import type { PasswordLink } from './password-link';
import {
  toNewPasswordPageViewModel,
  type NewPasswordPageState,
  type NewPasswordPageViewModel,
} from './new-password-page.view-model';

/** A form of the page that posts without JavaScript: its action and the link's token. */
export interface LinkFormPost {
  readonly action: string;
  readonly token: string;
}

/** The first state: an empty token has expired, a confirm link is checked, others show the form. */
const initialStateOf = (link: PasswordLink): NewPasswordPageState => {
  if (link.token === '') return { status: 'linkExpired' };
  return link.purpose === 'confirmRegistration' ? { status: 'checkingLink' } : EMPTY_FORM;
};

/**
 * The reset-password page and the pages that use it (spec §2 /resetPassword, /continueRegistration,
 * /confirmRegistration, /set-password): a confirm link is followed first, which hands back the
 * token that sets the first password; a reset link's form is shown at once (it also works without
 * JavaScript) while validateToken checks its token; then the new password is set (resetPassword,
 * continueRegistration) and the user signs in with it. An expired link and an internal account end
 * on their own screens. `answered` is the server's answer to the form posted without JavaScript.
 */
export class NewPasswordPage extends Store<NewPasswordPageViewModel> {
  /** The token that sets the password: the link's own, or the one the confirm link gave. */
  private settingToken: string;
  private closed = false;
  private opening: Promise<void> | undefined;

  constructor(
    private readonly link: PasswordLink,
    private readonly passwords: PasswordGateway,
    private readonly registrations: RegistrationGateway,
    private readonly answered?: NewPasswordPageState,
  ) {
    super(toNewPasswordPageViewModel(link, answered ?? initialStateOf(link)));
    this.settingToken = link.token;
  }

  /**
   * Where the new-password form posts without JavaScript, and the token it sends: a reset link's
   * and a continue link's. On the confirm page the form follows the link with the script; without
   * it, the page's `confirmPost` form follows it and leads to the continue link's page.
   */
  get formPost(): LinkFormPost | undefined {
    const { purpose, token } = this.link;
    if (purpose === 'confirmRegistration') return undefined;
    const action =
      purpose === 'reset'
        ? this.passwords.resetPasswordFormAction(this.pageQuery)
        : this.registrations.continueRegistrationFormAction(this.pageQuery);
    return { action, token };
  }

  /** Where the confirm page's form posts its link without JavaScript (D-SSR-5). */
  get confirmPost(): (LinkFormPost & { readonly product: string | undefined }) | undefined {
    const { purpose, token, product } = this.link;
    if (purpose !== 'confirmRegistration' || token === '') return undefined;
    return {
      action: this.registrations.confirmRegistrationFormAction(this.pageQuery),
      token,
      product,
    };
  }

  /**
   * The link's values, which a form's action carries so that the page the server answers with is
   * the same link's (its flow, and its product for the expired-link page's trial offer).
   */
  private get pageQuery(): Readonly<Record<string, string>> {
    const { carried, token, product } = this.link;
    return { ...carried, token, ...(product === undefined ? {} : { product }) };
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
    // The server answered the form posted without JavaScript: its answer is the page.
    if (this.answered !== undefined) return;
    if (this.link.token === '') return this.next({ status: 'linkExpired' });
    if (this.link.purpose === 'continueRegistration') return this.next(EMPTY_FORM);
    if (this.link.purpose === 'reset') return this.checkResetToken();
    this.next({ status: 'checkingLink' });
    const confirmed = await this.registrations.confirmRegistration(
      this.link.token,
      this.link.product,
    )();
    if (E.isLeft(confirmed)) return this.refusedCheck(confirmed.left);
    this.settingToken = confirmed.right.continueToken;
    return this.next(EMPTY_FORM);
  }

  /**
   * The form is already shown: a link that has gone or an internal account changes the screen
   * (unless a submit has answered first); a check that got no answer leaves the form, whose
   * submit will say.
   */
  private async checkResetToken(): Promise<void> {
    const checked = await this.passwords.validateResetToken(this.link.token)();
    const current = this.snapshot;
    if (E.isRight(checked) || current.screen !== 'form' || current.submitting) return;
    const refusal = passwordPageRefusal(checked.left.cause);
    if (refusal.kind === 'linkExpired' || refusal.kind === 'internalAccount') {
      this.next({ status: refusal.kind });
    }
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

  private refusedCheck(error: ServiceError): void {
    this.next(stateAfterRefusedCheck(error));
  }

  private refusedSubmit(error: ServiceError): void {
    this.next(stateAfterRefusedSubmit(error));
  }

  private next(state: NewPasswordPageState): void {
    if (this.closed) return;
    this.set(toNewPasswordPageViewModel(this.link, state));
  }
}
