// Spec §2 "Query parameters: uid (prefills username), flow (GAD, or a path starting with /signin,
// selects sign-in wording), lang, app_id, payload, expired, redirect_uri, redirect_url, reason".
// The portal starts the code flow from /login with these, and the provider sends the browser back
// to /login for the password (docs/decisions/sign-in-and-sessions.md D-AUTH-1): without this, they
// were lost on the way (D-SIGNIN-UI-1). `uid` travels as the standard `login_hint`, the others as
// the provider's extra authorization parameters; the redirect target travels in the portal's own
// OIDC state.

/** The authorization request's extra parameters the provider keeps for the login page. */
export const LOGIN_PAGE_PARAMETERS = [
  'flow',
  'lang',
  'app_id',
  'payload',
  'reason',
  'expired',
  // The sign-in's target, for the login page's sign-up link only
  // (docs/decisions/get-a-duns-entry.md D-GAD-ENTRY-3): the sign-in itself still goes where the
  // portal's OIDC state says.
  'redirect_url',
] as const;

/** Longer values are dropped rather than echoed (a payload is a short base64 query). */
export const MAX_LOGIN_PARAMETER_LENGTH = 2048;

const usable = (value: unknown): value is string =>
  typeof value === 'string' && value !== '' && value.length <= MAX_LOGIN_PARAMETER_LENGTH;

/**
 * The login page's address for a pending interaction, with the sign-in parameters the
 * authorization request carried (`params` as oidc-provider's interaction details hold them).
 */
export const loginPageLocation = (
  interactionUid: string,
  params: Readonly<Record<string, unknown>> = {},
): string => {
  const query = new URLSearchParams({ interaction: interactionUid });
  if (usable(params.login_hint)) query.set('uid', params.login_hint);
  for (const name of LOGIN_PAGE_PARAMETERS) {
    const value = params[name];
    if (usable(value)) query.set(name, value);
  }
  return `/login?${query.toString()}`;
};
