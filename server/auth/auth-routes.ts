import type { FastifyInstance } from 'fastify';
import type { IdTokenVerifier } from './id-token-verifier';
import type { SessionStore } from './sessions';
import type { UserRepository } from '../identity/users';
import { clearSessionCookies, sessionIdOf, setSessionCookies } from '../http/cookies';
import { sendError } from '../http/errors';
import { requireSameOrigin, requireSession } from '../http/session-guard';
import { toProfileDetails } from './profile-details';

export interface AuthRouteDependencies {
  readonly publicUrl: string;
  readonly verifier: IdTokenVerifier;
  readonly sessions: SessionStore;
  readonly users: UserRepository;
}

const OKTA_SESSION_FAILED = 'Okta Session creation in BE:Failed';

export const registerAuthRoutes = (app: FastifyInstance, deps: AuthRouteDependencies): void => {
  const { verifier, sessions, users, publicUrl } = deps;

  app.post(
    '/services/auth/oktaLogin',
    {
      preHandler: requireSameOrigin(publicUrl),
      schema: {
        querystring: {
          type: 'object',
          properties: {
            app_id: { type: 'string', maxLength: 64 },
            payload: { type: 'string', maxLength: 4096 },
            redirect_url: { type: 'string', maxLength: 2048 },
          },
        },
        body: {
          type: 'object',
          required: ['idToken'],
          additionalProperties: false,
          properties: {
            idToken: { type: 'string', minLength: 1, maxLength: 8192 },
            passwordExpiredFlag: { type: 'boolean' },
            cache: { type: 'boolean' },
          },
        },
      },
    },
    async (request, reply) => {
      const { idToken } = request.body as { idToken: string };
      const verification = await verifier.verify(idToken);
      if (!verification.valid) {
        const code = verification.reason === 'replayed' ? 'ID_TOKEN_REPLAYED' : 'ID_TOKEN_INVALID';
        return sendError(reply, 401, code, OKTA_SESSION_FAILED);
      }
      const user = users.findById(verification.subject);
      if (!user) return sendError(reply, 401, 'ID_TOKEN_INVALID', OKTA_SESSION_FAILED);
      const session = sessions.create(user.id, sessionIdOf(request));
      setSessionCookies(reply, publicUrl, session);
      return reply.header('cache-control', 'no-store').send({
        status: { code: 200, message: 'Login successful' },
        owl: { error: false },
        expiresIn: session.expiresIn,
      });
    },
  );

  app.get('/services/auth/checkUserLogin', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const session = sessions.find(sessionIdOf(request), true);
    if (!session) {
      return sendError(reply, 401, 'UNAUTHENTICATED', 'Your session has expired. Please try to sign in again.');
    }
    return reply.send({ status: 'ACTIVE', expiresIn: session.expiresIn });
  });

  app.get('/services/auth/oktaLogout', async (request, reply) => {
    const id = sessionIdOf(request);
    if (id) sessions.destroy(id);
    clearSessionCookies(reply);
    return reply.header('cache-control', 'no-store').send({ status: 'LOGGED_OUT' });
  });

  app.get('/services/auth/getUserProfile', { preHandler: requireSession(sessions) }, async (request, reply) => {
    const session = request.portalSession;
    const user = session && users.findById(session.userId);
    if (!user) return sendError(reply, 401, 'UNAUTHENTICATED', 'Your session has expired. Please try to sign in again.');
    return reply.header('cache-control', 'no-store').send(toProfileDetails(user));
  });
};
