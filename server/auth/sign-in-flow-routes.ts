import type { FastifyReply, FastifyRequest } from 'fastify';
import { IDENTITY_PROVIDER_SCOPES } from '../../src/domain/accounts/login-validation';
import {
  deepLinkLandingOf,
  loginPageContextOf,
  signInParametersOf,
} from '../../src/domain/accounts/sign-in-parameters';
import { PORTAL_CLIENT_ID } from '../config';
import { rememberLanguage } from '../http/cookies';
import { sendError } from '../http/errors';
import { requestQueryOf, seeOther } from '../http/form-posts';
import { isInternetExplorer } from '../http/obsolete-browser';
import type { PortalApp } from '../http/portal-app';
import { noStore } from '../http/replies';
import { RedirectAllowList } from '../http/redirect-allow-list';
import { supportedLocaleFor } from '../../src/domain/locale/locale-resolution';
import { LANGUAGE_COOKIE } from '../i18n/request-locale';
import { PROVIDER_MOUNT_PATH } from '../identity/provider';
import { CALLBACK_PATH, callbackUrlOf, exchangeCode } from './code-exchange';
import { sessionOpener, type SessionOpeningDependencies } from './session-opening';
import { FLOW_BINDING_COOKIE, newFlowBinding, type SignInFlows } from './sign-in-flows';
import { followProviderRedirects } from './provider-redirects';

export interface SignInFlowOptions {
  readonly flows: SignInFlows;
  /** Other sites a sign-in may land on (ALLOWED_REDIRECT_ORIGINS). */
  readonly allowedRedirectOrigins: readonly string[];
}

/** Why a callback failed, as the callback page's `failed` parameter names it. */
type CallbackFailure = 'callback' | 'session';

/** A script's request for the callback's JSON answer (the login page's), not a navigation. */
const wantsJson = (request: FastifyRequest): boolean =>
  (request.headers.accept ?? '').split(',')[0]?.trim() === 'application/json';

/**
 * A browser's navigation, or a client that says nothing of its mode (curl, an old browser): not a
 * script following the redirects in the background, which is shown the page instead, for the
 * page to ask for the JSON answer itself.
 */
const isNavigation = (request: FastifyRequest): boolean => {
  const mode = request.headers['sec-fetch-mode'];
  return mode === undefined || mode === 'navigate';
};

/**
 * The code flow, started and completed by the server (docs/decisions/server-rendering.md D-SSR-6):
 * GET /login and /signin without an interaction start it, so the login form is the first thing a
 * browser receives; GET /login/callback redeems the code in this process. A script's callback
 * (the login page's) receives the id token to open the session with oktaLogin, as spec §2 has
 * it; a navigation (a browser without JavaScript) has the session opened here and goes on.
 */
export const registerSignInFlowRoutes = (
  app: PortalApp,
  opening: SessionOpeningDependencies,
  { flows, allowedRedirectOrigins }: SignInFlowOptions,
): void => {
  const { publicUrl } = opening;
  const openSession = sessionOpener(opening);
  const redirects = new RedirectAllowList(publicUrl, allowedRedirectOrigins);
  const secure = publicUrl.startsWith('https:');

  const bindingOf = (request: FastifyRequest, reply: FastifyReply): string => {
    const known = request.cookies[FLOW_BINDING_COOKIE];
    if (known !== undefined && /^[\w-]{43}$/.test(known)) return known;
    const binding = newFlowBinding();
    reply.setCookie(FLOW_BINDING_COOKIE, binding, {
      httpOnly: true,
      sameSite: 'lax',
      secure,
      path: '/',
    });
    return binding;
  };

  const start =
    (entry: 'login' | 'signin') => async (request: FastifyRequest, reply: FastifyReply) => {
      const query = requestQueryOf(request);
      // With an interaction the provider has sent the browser back for the password: the page; a
      // browser that cannot run the portal gets the page that says so (D-PAGES-1).
      if (query.has('interaction') || isInternetExplorer(request.headers['user-agent'])) {
        return reply.callNotFound();
      }
      const parameters = signInParametersOf(query);
      // The page asked for (allow-listed), else a product's deep link lands on My Apps with it.
      const allowed =
        parameters.redirect === undefined
          ? deepLinkLandingOf(parameters)
          : redirects.allowed(parameters.redirect);
      const flow = await flows.start(
        bindingOf(request, reply),
        allowed === undefined || allowed === '/' ? undefined : allowed,
      );
      const context = loginPageContextOf(parameters, entry);
      const authorization = new URLSearchParams({
        client_id: PORTAL_CLIENT_ID,
        redirect_uri: callbackUrlOf(publicUrl),
        response_type: 'code',
        scope: IDENTITY_PROVIDER_SCOPES.join(' '),
        state: flow.state,
        nonce: flow.nonce,
        code_challenge: flow.codeChallenge,
        code_challenge_method: 'S256',
        ...(context.loginHint === undefined ? {} : { login_hint: context.loginHint }),
        ...context.parameters,
      });
      const location = await followProviderRedirects(
        app,
        request,
        reply,
        `${PROVIDER_MOUNT_PATH}/auth?${authorization.toString()}`,
      );
      return seeOther(reply, location);
    };
  app.get('/login', start('login'));
  app.get('/signin', start('signin'));

  const failed = (request: FastifyRequest, reply: FastifyReply, failure: CallbackFailure) =>
    wantsJson(request)
      ? sendError(reply, 400, 'SIGN_IN_CALLBACK_INVALID', 'The sign-in could not be completed.')
      : seeOther(reply, `${CALLBACK_PATH}?failed=${failure}`);

  app.get(CALLBACK_PATH, async (request, reply) => {
    const query = requestQueryOf(request);
    const state = query.get('state');
    // Without a flow's state, the page says why the sign-in did not complete.
    if (state === null) return reply.callNotFound();
    // A script that followed the provider's redirects in the background reads only where they
    // ended: nothing to render, the code unspent, for the page to ask for JSON.
    if (!wantsJson(request) && !isNavigation(request)) {
      return reply.code(204).header('cache-control', 'no-store').send();
    }
    // Another site's script could not read the JSON answer anyway: it spends no flow.
    const site = request.headers['sec-fetch-site'];
    if (wantsJson(request) && site !== undefined && site !== 'same-origin') {
      return failed(request, reply, 'callback');
    }
    const flow = await flows.redeem(state, request.cookies[FLOW_BINDING_COOKIE]);
    const code = query.get('code');
    if (flow === undefined || code === null) return failed(request, reply, 'callback');
    const idToken = await exchangeCode(app, publicUrl, { code, ...flow });
    if (idToken === undefined) return failed(request, reply, 'callback');
    if (wantsJson(request)) {
      return noStore(reply, {
        idToken,
        ...(flow.returnTo === undefined ? {} : { returnTo: flow.returnTo }),
      });
    }
    const opening = await openSession(request, reply, idToken);
    // The account's state is said on the callback page, with the account it is about (D-AUTH-8).
    if (!opening.opened && 'user' in opening) {
      const why = new URLSearchParams({ failed: opening.code, uid: opening.user.email });
      return seeOther(reply, `${CALLBACK_PATH}?${why.toString()}`);
    }
    if (!opening.opened) return failed(request, reply, 'session');
    const language = supportedLocaleFor(opening.user.languagePreference);
    if (language !== undefined) rememberLanguage(reply, publicUrl, LANGUAGE_COOKIE, language);
    return seeOther(reply, flow.returnTo ?? '/');
  });
};
