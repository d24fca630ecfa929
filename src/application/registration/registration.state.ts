import type { RegistrationForm } from '../../domain/accounts/registration-form';
import type { CountryCode } from '../../domain/locale/country';
import type { RegistrationMessageId, SignupFailure } from './registration-errors';
import type { RegistrationRequest } from './registration-request';

/** What the user typed on the sign-up form, kept so "change email" brings it all back. */
export interface RegistrationDraft extends RegistrationForm {
  readonly country: CountryCode;
  readonly acceptTerms: boolean;
}

export interface SignupStep {
  readonly submitting: boolean;
  readonly failure: SignupFailure | undefined;
  /** The address the §8 existing-email message speaks of (its sign-in link prefills it). */
  readonly failedEmail: string | undefined;
}

export interface VerificationStep {
  readonly status: 'entering' | 'checking' | 'verified';
  /** The wrong, expired or too-many-tries message of the last code. */
  readonly error: RegistrationMessageId | undefined;
  /** Verified: the mailed link sets the first password, or the account had one and signs in. */
  readonly next?: 'setPassword' | 'signIn';
}

export interface ResendStep {
  readonly sending: boolean;
  /** When (ms) a code was mailed from this browser: the registration, then each resend. */
  readonly sentAt: readonly number[];
  /** "A new code has been sent to your email." or why not. */
  readonly notice:
    { readonly tone: 'success' | 'error'; readonly messageId: RegistrationMessageId } | undefined;
}

export interface RegistrationState {
  readonly request: RegistrationRequest;
  readonly draft: RegistrationDraft | undefined;
  readonly signup: SignupStep;
  /** The address the code went to; undefined until a registration succeeded. */
  readonly pendingEmail: string | undefined;
  readonly verification: VerificationStep;
  readonly resend: ResendStep;
  /** Back on the form to change the email: the page focuses the email field. */
  readonly changingEmail: boolean;
  /** The clock (ms) the cooldown counts down against. */
  readonly now: number;
}

export const initialRegistrationState = (now: number): RegistrationState => ({
  request: { source: 'portal', flow: undefined, redirectUrl: '' },
  draft: undefined,
  signup: { submitting: false, failure: undefined, failedEmail: undefined },
  pendingEmail: undefined,
  verification: { status: 'entering', error: undefined },
  resend: { sending: false, sentAt: [], notice: undefined },
  changingEmail: false,
  now,
});
