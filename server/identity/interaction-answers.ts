import { Type } from 'typebox';

/** The sign-in interaction's refusals as the login widget shows them (spec §8 "Login widget"). */
export const SIGN_IN_MESSAGES = {
  E0000004:
    'The user name or password you entered does not match our records. Try again or reset using Forgot Password.',
  E0000069:
    'Your account is locked for security reasons. Try again after 30 minutes, or reset your password.',
  INTERACTION_EXPIRED: 'Your session has expired. Please try to sign in again.',
  PASSWORD_EXPIRED: 'Password is expired, please reset.',
  PASSWORD_TEMPORARY: 'You signed in with a temporary password. Please change it to continue.',
} as const;

/** An interaction's uid in a path. */
export const uidParams = Type.Object({ uid: Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' }) });
