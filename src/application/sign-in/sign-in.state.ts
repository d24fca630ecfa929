import type { LoginFieldError } from '../../domain/accounts/login-validation';
import type { SignInErrorCode } from '../../domain/accounts/sign-in-errors';
import type { SecondFactorMethods } from '../ports/identity-provider.port';
import type { PasswordChangeRefusal } from './password-form-errors';

export type SecondFactorKind = keyof SecondFactorMethods;

/** The password was right and the user has a second factor: the step that asks for it. */
export interface SecondFactorStep {
  readonly methods: SecondFactorMethods;
  /** What the step asks for now; "Try another way" switches. */
  readonly using: SecondFactorKind;
  readonly submitting: boolean;
  readonly error: SignInErrorCode | undefined;
}

// Spec §4 "password expired (must reset), temporary password (must be changed)".
export type PasswordReplacementReason = 'expired' | 'temporary';

/** The right password, which must be replaced before the sign-in completes (D-SIGNIN-UI-2). */
export interface PasswordReplacementStep {
  readonly reason: PasswordReplacementReason;
  /** The account, as the sign-in sent it. */
  readonly username: string;
  /** The refusal of a try posted without JavaScript, when the step came from the address. */
  readonly refusal?: PasswordChangeRefusal | undefined;
}

export interface SignInState {
  readonly submitting: boolean;
  readonly fieldErrors: Partial<Record<LoginFieldError['field'], LoginFieldError['code']>>;
  readonly formError: SignInErrorCode | undefined;
  /** "Sign in with a passkey" waits for the browser's prompt (issue 28). */
  readonly passkeyPrompt?: boolean;
  /** Set once the password was accepted for a user with a second factor (issue 28). */
  readonly secondFactor?: SecondFactorStep;
  /** Set once the password was accepted but must be replaced first. */
  readonly replacement?: PasswordReplacementStep;
  /**
   * A sign-in was tried on this page: the refusal the page's address carries (a form posted
   * without JavaScript) is no longer what the form says.
   */
  readonly tried?: boolean;
}

export const initialSignInState: SignInState = {
  submitting: false,
  fieldErrors: {},
  formError: undefined,
};
