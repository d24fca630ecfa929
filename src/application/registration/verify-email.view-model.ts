import { VERIFICATION_CODE_LENGTH } from '../../domain/accounts/verification-code';
import { SPEC_ROUTES } from '../../domain/navigation/route-access';
import type { RegistrationMessageId } from './registration-errors';
import type { RegistrationState } from './registration.state';
import { secondsUntilResend } from './resend-cooldown';

// Spec §2 "Registration with email verification (6-character code, resend code, change email)";
// §8 "Wrong code", "Resend success: 'A new code has been sent to your email.'"

export interface ResendViewModel {
  /** The countdown: whole seconds until "Resend code" works again (0: it works now). */
  readonly secondsLeft: number;
  readonly sending: boolean;
  readonly notice:
    { readonly tone: 'success' | 'error'; readonly messageId: RegistrationMessageId } | undefined;
}

export type VerifyEmailViewModel =
  /** Opened without a registration in this browser (a bookmark, another tab): start at sign-up. */
  | { readonly status: 'noRegistration' }
  | {
      readonly status: 'entering' | 'checking';
      readonly email: string;
      readonly codeLength: number;
      readonly codeError: RegistrationMessageId | undefined;
      readonly resend: ResendViewModel;
      /** A sign-up's address can be corrected; an existing account's (D-AUTH-8) cannot. */
      readonly canChangeEmail: boolean;
    }
  /** The server mailed the link that sets the password (server: continueRegistration mail). */
  | { readonly status: 'verified'; readonly email: string }
  /** An account that had its password: verified and active, it signs in (D-AUTH-8). */
  | { readonly status: 'active'; readonly email: string; readonly signInPath: string };

export const toVerifyEmailViewModel = (state: RegistrationState): VerifyEmailViewModel => {
  const email = state.pendingEmail;
  if (email === undefined) return { status: 'noRegistration' };
  const { verification, resend } = state;
  if (verification.status === 'verified') {
    return verification.next === 'signIn'
      ? {
          status: 'active',
          email,
          signInPath: `${SPEC_ROUTES.login.path}?${new URLSearchParams({ uid: email }).toString()}`,
        }
      : { status: 'verified', email };
  }
  return {
    status: verification.status,
    email,
    codeLength: VERIFICATION_CODE_LENGTH,
    codeError: verification.error,
    canChangeEmail: state.draft !== undefined,
    resend: {
      secondsLeft: secondsUntilResend(resend.sentAt, state.now),
      sending: resend.sending,
      notice: resend.notice,
    },
  };
};
