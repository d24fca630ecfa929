import { messageForServerError } from '../../domain/shared/server-error-messages';
import type { ServiceError } from '../ports/service-error';
import type { SignInErrorCode } from '../../domain/accounts/sign-in-errors';

// Spec §8 "Portal": "Authentication Failed: Password expired."; "Please verify your email.". The
// identity provider let the user through (a passkey proves no password), but the portal opens no
// session for the account's state (docs/decisions/sign-in-and-sessions.md D-AUTH-8).

/** What the account must do before a session opens: verify its email, or replace its password. */
export type AccountRefusalMessageId = 'auth.verifyEmail' | 'auth.passwordExpiredAuthentication';

/** Why the sign-in's last step opened no session, and for which account when the account is why. */
export type CallbackRefusal =
  | {
      readonly kind: 'failed';
      readonly messageId: SignInErrorCode | 'signIn.callbackInvalid' | 'signIn.sessionFailed';
    }
  | {
      readonly kind: 'account';
      readonly messageId: AccountRefusalMessageId;
      /** The id token's address: the code goes there, or the password sign-in is for it. */
      readonly email: string | undefined;
    };

const ACCOUNT_REFUSALS: readonly string[] = [
  'EMAIL_NOT_VERIFIED',
  'AUTHENTICATION_PASSWORD_EXPIRED',
];

const isAccountRefusal = (id: string): id is AccountRefusalMessageId =>
  id === 'auth.verifyEmail' || id === 'auth.passwordExpiredAuthentication';

/** oktaLogin's refusal: the account's state (403 with its code), else the session failed. */
export const callbackRefusalOf = (
  error: ServiceError,
  email: string | undefined,
): CallbackRefusal => {
  if (error.code === 'service.rejected' && ACCOUNT_REFUSALS.includes(error.error)) {
    const messageId = messageForServerError(error.error);
    if (isAccountRefusal(messageId)) return { kind: 'account', messageId, email };
  }
  return { kind: 'failed', messageId: 'signIn.sessionFailed' };
};

/**
 * The callback page's `failed` parameter, as the server names a sign-in it could not complete
 * for a browser without JavaScript (D-SSR-6): `callback`, `session`, or the account's code with
 * its `uid`.
 */
export const answeredCallbackRefusal = (
  failed: string | null,
  uid: string | null,
): CallbackRefusal | undefined => {
  if (failed === null) return undefined;
  if (failed === 'session') return { kind: 'failed', messageId: 'signIn.sessionFailed' };
  const refused = callbackRefusalOf(
    { code: 'service.rejected', status: 403, error: failed, message: '' },
    uid === null || uid === '' ? undefined : uid,
  );
  return refused.kind === 'account'
    ? refused
    : { kind: 'failed', messageId: 'signIn.callbackInvalid' };
};
