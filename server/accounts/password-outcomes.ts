/** Why a password call is refused (spec §8 codes); password-replies.ts says it in HTTP. */
export type PasswordRefusal =
  | { readonly kind: 'unknownUser' }
  /** §6: an internal account's password is not the portal's to set. */
  | { readonly kind: 'internalAccount' }
  | { readonly kind: 'retypeMismatch' }
  /**
   * The address has used up its failed password checks (docs/decisions/abuse-limits.md D-ABUSE-2).
   */
  | { readonly kind: 'throttled'; readonly retryAfterSeconds: number }
  /** The current password was checked as a sign-in is, and the account is locked. */
  | { readonly kind: 'lockedOut' }
  /** 2008 */
  | { readonly kind: 'currentMismatch' }
  | { readonly kind: 'sameAsCurrent' }
  /** 2007: the policy of §5. */
  | { readonly kind: 'requirementsNotMet' }
  /** 2007: the minimum age of §5, when configured. */
  | { readonly kind: 'tooRecent'; readonly minutes: number }
  /** 2011: among the last 5. */
  | { readonly kind: 'history' }
  | { readonly kind: 'tokenInvalid' }
  | { readonly kind: 'tokenExpired' }
  /** 2012, the expired-password call: the account is locked… */
  | { readonly kind: 'expiredResetLocked' }
  /** …the password is neither expired nor temporary… */
  | { readonly kind: 'nothingExpired' }
  /** …or it changed meanwhile. */
  | { readonly kind: 'expiredResetConflict' }
  /** Another request changed the password at the same time. */
  | { readonly kind: 'concurrentChange' };

export interface Refusal {
  readonly outcome: 'refused';
  readonly refusal: PasswordRefusal;
}

export type PasswordResult = { readonly outcome: 'done' } | Refusal;

export const refuse = (refusal: PasswordRefusal): Refusal => ({ outcome: 'refused', refusal });

export const DONE: PasswordResult = { outcome: 'done' };
