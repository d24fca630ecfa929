import type { FastifyReply, FastifyRequest } from 'fastify';
import { sessionIdOf, setSessionCookies } from '../http/cookies';
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
}

export type SessionOpening =
  | { readonly opened: true; readonly user: UserRecord; readonly expiresIn: number }
  | { readonly opened: false; readonly code: 'ID_TOKEN_INVALID' | 'ID_TOKEN_REPLAYED' };

/**
 * Opens the portal session an id token stands for (oktaLogin's work, and the sign-in callback's
 * for a browser without JavaScript): the token is verified and spent, a session replaces the
 * request's old one, its cookies are set on `reply`, and the provider session that bridged the
 * password to it ends (docs/decisions/sign-in-and-sessions.md D-AUTH-5).
 */
export const sessionOpener =
  ({ publicUrl, verifier, sessions, users, providerSessions }: SessionOpeningDependencies) =>
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
    const session = await sessions.create(
      user.id,
      sessionIdOf(request),
      request.headers['user-agent'] ?? '',
    );
    await providerSessions.endForAccount(user.id);
    setSessionCookies(reply, publicUrl, session);
    return { opened: true, user, expiresIn: session.expiresIn };
  };
