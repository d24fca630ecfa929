import { UNAUTHENTICATED_MESSAGE } from '../http/session-guard';
import { minimumAgeError, PASSWORD_ERRORS } from './password-errors';
import type { PasswordRefusal } from './password-outcomes';

/** A refusal as the API answers it: status, the stable code (§8), the text. */
export type PasswordRefusalAnswer =
  | {
      readonly status: 400 | 401 | 403 | 409 | 410;
      readonly error: string;
      readonly message: string;
    }
  /** 429 RATE_LIMITED with Retry-After, answered by the abuse limits' own reply. */
  | { readonly status: 429; readonly retryAfterSeconds: number };

/** E0000069 (spec §8): the account is locked; every check of its password answers the same. */
export const LOCKED = {
  error: 'E0000069',
  message:
    'Your account is locked for security reasons. Try again after 30 minutes, or reset your password.',
} as const;

const CONCURRENT_CHANGE = {
  error: 'PASSWORD_CHANGED_CONCURRENTLY',
  message: 'Your password was changed at the same time by another request. Please try again.',
} as const;

/** The one place a password refusal becomes HTTP. */
export const passwordRefusalAnswer = (refusal: PasswordRefusal): PasswordRefusalAnswer => {
  switch (refusal.kind) {
    case 'unknownUser':
      return { status: 401, error: 'UNAUTHENTICATED', message: UNAUTHENTICATED_MESSAGE };
    case 'internalAccount':
      return { status: 403, ...PASSWORD_ERRORS.internalAccount };
    case 'retypeMismatch':
      return { status: 400, ...PASSWORD_ERRORS.retypeMismatch };
    case 'throttled':
      return { status: 429, retryAfterSeconds: refusal.retryAfterSeconds };
    case 'lockedOut':
      return { status: 403, ...LOCKED };
    case 'currentMismatch':
      return { status: 400, ...PASSWORD_ERRORS.currentMismatch };
    case 'sameAsCurrent':
      return { status: 400, ...PASSWORD_ERRORS.sameAsCurrent };
    case 'requirementsNotMet':
      return { status: 400, ...PASSWORD_ERRORS.requirementsNotMet };
    case 'tooRecent':
      return { status: 400, ...minimumAgeError(refusal.minutes) };
    case 'history':
      return { status: 400, ...PASSWORD_ERRORS.history };
    case 'tokenInvalid':
      return { status: 400, ...PASSWORD_ERRORS.tokenInvalid };
    case 'tokenExpired':
      return { status: 410, ...PASSWORD_ERRORS.tokenExpired };
    case 'expiredResetLocked':
      return { status: 403, ...PASSWORD_ERRORS.expiredResetFailed };
    case 'nothingExpired':
      return { status: 400, ...PASSWORD_ERRORS.expiredResetFailed };
    case 'expiredResetConflict':
      return { status: 409, ...PASSWORD_ERRORS.expiredResetFailed };
    case 'concurrentChange':
      return { status: 409, ...CONCURRENT_CHANGE };
  }
};
