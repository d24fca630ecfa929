import { VERIFICATION_CODE_LENGTH } from '../../domain/accounts/verification-code';
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
    }
  /** The server mailed the link that sets the password (server: continueRegistration mail). */
  | { readonly status: 'verified'; readonly email: string };

export const toVerifyEmailViewModel = (state: RegistrationState): VerifyEmailViewModel => {
  const email = state.pendingEmail;
  if (email === undefined) return { status: 'noRegistration' };
  const { verification, resend } = state;
  if (verification.status === 'verified') return { status: 'verified', email };
  return {
    status: verification.status,
    email,
    codeLength: VERIFICATION_CODE_LENGTH,
    codeError: verification.error,
    resend: {
      secondsLeft: secondsUntilResend(resend.sentAt, state.now),
      sending: resend.sending,
      notice: resend.notice,
    },
  };
};
