import { inject, injectable } from 'inversify';
import { interval, type SchedulerLike, type Subscription } from 'rxjs';
import * as E from 'fp-ts/Either';
import { validateRegistrationForm } from '../../domain/accounts/registration-form';
import { registrationPayload } from '../../domain/accounts/registration-payload';
import { validateVerificationCode } from '../../domain/accounts/verification-code';
import { PORTAL_MESSAGE_IDS } from '../../domain/shared/portal-messages';
import { SPEC_ROUTES } from '../../domain/navigation/route-access';
import { TOKENS } from '../app.tokens';
import type { Clock } from '../ports/clock.port';
import type { Navigator } from '../ports/navigator.port';
import type { RegistrationGateway } from '../ports/registration-gateway.port';
import { Store } from '../view-model-store';
import { toCodeFailure, toSignupFailure } from './registration-errors';
import type { RegistrationRequest } from './registration-request';
import {
  initialRegistrationState,
  type RegistrationDraft,
  type RegistrationState,
} from './registration.state';
import { secondsUntilResend } from './resend-cooldown';

/**
 * Registration with email verification (spec §2): the sign-up form (/signup, /social-signup), then
 * the 6-character code (/verify-email) with resend and change email. One store for both pages, so
 * what was typed survives going to the code and back (never in the address: it holds personal data).
 */
@injectable()
export class Registration extends Store<RegistrationState> {
  private ticking: Subscription | undefined;

  constructor(
    @inject(TOKENS.RegistrationGateway) private readonly gateway: RegistrationGateway,
    @inject(TOKENS.Clock) private readonly clock: Clock,
    @inject(TOKENS.Scheduler) private readonly scheduler: SchedulerLike,
    @inject(TOKENS.Navigator) private readonly navigator: Navigator,
  ) {
    super(initialRegistrationState(clock.now().getTime()));
  }

  /** A sign-up page opened with its address's extras; what was typed before stays. */
  open(request: RegistrationRequest): void {
    this.update((state) => ({
      ...state,
      request,
      signup: { submitting: false, failure: undefined, failedEmail: undefined },
    }));
  }

  /** Registers the form: /verify-email once the code is sent, or the failure in `signup`. */
  async submit(draft: RegistrationDraft): Promise<void> {
    if (this.snapshot.signup.submitting) return;
    const { country, acceptTerms, ...form } = draft;
    this.update((state) => ({
      ...state,
      draft,
      changingEmail: false,
      signup: { submitting: true, failure: undefined, failedEmail: undefined },
    }));
    // The form validated already; checked again because the payload must be canonical.
    const valid = validateRegistrationForm(form, country);
    if (E.isLeft(valid)) {
      this.update((state) => ({
        ...state,
        signup: {
          submitting: false,
          failure: { kind: 'message', messageId: 'error.generic' },
          failedEmail: undefined,
        },
      }));
      return;
    }
    const { request } = this.snapshot;
    const payload = registrationPayload(valid.right, {
      acceptTerms,
      country,
      redirectUrl: request.redirectUrl,
    });
    const result =
      request.source === 'social'
        ? await this.gateway.registerFromSocialNetwork(payload)()
        : await this.gateway.register(payload, request.flow)();
    if (E.isLeft(result)) {
      const failure = toSignupFailure(result.left);
      this.update((state) => ({
        ...state,
        signup: { submitting: false, failure, failedEmail: payload.email },
      }));
      return;
    }
    this.awaitCode(result.right.email, {
      signup: { submitting: false, failure: undefined, failedEmail: undefined },
    });
  }

  /** Checks the code: the portal refuses a code that cannot be right before asking (D-DOM-12). */
  async verify(code: string): Promise<void> {
    const email = this.snapshot.pendingEmail;
    if (email === undefined || this.snapshot.verification.status !== 'entering') return;
    const shaped = validateVerificationCode(code);
    if (E.isLeft(shaped)) {
      this.setVerification({ status: 'entering', error: PORTAL_MESSAGE_IDS.wrongCode });
      return;
    }
    this.setVerification({ status: 'checking', error: undefined });
    const result = await this.gateway.verifyCode(email, shaped.right)();
    this.setVerification(
      E.isRight(result)
        ? { status: 'verified', error: undefined, next: result.right.next }
        : { status: 'entering', error: toCodeFailure(result.left) },
    );
  }

  /**
   * §8 "Please verify your email." at sign-in (D-AUTH-8): mails a code to an account whose email
   * was never verified, and waits for it on /verify-email as for a registration; false when it
   * could not be sent.
   */
  async verifyExistingAccount(email: string): Promise<boolean> {
    const result = await this.gateway.resendCode(email)();
    if (E.isLeft(result)) return false;
    this.awaitCode(email, { draft: undefined, changingEmail: false });
    return true;
  }

  /** A code was just mailed to `email`: /verify-email waits for it, the resend counting down. */
  private awaitCode(email: string, change: Partial<RegistrationState>): void {
    const now = this.nowMs();
    this.update((state) => ({
      ...state,
      ...change,
      pendingEmail: email,
      verification: { status: 'entering', error: undefined },
      resend: { sending: false, sentAt: [now], notice: undefined },
      now,
    }));
    this.tickUntilResend();
    this.navigator.show(SPEC_ROUTES.verifyEmail.path);
  }

  /** Mails a new code, when the cooldown allows (resend-cooldown.ts). */
  async resend(): Promise<void> {
    const { pendingEmail: email, resend } = this.snapshot;
    if (email === undefined || resend.sending) return;
    if (secondsUntilResend(resend.sentAt, this.nowMs()) > 0) return;
    this.update((state) => ({
      ...state,
      resend: { ...state.resend, sending: true, notice: undefined },
    }));
    const result = await this.gateway.resendCode(email)();
    const sentAt = this.nowMs();
    this.update((state) => ({
      ...state,
      // A new code: the old one's message no longer applies.
      verification: E.isRight(result)
        ? { status: 'entering', error: undefined }
        : state.verification,
      resend: E.isRight(result)
        ? {
            sending: false,
            sentAt: [...state.resend.sentAt, sentAt],
            notice: { tone: 'success', messageId: PORTAL_MESSAGE_IDS.codeResent },
          }
        : {
            ...state.resend,
            sending: false,
            notice: { tone: 'error', messageId: toCodeFailure(result.left) },
          },
      now: sentAt,
    }));
    this.tickUntilResend();
  }

  /** "Change email": back to the form with everything typed, the email field to correct. */
  changeEmail(): void {
    this.stopTicking();
    this.update((state) => ({
      ...state,
      changingEmail: true,
      signup: { submitting: false, failure: undefined, failedEmail: undefined },
    }));
    this.navigator.show(SPEC_ROUTES.signUp.path);
  }

  private setVerification(verification: RegistrationState['verification']): void {
    this.update((state) => ({ ...state, verification }));
  }

  /** Moves the clock each second while a cooldown runs, so the countdown text counts down. */
  private tickUntilResend(): void {
    this.stopTicking();
    this.ticking = interval(1000, this.scheduler).subscribe(() => {
      const now = this.nowMs();
      this.update((state) => ({ ...state, now }));
      if (secondsUntilResend(this.snapshot.resend.sentAt, now) === 0) this.stopTicking();
    });
  }

  private stopTicking(): void {
    this.ticking?.unsubscribe();
    this.ticking = undefined;
  }

  private nowMs(): number {
    return this.clock.now().getTime();
  }
}
