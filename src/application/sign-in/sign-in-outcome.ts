import type { SignInErrorCode } from '../../domain/accounts/sign-in-errors';
import type { PasswordReplacementReason } from './sign-in.state';

// Spec §4 "Account: password expired (must reset), temporary password (must be changed), locked
// (try later or reset)"; §8 "Locked: 'Access Denied'" (docs/decisions/sign-in-states.md
// D-SIGNIN-UI-2). What a step of the sign-in came to; the page shows the state it left.

export type SignInOutcome =
  /** The form or the step stays and says why: a blank field, a refusal, a closed prompt. */
  | { readonly kind: 'stayed' }
  /** The password was right; the second factor is asked for next. */
  | { readonly kind: 'secondFactor' }
  /** The right password, which must be replaced before the sign-in completes. */
  | { readonly kind: 'replacePassword'; readonly reason: PasswordReplacementReason }
  /** Locked: the access-denied page is shown (try later, or reset the password). */
  | { readonly kind: 'accessDenied' }
  /** Accepted: the code flow goes on, in place (`inPlace`) or in a new document. */
  | { readonly kind: 'continued'; readonly inPlace: boolean }
  /** A step was already under way: this one did nothing. */
  | { readonly kind: 'busy' };

/** A refusal the account's state answers with a step of its own rather than a message. */
export const outcomeOfRefusal = (code: SignInErrorCode | undefined): SignInOutcome => {
  switch (code) {
    case 'auth.lockedOut':
      return { kind: 'accessDenied' };
    case 'auth.passwordExpired':
      return { kind: 'replacePassword', reason: 'expired' };
    case 'auth.passwordTemporary':
      return { kind: 'replacePassword', reason: 'temporary' };
    default:
      return { kind: 'stayed' };
  }
};
