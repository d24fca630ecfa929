/**
 * The navigation state the portal's own ways to /logout carry (the Sign out entry, the session
 * timer, a session that ended): only these sign out at once. A link from anywhere else opens
 * /logout without it and is asked to confirm, so another site cannot sign a user out.
 */
export const SIGN_OUT_INTENT = { intent: 'signOut' } as const;

export const hasSignOutIntent = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && 'intent' in state && state.intent === 'signOut';
