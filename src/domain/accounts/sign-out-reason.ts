import { SPEC_ROUTES } from '../navigation/route-access';
import type { LoginNotice } from './sign-in-parameters';

// Spec §8 "Logout messages: success, and 'This page has been refreshed. Please login again.'";
// §8 login widget "Session expired: Your session has expired. Please try to sign in again."; §2
// "expired" and "reason (value product_refresh)"; "The login widget redirects ... to the login page
// after sign-out" (docs/decisions/sign-in-and-sessions.md D-AUTH-7).

/** Why the user was signed out: at their request, the session timer, or a product's refresh. */
export type SignOutReason = LoginNotice | 'signedOut';

export const SIGN_OUT_REASONS: readonly SignOutReason[] = [
  'signedOut',
  'sessionExpired',
  'productRefresh',
];

const PRODUCT_REFRESH = 'product_refresh';

/** /logout's own query: reason=product_refresh wins over expired=true, as on the login page. */
export const signOutReasonOf = (query: URLSearchParams): SignOutReason => {
  if (query.get('reason') === PRODUCT_REFRESH) return 'productRefresh';
  return query.get('expired') === 'true' ? 'sessionExpired' : 'signedOut';
};

/** The logout page's message for each reason. */
export const SIGN_OUT_MESSAGE_IDS = {
  signedOut: 'logout.success',
  sessionExpired: 'logout.expired',
  // §8's logout message (PORTAL_MESSAGE_IDS.pageRefreshed).
  productRefresh: 'logout.pageRefreshed',
} as const satisfies Record<SignOutReason, string>;

/** The login widget's notice above its form for each parameter that brought the user back. */
export const LOGIN_NOTICE_MESSAGE_IDS = {
  sessionExpired: 'session.expired',
  productRefresh: 'logout.pageRefreshed',
} as const satisfies Record<LoginNotice, string>;

/** "Sign in again" after a sign-out: the login page with the parameter saying why, so it says so too. */
export const signInAgainPath = (reason: SignOutReason): string => {
  const { path } = SPEC_ROUTES.login;
  if (reason === 'sessionExpired') return `${path}?expired=true`;
  return reason === 'productRefresh' ? `${path}?reason=${PRODUCT_REFRESH}` : path;
};
