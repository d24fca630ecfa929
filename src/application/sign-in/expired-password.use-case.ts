import * as E from 'fp-ts/Either';
import { Store } from '../view-model-store';
import type { IdentityProvider } from '../ports/identity-provider.port';
import type { Navigator } from '../ports/navigator.port';
import type { PasswordGateway } from '../ports/password-gateway.port';
import { continueCodeFlow } from './continue-code-flow';
import type { PasswordReplacementReason, PasswordReplacementStep } from './sign-in.state';
import {
  passwordChangeRefusalOf,
  type PasswordFormErrors,
  type PasswordFormValues,
} from './password-form-errors';
import { inWidgetWords, validateReplacementForm } from './widget-mismatch';

// Spec §4 "password expired (must reset), temporary password (must be changed)… After registration
// or password change the user signs in with the new password"; §7 PUT /auth/verifyExpiredPswd.
// The sign-in that met the old password is still pending at the provider, so once the new password
// is set it completes that sign-in with it (docs/decisions/sign-in-states.md D-SIGNIN-UI-2).

export interface ExpiredPasswordState {
  readonly screen:
    | 'form'
    /** INTERNAL_ACCOUNT: the help desk, never a form (spec §6). */
    | 'internalAccount'
    /** Changed, but the pending sign-in could not take it: sign in again with the new password. */
    | 'changed';
  readonly reason: PasswordReplacementReason;
  /** The account, as the sign-in sent it. */
  readonly username: string;
  readonly submitting: boolean;
  readonly errors: PasswordFormErrors | undefined;
}

export class ExpiredPassword extends Store<ExpiredPasswordState> {
  constructor(
    private readonly passwords: PasswordGateway,
    private readonly identity: IdentityProvider,
    private readonly navigator: Navigator,
    private readonly interactionId: string,
    { reason, username, refusal }: PasswordReplacementStep,
  ) {
    super({
      screen: refusal?.kind === 'internalAccount' ? 'internalAccount' : 'form',
      reason,
      username,
      submitting: false,
      errors: refusal?.kind === 'errors' ? inWidgetWords(refusal.errors, reason) : undefined,
    });
  }

  /**
   * Replaces the password, then completes the pending sign-in with the new one, going on with the
   * code flow as `SignIn.submit` does (D-PERF-9); otherwise the form stays and says why.
   */
  async submit(values: PasswordFormValues): Promise<void> {
    const current = this.snapshot;
    if (current.submitting || current.screen !== 'form') return;
    const valid = validateReplacementForm(values, current.reason);
    if (E.isLeft(valid)) {
      this.merge({ errors: valid.left });
      return;
    }
    this.merge({ submitting: true, errors: undefined });
    const replaced = await this.passwords.replaceExpiredPassword({
      username: current.username,
      oldPassword: values.currentPassword,
      newPassword: values.newPassword,
      retypePassword: values.retypePassword,
    })();
    if (E.isLeft(replaced)) {
      const refusal = passwordChangeRefusalOf(replaced.left);
      this.merge(
        refusal.kind === 'internalAccount'
          ? { screen: 'internalAccount', submitting: false }
          : { submitting: false, errors: inWidgetWords(refusal.errors, current.reason) },
      );
      return;
    }
    const signedIn = await this.identity.submitCredentials(
      this.interactionId,
      current.username,
      values.newPassword,
    )();
    // A user with a second factor signs in again with the new password and the factor.
    if (E.isLeft(signedIn) || !('continueTo' in signedIn.right)) {
      this.merge({ screen: 'changed', submitting: false });
      return;
    }
    // Stays "submitting" while the rest of the code flow runs, in place or in a new document.
    await continueCodeFlow(this.identity, this.navigator, signedIn.right.continueTo);
  }

  private merge(change: Partial<ExpiredPasswordState>): void {
    this.set({ ...this.snapshot, ...change });
  }
}
