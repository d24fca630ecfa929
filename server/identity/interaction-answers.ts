import type { FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { Type } from 'typebox';
import { sendError } from '../http/errors';
import { isFormPost, requestQueryOf, seeOther } from '../http/form-posts';
import { noStore } from '../http/replies';

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

/** The refusal of a step whose interaction is gone (or another's): the page starts sign-in again. */
export const sendInteractionExpired = (reply: FastifyReply): FastifyReply =>
  sendError(reply, 400, 'INTERACTION_EXPIRED', SIGN_IN_MESSAGES.INTERACTION_EXPIRED);

/** Whether `uid` is the browser's own interaction, still waiting for the user to sign in. */
export const awaitsSignIn = async (
  provider: Provider,
  request: FastifyRequest,
  reply: FastifyReply,
  uid: string,
): Promise<boolean> => {
  try {
    const details = await provider.interactionDetails(request.raw, reply.raw);
    return details.uid === uid && details.prompt.name === 'login';
  } catch {
    return false;
  }
};

/** An interaction's own abuse-limit key: its uid, from the path. */
export const interactionKeyOf = (request: FastifyRequest): string | undefined => {
  const params: unknown = request.params;
  const uid: unknown =
    typeof params === 'object' && params !== null ? Reflect.get(params, 'uid') : undefined;
  return typeof uid === 'string' ? `interaction:${uid}` : undefined;
};

/** The login page's own query, as the form's action carried it, without an earlier refusal. */
const pageQueryOf = (request: FastifyRequest): URLSearchParams => {
  const query = requestQueryOf(request);
  query.delete('formError');
  return query;
};

const toLoginPage = (reply: FastifyReply, query: URLSearchParams): FastifyReply =>
  seeOther(reply, `/login?${query.toString()}`);

/**
 * A step of the interaction passed: the provider's address to go on to, as JSON for the login
 * page's script, or as the next page for a form posted without JavaScript (D-SSR-6).
 */
export const sendInteractionResult = (
  request: FastifyRequest,
  reply: FastifyReply,
  location: string,
): FastifyReply => (isFormPost(request) ? seeOther(reply, location) : noStore(reply, { location }));

/**
 * A form posted without JavaScript for an interaction that is gone: the sign-in starts again
 * from the login page's address, with the username (the one typed, else the page's `uid`) and
 * the "session expired" notice (D-SSR-6).
 */
export const signInAgain = (
  request: FastifyRequest,
  reply: FastifyReply,
  username?: string,
): FastifyReply => {
  const query = pageQueryOf(request);
  for (const name of ['interaction', 'step', 'factors', 'using']) query.delete(name);
  if (username !== undefined) query.set('uid', username);
  query.set('expired', 'true');
  return toLoginPage(reply, query);
};

/**
 * A right password posted without JavaScript by a user with a second factor: the login page
 * again, asking for it (`step=second-factor` and the kinds the user has), D-SSR-6.
 */
export const sendSecondFactorPage = (
  request: FastifyRequest,
  reply: FastifyReply,
  methods: Readonly<Record<'app' | 'passkey' | 'recoveryCode', boolean>>,
): FastifyReply => {
  const query = pageQueryOf(request);
  query.set('step', 'second-factor');
  query.set(
    'factors',
    Object.entries(methods)
      .filter(([, has]) => has)
      .map(([kind]) => kind)
      .join(','),
  );
  return toLoginPage(reply, query);
};

/**
 * A right password posted without JavaScript that must be replaced first (spec §4): the login
 * page again, drawing its replacement step (`step=replace-password`, why, and the account), D-SSR-6.
 */
export const sendPasswordReplacementPage = (
  request: FastifyRequest,
  reply: FastifyReply,
  reason: 'expired' | 'temporary',
  username: string,
): FastifyReply => {
  const query = pageQueryOf(request);
  query.set('step', 'replace-password');
  query.set('reason', reason);
  query.set('uid', username);
  return toLoginPage(reply, query);
};
