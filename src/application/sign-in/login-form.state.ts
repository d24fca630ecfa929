import type { LoginFieldError } from '../../domain/accounts/login-validation';
import type { SignInErrorCode } from '../../domain/accounts/sign-in-errors';

export interface LoginFormState {
  readonly submitting: boolean;
  readonly fieldErrors: Partial<Record<LoginFieldError['field'], LoginFieldError['code']>>;
  readonly formError:
    SignInErrorCode | 'signIn.callbackInvalid' | 'signIn.sessionFailed' | undefined;
}

export const initialLoginFormState: LoginFormState = {
  submitting: false,
  fieldErrors: {},
  formError: undefined,
};
