import type { Observable, Subscription } from 'rxjs';
import * as E from 'fp-ts/Either';
import { Store } from '../view-model-store';
import type { PortalFrameState } from '../frame/portal-frame.use-case';
import type { PasswordGateway } from '../ports/password-gateway.port';
import { passwordMinimumAgeMessage, type MinimumAge } from '../../domain/accounts/password-age';
import type { ProfileGateway } from '../ports/profile-gateway.port';
import {
  passwordChangeRefusalOf,
  validatePasswordForm,
  type PasswordFormErrors,
  type PasswordFormValues,
} from './password-form-errors';

// Spec §2 /accountInfo/changePassword "Change Password"; profile menu "Change password (shown if
// the account is a magento account or lacks the eb_dashboard flag)"; §6 "Internal provider accounts
// cannot set or reset passwords in the portal and are told to contact the help desk"; §7 PUT
// /auth/changePassword. The page exists for a user exactly when the menu offers it
// (docs/decisions/sign-in-states.md D-SIGNIN-UI-5).

export type ChangePasswordState =
  | { readonly screen: 'loading' }
  | { readonly screen: 'error' }
  /** The menu rule does not give this account the page (a typed or bookmarked address). */
  | { readonly screen: 'unavailable' }
  /** An internal provider account: the help desk, never a form. */
  | { readonly screen: 'internalAccount' }
  | {
      readonly screen: 'form';
      readonly submitting: boolean;
      readonly errors: PasswordFormErrors | undefined;
      /** How many changes succeeded: the page empties the form after each. */
      readonly changes: number;
      /** The last submit changed the password (the page says so until the next submit). */
      readonly justChanged: boolean;
      /** §5 minimum age, as the policy gives it: a checklist line (D-PWD-10). */
      readonly minimumAge: MinimumAge | undefined;
    };

type Known = { readonly isDnbUser: boolean } | 'failed' | undefined;

const offersChangePassword = (frame: Extract<PortalFrameState, { status: 'ready' }>): boolean =>
  frame.navigation.profileMenu.some((item) => item.entry === 'changePassword');

/** The change-password page's store; it lives as long as the page (open, then dispose). */
export class ChangePassword extends Store<ChangePasswordState> {
  private subscription: Subscription | undefined;
  private account: Known = undefined;
  private frameState: PortalFrameState = { status: 'loading' };
  private generation = 0;
  private minimumAge: MinimumAge | undefined = undefined;

  constructor(
    private readonly frame: Observable<PortalFrameState>,
    private readonly profiles: ProfileGateway,
    private readonly passwords: PasswordGateway,
  ) {
    super({ screen: 'loading' });
  }

  open(): void {
    this.dispose();
    const generation = this.generation;
    this.subscription = this.frame.subscribe((frame) => {
      this.frameState = frame;
      this.decide();
    });
    void this.profiles
      .getUserProfile()()
      .then((profile) => {
        if (generation !== this.generation) return;
        this.account = E.isRight(profile)
          ? { isDnbUser: profile.right.isDnbUser === true }
          : 'failed';
        this.decide();
      });
    // The policy only adds a line and a refusal's words: the form does not wait for it.
    void this.passwords
      .passwordPolicy()()
      .then((policy) => {
        if (generation !== this.generation || E.isLeft(policy)) return;
        this.minimumAge = policy.right.minimumAge;
        const shown = this.snapshot;
        if (shown.screen === 'form') this.set({ ...shown, minimumAge: this.minimumAge });
      });
  }

  dispose(): void {
    this.subscription?.unsubscribe();
    this.subscription = undefined;
    this.generation += 1;
  }

  async submit(values: PasswordFormValues): Promise<void> {
    const shown = this.snapshot;
    if (shown.screen !== 'form' || shown.submitting) return;
    const valid = validatePasswordForm(values, 'current');
    if (E.isLeft(valid)) {
      this.set({ ...shown, errors: valid.left, justChanged: false });
      return;
    }
    const generation = this.generation;
    this.set({ ...shown, submitting: true, errors: undefined, justChanged: false });
    const answer = await this.passwords.changePassword(values)();
    if (generation !== this.generation) return;
    if (E.isRight(answer)) {
      this.set({
        ...shown,
        submitting: false,
        errors: undefined,
        changes: shown.changes + 1,
        justChanged: true,
      });
      return;
    }
    const refusal = passwordChangeRefusalOf(answer.left);
    this.set(
      refusal.kind === 'internalAccount'
        ? { screen: 'internalAccount' }
        : {
            ...shown,
            submitting: false,
            errors: this.withMinimumAge(refusal.errors),
            justChanged: false,
          },
    );
  }

  /** A minimum-age refusal says the policy's age, in its unit, when the policy is known. */
  private withMinimumAge(errors: PasswordFormErrors): PasswordFormErrors {
    return errors.form === 'password.minimumAge.tooRecent' && this.minimumAge !== undefined
      ? { ...errors, formDetail: passwordMinimumAgeMessage(this.minimumAge) }
      : errors;
  }

  /** Once both the account and the frame's menu are known; a form already shown stays. */
  private decide(): void {
    const shown = this.snapshot.screen;
    if (shown === 'form' || shown === 'internalAccount') return;
    if (this.account === 'failed' || this.frameState.status === 'failed') {
      this.set({ screen: 'error' });
      return;
    }
    if (this.account === undefined) return;
    // Checked before the menu: an internal account is told why, not just that the page is not its.
    if (this.account.isDnbUser) {
      this.set({ screen: 'internalAccount' });
      return;
    }
    if (this.frameState.status !== 'ready') return;
    this.set(
      offersChangePassword(this.frameState)
        ? {
            screen: 'form',
            submitting: false,
            errors: undefined,
            changes: 0,
            justChanged: false,
            minimumAge: this.minimumAge,
          }
        : { screen: 'unavailable' },
    );
  }
}
