import type { LoginFormState } from '../sign-in/login-form.state';

// Spec §4 "Account: password expired (must reset), temporary password (must be changed), locked
// (try later or reset)"; §8 "Locked: 'Access Denied'". What the login page does after a submit,
// by the provider's answer (docs/decisions/sign-in-states.md D-SIGNIN-UI-2).

export type SignInStep =
  /** Stay on the form, showing the form's message if any. */
  | { readonly kind: 'form' }
  /** The access-denied page: try later, or reset the password. */
  | { readonly kind: 'accessDenied' }
  /** The right password, which must be replaced before the sign-in completes. */
  | { readonly kind: 'replacePassword'; readonly reason: 'expired' | 'temporary' };

export const signInStepAfter = (formError: LoginFormState['formError']): SignInStep => {
  switch (formError) {
    case 'auth.lockedOut':
      return { kind: 'accessDenied' };
    case 'auth.passwordExpired':
      return { kind: 'replacePassword', reason: 'expired' };
    case 'auth.passwordTemporary':
      return { kind: 'replacePassword', reason: 'temporary' };
    default:
      return { kind: 'form' };
  }
};
