import type { LoginVariant } from '../../domain/accounts/login-validation';
import {
  loginNoticeOf,
  loginVariantOf,
  signInParametersOf,
  signUpPathOf,
  type LoginNotice,
} from '../../domain/accounts/sign-in-parameters';
import { answeredLoginFieldErrors, answeredSignInError } from './answered-login';
import {
  answeredPasswordChanged,
  answeredPasswordReplacement,
} from './answered-password-replacement';
import { answeredSecondFactor } from './answered-second-factor';
import { addressWithout, type PageAddress } from './page-address';
import type {
  PasswordReplacementStep,
  SecondFactorKind,
  SecondFactorStep,
  SignInState,
} from './sign-in.state';

/** Where each form of the login page posts when no script handles it (SignIn.formAction). */
export type FormAction = (
  interactionId: string,
  step: 'login' | 'second-factor',
  pageQuery: string,
) => string;

/** The login widget: the form, and what the page's address asked for above it. */
export interface LoginFormView {
  readonly kind: 'form';
  readonly interaction: string;
  readonly state: SignInState;
  readonly variant: LoginVariant;
  readonly username: string;
  readonly signUpPath: string;
  /** Above the form: the password was just replaced, or the reason the user is here again. */
  readonly notice: LoginNotice | 'passwordChanged' | undefined;
  readonly action: string;
}

/** The second factor's step, with the addresses its links lead to without JavaScript. */
export interface SecondFactorView {
  readonly kind: 'secondFactor';
  readonly interaction: string;
  readonly step: SecondFactorStep;
  readonly action: string;
  readonly addresses: Readonly<Record<SecondFactorKind | 'back', string>>;
}

/** The step that replaces an expired or temporary password. */
export interface PasswordReplacementView {
  readonly kind: 'replacePassword';
  readonly interaction: string;
  readonly step: PasswordReplacementStep;
  readonly pageQuery: string;
}

/** What the login page shows; `starting` while the code flow begins (no interaction yet). */
export type LoginView =
  { readonly kind: 'starting' } | LoginFormView | SecondFactorView | PasswordReplacementView;

/**
 * The login page from the sign-in's state and the page's address. A form posted without
 * JavaScript is answered with the login page again (D-SSR-6), its address naming the next step or
 * the refusal: shown as the state would, until a sign-in is tried on this page.
 */
export const loginViewOf = (
  state: SignInState,
  address: PageAddress,
  entry: 'login' | 'signin',
  formAction: FormAction,
): LoginView => {
  const query = new URLSearchParams(address.search);
  const interaction = query.get('interaction');
  if (interaction === null) return { kind: 'starting' };
  const parameter = (name: string) => query.get(name);
  const secondFactor = state.secondFactor ?? answeredSecondFactor(parameter);
  if (secondFactor !== undefined) {
    const to = (using: SecondFactorKind) => addressWithout(address, ['formError'], { using });
    return {
      kind: 'secondFactor',
      interaction,
      step: secondFactor,
      action: formAction(interaction, 'second-factor', address.search),
      addresses: {
        app: to('app'),
        passkey: to('passkey'),
        recoveryCode: to('recoveryCode'),
        back: addressWithout(address, ['formError', 'step', 'factors', 'using']),
      },
    };
  }
  const replacement = state.replacement ?? answeredPasswordReplacement(parameter);
  if (replacement !== undefined) {
    return { kind: 'replacePassword', interaction, step: replacement, pageQuery: address.search };
  }
  const parameters = signInParametersOf(query);
  const variant = loginVariantOf(parameters, entry);
  const username = parameters.uid ?? '';
  return {
    kind: 'form',
    interaction,
    state: state.tried === true ? state : withAnsweredRefusal(state, query, username, variant),
    variant,
    username,
    signUpPath: signUpPathOf(parameters),
    notice: answeredPasswordChanged(parameter) ? 'passwordChanged' : loginNoticeOf(parameters),
    action: formAction(interaction, 'login', address.search),
  };
};

/** The refusal of the form posted without JavaScript: a blank field under it, else the banner. */
const withAnsweredRefusal = (
  state: SignInState,
  query: URLSearchParams,
  username: string,
  variant: LoginVariant,
): SignInState => {
  const code = query.get('formError');
  const fieldErrors = answeredLoginFieldErrors(code, username, variant);
  if (fieldErrors !== undefined) return { ...state, fieldErrors, formError: undefined };
  const formError = answeredSignInError(code);
  return formError === undefined ? state : { ...state, formError };
};
