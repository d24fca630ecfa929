import type { LoginFieldError } from '../../domain/accounts/login-validation';
import type { SignInErrorCode } from '../../domain/accounts/sign-in-errors';
import type { SecondFactorMethods } from '../ports/identity-provider.port';

export type SecondFactorKind = keyof SecondFactorMethods;

/** The password was right and the user has a second factor: the step that asks for it. */
export interface SecondFactorStep {
  readonly methods: SecondFactorMethods;
  /** What the step asks for now; "Try another way" switches. */
  readonly using: SecondFactorKind;
  readonly submitting: boolean;
  readonly error: SignInErrorCode | undefined;
}

export interface LoginFormState {
  readonly submitting: boolean;
  readonly fieldErrors: Partial<Record<LoginFieldError['field'], LoginFieldError['code']>>;
  readonly formError:
    SignInErrorCode | 'signIn.callbackInvalid' | 'signIn.sessionFailed' | undefined;
  /** "Sign in with a passkey" waits for the browser's prompt (issue 28). */
  readonly passkeyPrompt?: boolean;
  /** Set once the password was accepted for a user with a second factor (issue 28). */
  readonly secondFactor?: SecondFactorStep;
}

export const initialLoginFormState: LoginFormState = {
  submitting: false,
  fieldErrors: {},
  formError: undefined,
};
