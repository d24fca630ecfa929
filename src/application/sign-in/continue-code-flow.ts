import type { IdentityProvider } from '../ports/identity-provider.port';
import type { Navigator } from '../ports/navigator.port';

/**
 * The rest of the code flow once the provider has accepted a password (the login form's, or the
 * new one of an expired or temporary password): followed without leaving the page when it ends on
 * the portal's callback, which the router then shows in place of the login entry (D-PERF-9);
 * otherwise the browser is sent on. Resolves whether it went on in place.
 */
export const continueCodeFlow = async (
  identity: IdentityProvider,
  navigator: Navigator,
  continueTo: string,
): Promise<boolean> => {
  const inPlace = await identity.openInPlace(continueTo);
  if (inPlace === undefined) navigator.assign(continueTo);
  else navigator.show(inPlace, { replace: true });
  return inPlace !== undefined;
};
