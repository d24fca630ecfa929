/**
 * The navigation state of the step that ends a sign-in (/login/callback going to the page asked
 * for): the secure layout then fetches the frame's and the page's code while it checks the session,
 * instead of after, since the check is all but sure to let the visitor in.
 */
export const SIGN_IN_LANDING = { landing: 'signedIn' } as const;

export const isSignInLanding = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && 'landing' in state && state.landing === 'signedIn';
