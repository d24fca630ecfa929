// Spec §4 "Session": on each secure page a session check is made. Status 200 or 304 with
// expiresIn starts a timer; when it fires the user goes to logout with expired=true. Status 401
// clears stored tokens and goes to logout. A reply carrying a redirect url sends the user there.
// A failed check sets a flag. A backend under maintenance answers the check with its own code,
// and the portal shows its under-maintenance page (§8; docs/decisions/status-pages.md D-PAGES-2).

/** §9 "logout delay 1000 ms". */
export const LOGOUT_DELAY_MS = 1000;

export type SessionCheckReply =
  | {
      readonly kind: 'answered';
      readonly status: number;
      readonly expiresInSeconds?: number;
      readonly url?: string;
    }
  | { readonly kind: 'unauthorized' }
  | { readonly kind: 'underMaintenance' }
  | { readonly kind: 'failed' };

export type SessionOutcome =
  | { readonly type: 'active'; readonly expiresInMs: number }
  | { readonly type: 'redirect'; readonly url: string }
  | { readonly type: 'signedOut'; readonly clearStoredTokens: true }
  | { readonly type: 'underMaintenance' }
  | { readonly type: 'checkFailed' };

const ANSWERED_OK = new Set([200, 304]);

/** Browsers clamp setTimeout delays above 2^31-1 ms to 1 ms, which would log the user out at once. */
export const MAX_TIMER_MS = 2_147_483_647;

export const sessionOutcome = (reply: SessionCheckReply): SessionOutcome => {
  if (reply.kind === 'unauthorized') return { type: 'signedOut', clearStoredTokens: true };
  if (reply.kind === 'underMaintenance') return { type: 'underMaintenance' };
  if (reply.kind === 'failed') return { type: 'checkFailed' };
  if (reply.url !== undefined && reply.url !== '') return { type: 'redirect', url: reply.url };
  if (
    ANSWERED_OK.has(reply.status) &&
    reply.expiresInSeconds !== undefined &&
    reply.expiresInSeconds >= 0
  ) {
    return { type: 'active', expiresInMs: Math.min(reply.expiresInSeconds * 1000, MAX_TIMER_MS) };
  }
  return { type: 'checkFailed' };
};

/** Where the user goes when the session timer fires. */
export const SESSION_EXPIRED_PATH = '/logout?expired=true';

/**
 * Where an unauthenticated visitor of a secure page goes. A visitor who had signed in in this
 * browser (stored tokens exist) is signed out through /logout as the spec says; one who never
 * signed in is sent straight to the login page with the page they asked for
 * (docs/decisions/sign-in-and-sessions.md D-AUTH-2).
 */
export const signedOutDestination = (hadStoredTokens: boolean, requestedPath: string): string =>
  hadStoredTokens ? '/logout' : loginPathFor(requestedPath);

export const loginPathFor = (requestedPath: string): string =>
  requestedPath === '/' || requestedPath === ''
    ? '/login'
    : `/login?redirect_uri=${encodeURIComponent(requestedPath)}`;
