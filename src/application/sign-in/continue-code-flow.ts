import type { IdentityProvider } from '../ports/identity-provider.port';
import type { Navigator } from '../ports/navigator.port';

/**
 * The rest of the code flow once the provider has accepted a password (the login form's, or the
 * new one of an expired or temporary password): followed without leaving the page when it ends on
 * the portal's callback, resolving to that path for the router (D-PERF-9); otherwise the browser
 * is sent on and it resolves undefined.
 */
export const continueCodeFlow = async (
  identity: IdentityProvider,
  navigator: Navigator,
  continueTo: string,
): Promise<string | undefined> => {
  const inPlace = await identity.openInPlace(continueTo);
  if (inPlace === undefined) navigator.assign(continueTo);
  return inPlace;
};
