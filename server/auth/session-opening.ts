import type { FastifyReply, FastifyRequest } from 'fastify';
import { epochSeconds, type Clock } from '../clock';
import { sessionIdOf, setSessionCookies } from '../http/cookies';
import {
  passwordReplacementReason,
  type PasswordAgePolicy,
} from '../identity/primary-authentication';
import type { ProviderSessions } from '../identity/provider-sessions';
import type { UserRecord, UserRepository } from '../identity/user-repository';
import type { IdTokenVerifier } from './id-token-verifier';
import type { SessionStore } from './sessions';

export interface SessionOpeningDependencies {
  readonly publicUrl: string;
  readonly verifier: IdTokenVerifier;
  readonly sessions: SessionStore;
  readonly users: UserRepository;
  /** The identity provider's side of a sign-in, ended when the portal session opens. */
  readonly providerSessions: ProviderSessions;
  readonly clock: Clock;
  /** The password's maximum age, which a session also needs (D-AUTH-8). */
  readonly passwordAge: PasswordAgePolicy;
}

/** Why the portal opens no session for a valid id token: the account's state (D-AUTH-8). */
export type AccountRefusal = 'EMAIL_NOT_VERIFIED' | 'AUTHENTICATION_PASSWORD_EXPIRED';

/** Spec §8 "Portal": the refusals' texts, as oktaLogin answers them. */
export const ACCOUNT_REFUSAL_MESSAGES: Readonly<Record<AccountRefusal, string>> = {
  EMAIL_NOT_VERIFIED: 'Please verify your email.',
  AUTHENTICATION_PASSWORD_EXPIRED: 'Authentication Failed: Password expired.',
};

export type SessionOpening =
  | { readonly opened: true; readonly user: UserRecord; readonly expiresIn: number }
  | { readonly opened: false; readonly code: 'ID_TOKEN_INVALID' | 'ID_TOKEN_REPLAYED' }
  | { readonly opened: false; readonly code: AccountRefusal; readonly user: UserRecord };

/**
 * Spec §4 "Account: password expired (must reset)" and §8 "Please verify your email.": an account
 * whose email waits for its code, or whose password is past its maximum age, gets no session,
 * however the identity provider let it through (a passkey proves no password, D-AUTH-8).
 */
export const accountRefusal = (
  user: UserRecord,
  nowSeconds: number,
  passwordAge: PasswordAgePolicy,
): AccountRefusal | undefined => {
  if (!user.emailVerified) return 'EMAIL_NOT_VERIFIED';
  return passwordReplacementReason(user, nowSeconds, passwordAge) === 'passwordExpired'
    ? 'AUTHENTICATION_PASSWORD_EXPIRED'
    : undefined;
};

/**
 * Opens the portal session an id token stands for (oktaLogin's work, and the sign-in callback's
 * for a browser without JavaScript): the token is verified and spent, a session replaces the
 * request's old one, its cookies are set on `reply`, and the provider session that bridged the
 * password to it ends (docs/decisions/sign-in-and-sessions.md D-AUTH-5).
 */
export const sessionOpener =
  ({
    publicUrl,
    verifier,
    sessions,
    users,
    providerSessions,
    clock,
    passwordAge,
  }: SessionOpeningDependencies) =>
  async (
    request: FastifyRequest,
    reply: FastifyReply,
    idToken: string,
  ): Promise<SessionOpening> => {
    const verification = await verifier.verify(idToken);
    if (!verification.valid) {
      const code = verification.reason === 'replayed' ? 'ID_TOKEN_REPLAYED' : 'ID_TOKEN_INVALID';
      return { opened: false, code };
    }
    const user = await users.findById(verification.subject);
    if (!user) return { opened: false, code: 'ID_TOKEN_INVALID' };
    const refusal = accountRefusal(user, epochSeconds(clock), passwordAge);
    if (refusal !== undefined) {
      // The bridge ends here too: the next sign-in starts from the password (D-AUTH-5).
      await providerSessions.endForAccount(user.id);
      return { opened: false, code: refusal, user };
    }
    const session = await sessions.create(
      user.id,
      sessionIdOf(request),
      request.headers['user-agent'] ?? '',
    );
    await providerSessions.endForAccount(user.id);
    setSessionCookies(reply, publicUrl, session);
    return { opened: true, user, expiresIn: session.expiresIn };
  };
