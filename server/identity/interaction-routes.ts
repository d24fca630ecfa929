import type Provider from 'oidc-provider';
import { Type } from 'typebox';
import {
  accountInBody,
  clientAddress,
  perMinute,
  sendRateLimited,
  type AbuseLimits,
} from '../http/abuse-limits';
import type { AbuseLimiter } from '../http/abuse-limiter';
import { sendError } from '../http/errors';
import type { PortalApp } from '../http/portal-app';
import { noStore } from '../http/replies';
import { isFormPost } from '../http/form-posts';
import { requireSameOrigin } from '../http/session-guard';
import {
  awaitsSignIn,
  sendInteractionExpired,
  sendInteractionResult,
  sendPasswordReplacementPage,
  sendSecondFactorPage,
  signInAgain,
  SIGN_IN_MESSAGES,
  uidParams,
} from './interaction-answers';
import { loginPageLocation } from './login-parameters';
import { INTERACTION_PATH } from './provider';
import type { SignInCounter } from '../observability/metrics';
import type { PrimaryAuthentication } from './primary-authentication';
import { amrOf } from '../../src/domain/mfa/authentication-methods';
import { withPlaceholderDomain } from '../../src/domain/accounts/login-validation';
import type { SecondFactorSignIn } from '../mfa/second-factor-sign-in';
import type { PasskeySignIn } from '../mfa/passkey-sign-in';
import { registerFactorSignInRoutes } from '../mfa/factor-sign-in-routes';

/**
 * The provider's interaction endpoints. The password is typed into the portal's own login widget
 * (docs/team-decisions.md "Where the password is typed"), which posts it here as JSON. Sign-in is
 * limited per client address and per username, and an address's failed sign-ins across usernames
 * are limited too (docs/decisions/abuse-limits.md D-ABUSE-1, D-ABUSE-2).
 */
export const registerInteractionRoutes = (
  app: PortalApp,
  deps: {
    readonly provider: Provider;
    readonly authentication: PrimaryAuthentication;
    readonly signIns: SignInCounter;
    readonly publicUrl: string;
    /** Appended to a username typed without a domain, as the page's script does (spec §2). */
    readonly placeholderDomain: string;
    /** Unset: DEFAULT_ABUSE_LIMITS, or (temporarily) the environment's (server/http/abuse-limits.ts). */
    readonly abuseLimits: AbuseLimits;
    readonly limiter: AbuseLimiter;
    /** The second step for a user with a factor (issue 28). */
    readonly secondFactor: SecondFactorSignIn;
    /** "Sign in with a passkey" (issue 28). */
    readonly passkeySignIn: PasskeySignIn;
  },
): void => {
  const { provider, authentication, publicUrl } = deps;
  const limits = deps.abuseLimits;

  // The provider sends the browser here; the portal's /login page renders the widget
  // (docs/decisions/sign-in-and-sessions.md D-AUTH-1) with the sign-in parameters the authorization
  // request carried (D-SIGNIN-UI-1).
  app.get(`${INTERACTION_PATH}/:uid`, { schema: { params: uidParams } }, async (request, reply) => {
    const { uid } = request.params;
    let params: Readonly<Record<string, unknown>> = {};
    try {
      const details = await provider.interactionDetails(request.raw, reply.raw);
      if (details.uid === uid) params = details.params;
    } catch {
      // No interaction cookie (or an expired one): the page starts again from the bare address.
    }
    return reply.redirect(loginPageLocation(uid, params), 303);
  });

  const signInLimits = deps.limiter.perAddressAndAccount(
    'sign-in',
    perMinute(limits.signInPerAddressPerMinute),
    perMinute(limits.signInPerAccountPerMinute),
    accountInBody,
  );

  app.post(
    `${INTERACTION_PATH}/:uid/login`,
    {
      onRequest: requireSameOrigin(publicUrl),
      preHandler: [...signInLimits],
      schema: {
        params: uidParams,
        body: Credentials,
      },
      // The login form posted by a browser without JavaScript (D-SSR-6): a refusal goes back to it.
      config: { formPage: { path: '/login', keep: { username: 'uid' } } },
    },
    async (request, reply) => {
      const { uid } = request.params;
      const { password } = request.body;
      // The script has appended it already; a form posted without JavaScript has not.
      const username = withPlaceholderDomain(request.body.username.trim(), deps.placeholderDomain);
      if (!(await awaitsSignIn(provider, request, reply, uid))) {
        return isFormPost(request)
          ? signInAgain(request, reply, username)
          : sendInteractionExpired(reply);
      }
      const result = await authentication.authenticate(username, password, {
        address: clientAddress(request),
        maxFailures: limits.failedSignInsPerAddressPerHour,
        windowSeconds: 60 * 60,
      });
      deps.signIns.count(result.outcome);
      if (result.outcome === 'throttled') return sendRateLimited(reply, result.retryAfterSeconds);
      if (result.outcome === 'lockedOut') {
        return sendError(reply, 403, 'E0000069', SIGN_IN_MESSAGES.E0000069);
      }
      if (result.outcome === 'invalidCredentials') {
        return sendError(reply, 401, 'E0000004', SIGN_IN_MESSAGES.E0000004);
      }
      // The right password that must be replaced first: sign-in does not complete (spec §4); the
      // portal sends the user to PUT /services/auth/verifyExpiredPswd.
      if (result.outcome === 'passwordExpired' || result.outcome === 'passwordTemporary') {
        const reason = result.outcome === 'passwordExpired' ? 'expired' : 'temporary';
        // Without JavaScript the login page asks for the new password, from its address (D-SSR-6).
        if (isFormPost(request))
          return sendPasswordReplacementPage(request, reply, reason, username);
        return reason === 'expired'
          ? sendError(reply, 403, 'PASSWORD_EXPIRED', SIGN_IN_MESSAGES.PASSWORD_EXPIRED)
          : sendError(reply, 403, 'PASSWORD_TEMPORARY', SIGN_IN_MESSAGES.PASSWORD_TEMPORARY);
      }
      // A user with a second factor is not signed in yet: the page asks for it (issue 28).
      if (result.secondFactorDue) {
        const methods = await deps.secondFactor.start(uid, result.user);
        // Without JavaScript the login page asks for it, from its address (D-SSR-6).
        if (isFormPost(request)) return sendSecondFactorPage(request, reply, methods);
        return noStore(reply, { secondFactor: methods });
      }
      const location = await provider.interactionResult(request.raw, reply.raw, {
        login: { accountId: result.user.id, amr: amrOf(['password']) },
      });
      return sendInteractionResult(request, reply, location);
    },
  );

  registerFactorSignInRoutes(app, {
    provider,
    secondFactor: deps.secondFactor,
    passkeySignIn: deps.passkeySignIn,
    publicUrl,
    limiter: deps.limiter,
    abuseLimits: limits,
  });
};

const Credentials = Type.Object(
  {
    username: Type.String({ minLength: 1, maxLength: 320 }),
    password: Type.String({ minLength: 1, maxLength: 1024 }),
  },
  { additionalProperties: false },
);
