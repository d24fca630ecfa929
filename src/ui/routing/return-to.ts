import { SPEC_ROUTES } from '../../domain/navigation/route-access';
import { UNDER_MAINTENANCE_PATH } from '../../domain/navigation/status-page-paths';

/** The router state that tells the under-maintenance page which page sent the user there. */
export interface ReturnToState {
  readonly returnTo: string;
}

export const returnTo = (path: string): ReturnToState => ({ returnTo: path });

/**
 * Where "Try again" goes: the page that met the maintenance, when the router state names a path
 * of the portal; otherwise home. Only the portal sets router state, but it outlives a reload in
 * the browser's history, so it is checked like any input.
 */
export const returnToOf = (state: unknown): string => {
  const path =
    typeof state === 'object' && state !== null && 'returnTo' in state ? state.returnTo : '';
  const isPortalPath =
    typeof path === 'string' &&
    path.startsWith('/') &&
    !path.startsWith('//') &&
    !path.includes('\\') &&
    !path.startsWith(UNDER_MAINTENANCE_PATH);
  // SPEC_ROUTES, not pathTo: the under-maintenance page imports this, and the route table loads it.
  return isPortalPath ? path : SPEC_ROUTES.home.path;
};
