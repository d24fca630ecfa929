import type { FastifyReply, FastifyRequest } from 'fastify';

export const SESSION_COOKIE = 'portal_session';
/** Readable by the portal's script, which echoes it in the X-XSRF-Token header on writes. */
export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'x-xsrf-token';

const isHttps = (publicUrl: string): boolean => publicUrl.startsWith('https:');

export const setSessionCookies = (
  reply: FastifyReply,
  publicUrl: string,
  session: { id: string; csrfToken: string },
): void => {
  const secure = isHttps(publicUrl);
  reply.setCookie(SESSION_COOKIE, session.id, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
  });
  reply.setCookie(CSRF_COOKIE, session.csrfToken, {
    httpOnly: false,
    sameSite: 'strict',
    secure,
    path: '/',
  });
};

export const clearSessionCookies = (reply: FastifyReply): void => {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
  reply.clearCookie(CSRF_COOKIE, { path: '/' });
};

export const sessionIdOf = (request: FastifyRequest): string | undefined =>
  request.cookies[SESSION_COOKIE];

/** A year, as the portal's own script keeps the language cookie (src/adapters/browser/language-cookie.ts). */
const LANGUAGE_COOKIE_SECONDS = 365 * 24 * 60 * 60;

/**
 * The language a page's `lang` parameter chose, remembered as the portal's script remembers it,
 * for a browser that runs no script (issue 29): the pages after a form's answer keep it.
 */
export const rememberLanguage = (
  reply: FastifyReply,
  publicUrl: string,
  name: string,
  locale: string,
): void => {
  reply.setCookie(name, locale, {
    httpOnly: false,
    sameSite: 'lax',
    secure: isHttps(publicUrl),
    path: '/',
    maxAge: LANGUAGE_COOKIE_SECONDS,
  });
};
